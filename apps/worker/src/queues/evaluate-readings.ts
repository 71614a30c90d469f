import { QUEUES, type EvaluateReadingsJob } from "@care/contracts";
import type { ThresholdBand, VitalThreshold } from "@care/db";
import { dispatchOutbox, writeOutbox } from "@care/infra";
import { buildAlertInsight, type Breach } from "../insights/alert-insight.js";
import { suppressedAt, suppressionWindows, type Interval } from "../insights/suppression.js";
import { bandLimits, step } from "../insights/threshold-bands.js";
import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { consume, requireUuid } from "./consume.js";

interface Point {
  ts: Date;
  value: number;
}

/** Readings of one batch grouped by metric, oldest first (the state machine must see them in time order). */
function byMetric(readings: EvaluateReadingsJob["readings"]): Map<string, Point[]> {
  const out = new Map<string, Point[]>();
  for (const r of readings) {
    const ts = new Date(r.ts);
    if (Number.isNaN(ts.getTime()) || !Number.isFinite(r.value)) continue;
    const list = out.get(r.metric) ?? [];
    list.push({ ts, value: r.value });
    out.set(r.metric, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.ts.getTime() - b.ts.getTime());
  return out;
}

interface Walk {
  state: ThresholdBand;
  at: Date | null;
  breaches: Breach[];
}

type ThresholdState = Pick<VitalThreshold, "lastBreachBand" | "lastBreachAt">;

/**
 * The band state machine over a vital's new points (those after last_breach_at, oldest first): where it ends and
 * the breaches it alerts on on the way. Pure, so the unlocked pre-check and the locked evaluation walk alike.
 */
function walk(t: ThresholdState, limits: NonNullable<ReturnType<typeof bandLimits>>, points: Point[]): Walk {
  let state: ThresholdBand = t.lastBreachBand ?? "normal";
  let at = t.lastBreachAt;
  const breaches: Breach[] = [];
  for (const p of points) {
    if (at && p.ts <= at) continue;
    const next = step(state, p.value, limits);
    if (next.state === state) continue;
    state = next.state;
    at = p.ts;
    if (next.alert && next.alert !== "normal") breaches.push({ ts: p.ts, value: p.value, band: next.alert });
  }
  return { state, at, breaches };
}

const changes = (t: ThresholdState, w: Walk): boolean =>
  w.state !== (t.lastBreachBand ?? "normal") || w.at?.getTime() !== t.lastBreachAt?.getTime();

/**
 * Runs one vital's readings through its band state machine, with the threshold row locked (FOR UPDATE) so two jobs
 * of the same senior cannot interleave. The state lives on the row: last_breach_band (the band last alerted on, or
 * normal once re-armed) and last_breach_at (time of the reading that last changed that state). Readings at or before
 * last_breach_at were already seen, so a retried job walks the same path and finds nothing new; the dedupe_key
 * (ON CONFLICT DO NOTHING) backs that up. New insights and their insight-fanout jobs commit together.
 * Returns the ids of the insights created.
 */
async function evaluateVital(deps: WorkerDeps, thresholdId: string, points: Point[]): Promise<string[]> {
  const { created, outboxIds } = await deps.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM vital_threshold WHERE id = ${thresholdId}::uuid FOR UPDATE`;
    const t = await tx.vitalThreshold.findUnique({
      where: { id: thresholdId },
      include: { senior: { select: { facilityId: true } } },
    });
    // Re-checked under the lock: the vital may have been switched off since the job was queued.
    if (!t || t.state !== "ACTIVE_INSIGHT" || t.isDisabled) return { created: [], outboxIds: [] };
    const limits = bandLimits(t);
    if (!limits) return { created: [], outboxIds: [] };

    const w = walk(t, limits, points);
    const { state, at, breaches } = w;
    if (changes(t, w)) {
      await tx.vitalThreshold.update({ where: { id: t.id }, data: { lastBreachBand: state, lastBreachAt: at } });
    }
    if (breaches.length === 0) return { created: [], outboxIds: [] };

    const now = new Date();
    const threshold = { ...t, facilityId: t.senior.facilityId };
    const inserted = await tx.careInsight.createManyAndReturn({
      data: breaches.map((b) => buildAlertInsight(threshold, limits, b, now)),
      skipDuplicates: true,
      select: { id: true, message: true },
    });
    await tx.careInsightStatusHistory.createMany({
      data: inserted.map((i) => ({ insightId: i.id, toStatus: "sent_for_approval" as const, message: i.message })),
    });
    const outboxIds = await writeOutbox(
      tx,
      inserted.map((i) => ({ queue: QUEUES.insightFanout, payload: { care_insight_id: i.id, event: "trigger" } })),
    );
    return { created: inserted.map((i) => i.id), outboxIds };
  });
  await dispatchOutbox(deps.prisma, deps.queues, outboxIds, (err) =>
    deps.log.warn({ err, thresholdId }, "enqueue of insight-fanout failed; the outbox relay will retry"),
  );
  return created;
}

/**
 * evaluate-readings: compares a batch of one senior's readings with the thresholds of the vitals whose care-insight
 * messages are on (state ACTIVE_INSIGHT, not disabled). A breach becomes a CareInsight (type alert, status
 * sent_for_approval) and an insight-fanout "trigger" for the review queue. Late batches (late=true: received more
 * than LATE_READING_WINDOW_S after they were measured) are stored by ingest but never alert, nor move the state.
 * Readings measured inside one of the senior's suppression windows (away, hospital stay) are left out of the walk:
 * they neither alert nor move the state, so the first breach after the window alerts afresh.
 * Returns the ids of the insights created.
 */
export async function processEvaluateReadings(deps: WorkerDeps, job: EvaluateReadingsJob): Promise<string[]> {
  if (job.late) return [];
  const seniorId = requireUuid(job.senior_id, "senior_id");
  const groups = byMetric(job.readings);
  if (groups.size === 0) return [];
  const thresholds = await deps.prisma.vitalThreshold.findMany({
    where: { seniorId, measurementName: { in: [...groups.keys()] }, state: "ACTIVE_INSIGHT", isDisabled: false },
  });
  // Suppression windows are read only for a batch that would move a vital: leaving points out of a walk that changes
  // nothing cannot make it change anything, so the common batch costs no extra query.
  let windows: Interval[] | null = null;
  const outsideWindows = async (points: Point[]): Promise<Point[]> => {
    if (windows === null) {
      const times = [...groups.values()].flat().map((p) => p.ts.getTime());
      windows = await suppressionWindows(
        deps.prisma,
        seniorId,
        new Date(Math.min(...times)),
        new Date(Math.max(...times)),
      );
    }
    const current = windows;
    return points.filter((p) => !suppressedAt(p.ts, current));
  };
  const created: string[] = [];
  for (const t of thresholds) {
    // Most batches move nothing (values in the normal band, state normal): decided here on the row just read, with
    // no lock and no write. Only a batch that would change the state or alert is evaluated again under the lock.
    const limits = bandLimits(t);
    if (!limits || !changes(t, walk(t, limits, groups.get(t.measurementName) ?? []))) continue;
    const points = await outsideWindows(groups.get(t.measurementName) ?? []);
    if (!changes(t, walk(t, limits, points))) continue;
    created.push(...(await evaluateVital(deps, t.id, points)));
  }
  return created;
}

export const evaluateReadings: QueueProcessor = {
  name: QUEUES.evaluateReadings,
  async init(deps) {
    // Alone in its process (WORKER_ROLE=pipeline, as npm start and compose run it) evaluation may use the database
    // in parallel. Sharing an event loop with the alarm fanout (WORKER_ROLE=all), few at a time: every job in progress
    // interleaves its callbacks with an SOS's. A backlog waits in Redis, not in memory.
    const concurrency = deps.config.WORKER_ROLE === "pipeline" ? 8 : 2;
    return consume(deps, QUEUES.evaluateReadings, (data) => processEvaluateReadings(deps, data), { concurrency });
  },
};
