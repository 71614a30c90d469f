// No-data alerts (docs/care-insights.md "No-data alerts"): a periodic pass that clears the alerts whose device sent
// data again and raises one alert per device silent for longer than the senior's setting. Set-based SQL over the
// hourly rollups (last_ts of the newest bucket per senior and metric); the zone arithmetic in silence.ts.
import { NO_DATA, NO_DATA_DEVICES, QUEUES, type NoDataDevice } from "@care/contracts";
import { Prisma } from "@care/db";
import { dispatchOutbox, writeOutbox } from "@care/infra";
import type { WorkerDeps } from "../deps.js";
import { buildNoDataInsight, NO_DATA_METRICS, noDataDedupeKey, type RaisedSilence } from "./no-data-insight.js";
import { silenceReachedAt } from "./silence.js";

/** Silences raised per run at most (oldest first); the rest wait for the next run, minutes later. */
const MAX_RAISED_PER_RUN = 2000;

export interface NoDataRun {
  /** Ids of the no-data insights created. */
  raised: string[];
  /** Ids of the no_data_alert rows cleared (data came back, or the device was unlinked). */
  cleared: string[];
}

/** (kind, metric) pairs as two parallel arrays for unnest: which metrics count as data of which device kind. */
const KIND_METRICS = NO_DATA_DEVICES.flatMap((k) => NO_DATA_METRICS[k].map((m) => [k, m] as const));
const kindsSql = Prisma.sql`unnest(${KIND_METRICS.map(([k]) => k)}::text[], ${KIND_METRICS.map(([, m]) => m)}::text[])`;

/** Data of the alert's kind measured after its silence began (bounded by the hourly buckets that can hold it). */
const dataAfter = (senior: Prisma.Sql, kind: Prisma.Sql, since: Prisma.Sql): Prisma.Sql => Prisma.sql`
  EXISTS (SELECT 1 FROM ${kindsSql} AS km(kind, metric)
          JOIN reading_hourly h ON h.metric = km.metric::metric
          WHERE km.kind = ${kind} AND h.senior_id = ${senior}
            AND h.bucket_start >= date_trunc('hour', ${since}) AND h.last_ts > ${since})`;

/** Every linked watch, scale and sleep mat gets its monitor row the first time the task sees it. */
async function startMonitoring(deps: WorkerDeps, asOf: Date): Promise<void> {
  await deps.prisma.$executeRaw`
    INSERT INTO no_data_monitor (device_id, since)
    SELECT DISTINCT da.device_id, ${asOf}::timestamptz
    FROM device_assignment da JOIN device d ON d.id = da.device_id
    WHERE da.unlinked_at IS NULL AND d.type IN ('watch', 'techuva_watch', 'scale', 'sleep')
    ON CONFLICT (device_id) DO NOTHING`;
}

/**
 * Clears open alerts whose device sent data after the silence began, or is no longer linked to the senior under the
 * same link; an insight still waiting for review leaves the queue as no_action (nothing to act on any more). Rows
 * another run holds are skipped (SKIP LOCKED) and looked at again next time.
 */
async function clearReturned(deps: WorkerDeps, asOf: Date): Promise<string[]> {
  return deps.prisma.$transaction(async (tx) => {
    const cleared = await tx.$queryRaw<{ id: string; insight_id: string | null }[]>`
      WITH done AS (
        SELECT a.id FROM no_data_alert a
        WHERE a.cleared_at IS NULL
          AND (NOT EXISTS (SELECT 1 FROM device_assignment da
                           WHERE da.device_id = a.device_id AND da.senior_id = a.senior_id
                             AND da.unlinked_at IS NULL AND da.assigned_at <= a.silence_start)
               OR ${dataAfter(Prisma.sql`a.senior_id`, Prisma.sql`a.device::text`, Prisma.sql`a.silence_start`)})
        FOR UPDATE OF a SKIP LOCKED
      )
      UPDATE no_data_alert a SET cleared_at = ${asOf}::timestamptz FROM done WHERE a.id = done.id
      RETURNING a.id::text AS id, a.insight_id::text AS insight_id`;
    const insightIds = cleared.map((c) => c.insight_id).filter((id): id is string => id !== null);
    if (insightIds.length > 0) {
      const moved = await tx.$queryRaw<{ id: string; message: string }[]>`
        UPDATE care_insight SET status = 'no_action', updated_at = now()
        WHERE id = ANY(${insightIds}::uuid[]) AND status = 'sent_for_approval'
        RETURNING id::text AS id, message`;
      await tx.careInsightStatusHistory.createMany({
        data: moved.map((m) => ({
          insightId: m.id,
          fromStatus: "sent_for_approval" as const,
          toStatus: "no_action" as const,
          message: m.message,
        })),
      });
    }
    return cleared.map((c) => c.id);
  });
}

interface Candidate {
  senior_id: string;
  facility_id: string | null;
  device_id: string;
  kind: NoDataDevice;
  timezone: string;
  silence: number;
  silence_start: Date;
  /** The end of the latest suppression window that is over: silence counts again from there. */
  last_window_end: Date | null;
}

/**
 * Linked devices without an open alert, of active seniors with the alert on and no suppression window now, silent
 * for at least the shortest wall-clock time their setting could mean (the exact test, in the senior's zone, is
 * silenceReachedAt). Silence starts at the last data, the link or the start of monitoring, whichever is latest.
 */
function candidates(deps: WorkerDeps, asOf: Date): Promise<Candidate[]> {
  const defaults = NO_DATA_DEVICES.map((k) => NO_DATA.devices[k].default);
  return deps.prisma.$queryRaw<Candidate[]>`
    WITH defaults AS (SELECT * FROM unnest(${[...NO_DATA_DEVICES]}::text[], ${defaults}::int[]) AS d(kind, silence)),
    linked AS (
      SELECT da.senior_id, da.device_id, da.assigned_at,
             CASE d.type WHEN 'scale' THEN 'scale' WHEN 'sleep' THEN 'sleep' ELSE 'watch' END AS kind
      FROM device_assignment da JOIN device d ON d.id = da.device_id
      WHERE da.unlinked_at IS NULL AND d.type IN ('watch', 'techuva_watch', 'scale', 'sleep')
    ),
    silent AS (
      SELECT l.senior_id, s.facility_id, l.device_id, l.kind, s.timezone,
             coalesce(ns.silence, df.silence) AS silence,
             greatest(l.assigned_at, m.since, last.ts) AS silence_start,
             (SELECT max(w.ends_at) FROM suppression_window w
              WHERE w.senior_id = l.senior_id AND w.ends_at <= ${asOf}::timestamptz) AS last_window_end
      FROM linked l
      JOIN senior s ON s.id = l.senior_id AND s.is_active
      JOIN no_data_monitor m ON m.device_id = l.device_id
      JOIN defaults df ON df.kind = l.kind
      LEFT JOIN no_data_setting ns ON ns.senior_id = l.senior_id AND ns.device::text = l.kind
      -- the newest bucket of each of the kind's metrics: one index probe per senior and metric
      CROSS JOIN LATERAL (
        SELECT max((SELECT h.last_ts FROM reading_hourly h
                    WHERE h.senior_id = l.senior_id AND h.metric = km.metric::metric
                    ORDER BY h.bucket_start DESC LIMIT 1)) AS ts
        FROM ${kindsSql} AS km(kind, metric) WHERE km.kind = l.kind
      ) last
      WHERE coalesce(ns.enabled, true)
        AND NOT EXISTS (SELECT 1 FROM no_data_alert a WHERE a.device_id = l.device_id AND a.cleared_at IS NULL)
        AND NOT EXISTS (SELECT 1 FROM suppression_window w WHERE w.senior_id = l.senior_id
                        AND w.starts_at <= ${asOf}::timestamptz AND w.ends_at > ${asOf}::timestamptz)
    )
    SELECT senior_id::text, facility_id::text, device_id::text, kind, timezone, silence, silence_start,
           last_window_end
    FROM silent
    -- shortest time the setting can mean: watch N h (all of it daytime), scale N days, mat N nights = (N-1) days + 11 h
    WHERE ${asOf}::timestamptz - greatest(silence_start, last_window_end)
          >= make_interval(hours => CASE kind WHEN 'watch' THEN silence WHEN 'scale' THEN silence * 24
                                             ELSE silence * 24 - 13 END)
    ORDER BY silence_start
    LIMIT ${MAX_RAISED_PER_RUN}`;
}

/** The candidates whose silence, counted in their senior's zone, has reached the setting. */
function reached(deps: WorkerDeps, rows: Candidate[], asOf: Date): RaisedSilence[] {
  const out: RaisedSilence[] = [];
  for (const r of rows) {
    const from = Math.max(r.silence_start.getTime(), r.last_window_end?.getTime() ?? 0);
    let at: number;
    try {
      at = silenceReachedAt(r.kind, from, r.silence, r.timezone);
    } catch (err) {
      // A zone name the time library does not know: skip this senior rather than fail everyone's run.
      deps.log.warn({ err, seniorId: r.senior_id, timezone: r.timezone }, "no-data check skipped: unknown zone");
      continue;
    }
    if (at > asOf.getTime()) continue;
    out.push({
      seniorId: r.senior_id,
      facilityId: r.facility_id,
      deviceId: r.device_id,
      device: r.kind,
      silenceStart: r.silence_start,
      silence: r.silence,
      timezone: r.timezone,
    });
  }
  return out;
}

/**
 * One transaction: the alert rows (ON CONFLICT DO NOTHING on the silence's key and on "one open per device", and
 * not when data arrived since the candidates were read), then for the rows this run created their insights, status
 * history and outbox insight-fanout `trigger` jobs. Returns the insight ids and the outbox ids to dispatch.
 */
async function raise(
  deps: WorkerDeps,
  silences: RaisedSilence[],
  asOf: Date,
): Promise<{ insights: string[]; outboxIds: bigint[] }> {
  return deps.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string; device_id: string; silence_start: Date }[]>`
      INSERT INTO no_data_alert (id, senior_id, device_id, device, silence_start, raised_at)
      SELECT gen_random_uuid(), v.senior_id, v.device_id, v.kind::no_data_device, v.silence_start, ${asOf}::timestamptz
      FROM unnest(${silences.map((s) => s.seniorId)}::uuid[], ${silences.map((s) => s.deviceId)}::uuid[],
                  ${silences.map((s) => s.device)}::text[], ${silences.map((s) => s.silenceStart.toISOString())}::timestamptz[])
           AS v(senior_id, device_id, kind, silence_start)
      WHERE NOT ${dataAfter(Prisma.sql`v.senior_id`, Prisma.sql`v.kind`, Prisma.sql`v.silence_start`)}
      ON CONFLICT DO NOTHING
      RETURNING id::text AS id, device_id::text AS device_id, silence_start`;
    if (rows.length === 0) return { insights: [], outboxIds: [] };
    const byKey = new Map(silences.map((s) => [noDataDedupeKey(s.deviceId, s.silenceStart), s]));
    const alertOf = new Map(rows.map((r) => [noDataDedupeKey(r.device_id, r.silence_start), r.id]));
    const now = new Date();
    const insights = await tx.careInsight.createManyAndReturn({
      data: [...alertOf.keys()].map((key) => buildNoDataInsight(byKey.get(key)!, now)),
      skipDuplicates: true,
      select: { id: true, message: true, dedupeKey: true },
    });
    await tx.$executeRaw`
      UPDATE no_data_alert a SET insight_id = v.insight_id
      FROM unnest(${insights.map((i) => alertOf.get(i.dedupeKey!)!)}::uuid[], ${insights.map((i) => i.id)}::uuid[])
           AS v(id, insight_id)
      WHERE a.id = v.id`;
    await tx.careInsightStatusHistory.createMany({
      data: insights.map((i) => ({ insightId: i.id, toStatus: "sent_for_approval" as const, message: i.message })),
    });
    const outboxIds = await writeOutbox(
      tx,
      insights.map((i) => ({ queue: QUEUES.insightFanout, payload: { care_insight_id: i.id, event: "trigger" } })),
    );
    return { insights: insights.map((i) => i.id), outboxIds };
  });
}

/**
 * The periodic pass. Idempotent and safe in several workers at once: monitor rows and alerts are inserted with
 * ON CONFLICT DO NOTHING (an alert per device and silence start, one open per device), clearing locks with SKIP
 * LOCKED, and the fan-out jobs are enqueued after the commit (the outbox relay retries a failed enqueue).
 * `asOf` is the instant judged (tests pass it).
 */
export async function runNoDataAlerts(deps: WorkerDeps, asOf = new Date()): Promise<NoDataRun> {
  await startMonitoring(deps, asOf);
  const cleared = await clearReturned(deps, asOf);
  const silences = reached(deps, await candidates(deps, asOf), asOf);
  const { insights, outboxIds } =
    silences.length > 0 ? await raise(deps, silences, asOf) : { insights: [], outboxIds: [] };
  await dispatchOutbox(deps.prisma, deps.queues, outboxIds, (err) =>
    deps.log.warn({ err }, "enqueue of insight-fanout failed; the outbox relay will retry"),
  );
  if (insights.length > 0 || cleared.length > 0) {
    deps.log.info({ raised: insights.length, cleared: cleared.length }, "no-data alerts");
  }
  return { raised: insights, cleared };
}
