import { randomUUID } from "node:crypto";
import { QUEUES, type RangeScoreState } from "@care/contracts";
import { METRIC_NAMES, type Prisma } from "@care/db";
import { dispatchOutbox, writeOutbox } from "@care/infra";
import type { WorkerDeps } from "../deps.js";
import { bandLimits, goodRange, type BandLimits } from "../insights/threshold-bands.js";
import { buildMilestone, type MilestoneVital } from "./milestone-insight.js";
import { advanceStreak, initialState, parseRangeScore, type NormalBand, type ReachedMilestone } from "./streak.js";

type Tx = Prisma.TransactionClient;

/** Vitals locked and advanced per transaction. */
const BATCH = 200;
/** Metrics whose day figure is the day's total (steps per day), as in the baseline refresh; others use the mean. */
const CUMULATIVE: ReadonlySet<string> = new Set(["steps"]);

interface Candidate {
  id: string;
  senior_id: string;
  facility_id: string | null;
  timezone: string;
  measurement_name: string;
  measurement_unit: string | null;
  measurement_title: string | null;
  baseline_avg: number | null;
  upper_action_pct: number | null;
  upper_attention_pct: number | null;
  lower_attention_pct: number | null;
  lower_action_pct: number | null;
  definition: unknown;
  range_score: unknown;
  /** The senior's local date now. */
  today: string;
  /** The last local day that is complete: it ended at least LATE_READING_WINDOW_S ago. */
  last_closed: string;
}

interface Work {
  c: Candidate;
  limits: BandLimits;
  band: NormalBand;
  state: RangeScoreState;
}

export interface RangeMilestoneRun {
  /** Vitals whose state was written (initialised or advanced). */
  vitals: number;
  /** Ids of the milestone insights created. */
  insights: string[];
}

/**
 * Locks the next batch of ACTIVE_INSIGHT vitals (with a baseline) that have something to do: no state yet, or a
 * complete local day after `last_day`. SKIP LOCKED lets a second worker pass over rows the first one holds; the
 * candidate test is re-checked on the row as committed, so a vital another worker just advanced drops out.
 */
function lockBatch(tx: Tx, asOf: Date, settleS: number, zones: string[], afterId: string): Promise<Candidate[]> {
  return tx.$queryRaw<Candidate[]>`
    SELECT t.id::text AS id, t.senior_id::text AS senior_id, s.facility_id::text AS facility_id, s.timezone,
           t.measurement_name, t.measurement_unit, t.measurement_title,
           t.baseline_avg::float8 AS baseline_avg, t.upper_action_pct::float8 AS upper_action_pct,
           t.upper_attention_pct::float8 AS upper_attention_pct, t.lower_attention_pct::float8 AS lower_attention_pct,
           t.lower_action_pct::float8 AS lower_action_pct, t.definition, t.range_score, d.today, d.last_closed
    FROM vital_threshold t
    JOIN senior s ON s.id = t.senior_id
    CROSS JOIN LATERAL (
      SELECT to_char((${asOf}::timestamptz AT TIME ZONE s.timezone)::date, 'YYYY-MM-DD') AS today,
             to_char(((${asOf}::timestamptz - make_interval(secs => ${settleS})) AT TIME ZONE s.timezone)::date - 1,
                     'YYYY-MM-DD') AS last_closed
    ) d
    WHERE t.state = 'ACTIVE_INSIGHT' AND NOT t.is_disabled AND t.baseline_avg IS NOT NULL
      AND t.measurement_name = ANY(${[...METRIC_NAMES]}::text[])
      AND s.timezone = ANY(${zones}::text[])
      AND t.id > ${afterId}::uuid
      AND (t.range_score IS NULL
           OR NOT coalesce(t.range_score->>'last_day' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', false)
           OR t.range_score->>'last_day' < d.last_closed)
    ORDER BY t.id
    LIMIT ${BATCH}
    FOR UPDATE OF t SKIP LOCKED`;
}

/**
 * The day figures of the days after each vital's last_day up to its last complete day, from the daily rollups
 * (bucket_start = local midnight). Days are named by the local date of their bucket in the senior's zone now.
 */
async function dayFigures(tx: Tx, work: Work[]): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  if (work.length === 0) return out;
  const rows = await tx.$queryRaw<{ i: number; day: string; count: number; sum: number }[]>`
    SELECT v.i, to_char((d.bucket_start AT TIME ZONE v.tz)::date, 'YYYY-MM-DD') AS day,
           sum(d.count)::float8 AS count, sum(d.sum)::float8 AS sum
    FROM unnest(${work.map((_, i) => i)}::int[], ${work.map((w) => w.c.senior_id)}::uuid[],
                ${work.map((w) => w.c.measurement_name)}::text[], ${work.map((w) => w.state.last_day)}::date[],
                ${work.map((w) => w.c.last_closed)}::date[], ${work.map((w) => w.c.timezone)}::text[])
         AS v(i, senior_id, metric, last_day, last_closed, tz)
    JOIN reading_daily d ON d.senior_id = v.senior_id AND d.metric = v.metric::metric
      -- a day of margin each side for zones whose midnight moves; the local date below decides
      AND d.bucket_start >= (v.last_day::timestamp AT TIME ZONE v.tz)
      AND d.bucket_start < ((v.last_closed + 2)::timestamp AT TIME ZONE v.tz)
    WHERE d.count > 0
      AND (d.bucket_start AT TIME ZONE v.tz)::date > v.last_day
      AND (d.bucket_start AT TIME ZONE v.tz)::date <= v.last_closed
    GROUP BY v.i, 2`;
  for (const r of rows) {
    const w = work[r.i]!;
    const figure = CUMULATIVE.has(w.c.measurement_name) ? r.sum : r.sum / r.count;
    const days = out.get(r.i) ?? new Map<string, number>();
    days.set(r.day, figure);
    out.set(r.i, days);
  }
  return out;
}

/** Highest ordinal already used per senior + measurement (ordinals never repeat: the table's unique key). */
async function lastOrdinals(tx: Tx, vitals: Candidate[]): Promise<Map<string, number>> {
  const rows = await tx.$queryRaw<{ key: string; max: number }[]>`
    SELECT m.senior_id::text || '/' || m.measurement_type AS key, max(m.ordinal)::int AS max
    FROM milestone m
    JOIN unnest(${vitals.map((v) => v.senior_id)}::uuid[], ${vitals.map((v) => v.measurement_name)}::text[])
         AS v(senior_id, measurement_type) ON m.senior_id = v.senior_id AND m.measurement_type = v.measurement_type
    GROUP BY 1`;
  return new Map(rows.map((r) => [r.key, r.max]));
}

/**
 * One batch in one transaction: lock, read the new days, advance every streak, write the states, and for each
 * milestone length reached a milestone row, its care insight (+ status history) and an outbox insight-fanout
 * `milestone` job. Returns what to dispatch after the commit.
 */
async function runBatch(
  deps: WorkerDeps,
  tx: Tx,
  asOf: Date,
  zones: string[],
  afterId: string,
): Promise<{ locked: Candidate[]; vitals: number; insights: string[]; outboxIds: bigint[] }> {
  const locked = await lockBatch(tx, asOf, deps.config.LATE_READING_WINDOW_S, zones, afterId);
  const states: { id: string; state: RangeScoreState }[] = [];
  const work: Work[] = [];
  for (const c of locked) {
    const limits = bandLimits({
      baselineAvg: c.baseline_avg,
      upperActionPct: c.upper_action_pct,
      upperAttentionPct: c.upper_attention_pct,
      lowerAttentionPct: c.lower_attention_pct,
      lowerActionPct: c.lower_action_pct,
      definition: c.definition,
    });
    const { lower, upper } = limits ? goodRange(limits) : { lower: null, upper: null };
    // A range milestone needs a range: both limits of the normal band.
    if (!limits || lower === null || upper === null || !(lower < upper)) continue;
    const state = parseRangeScore(c.range_score);
    if (!state) states.push({ id: c.id, state: initialState(c.today) });
    else work.push({ c, limits, band: { lower, upper }, state });
  }

  const figures = await dayFigures(tx, work);
  const reached: { w: Work; r: ReachedMilestone }[] = [];
  work.forEach((w, i) => {
    const next = advanceStreak(w.state, figures.get(i) ?? new Map(), w.c.last_closed, w.band);
    states.push({ id: w.c.id, state: next.state });
    for (const r of next.reached) reached.push({ w, r });
  });
  if (states.length > 0) {
    await tx.$executeRaw`
      UPDATE vital_threshold AS t SET range_score = v.state
      FROM unnest(${states.map((s) => s.id)}::uuid[], ${states.map((s) => JSON.stringify(s.state))}::jsonb[])
           AS v(id, state)
      WHERE t.id = v.id`;
  }
  if (reached.length === 0) return { locked, vitals: states.length, insights: [], outboxIds: [] };

  const ordinals = await lastOrdinals(
    tx,
    reached.map((x) => x.w.c),
  );
  const now = new Date();
  const built = reached.map(({ w, r }) => {
    const key = `${w.c.senior_id}/${w.c.measurement_name}`;
    const ordinal = (ordinals.get(key) ?? 0) + 1;
    ordinals.set(key, ordinal);
    const vital: MilestoneVital = {
      seniorId: w.c.senior_id,
      facilityId: w.c.facility_id,
      measurementName: w.c.measurement_name,
      measurementUnit: w.c.measurement_unit,
      measurementTitle: w.c.measurement_title,
    };
    return buildMilestone(vital, w.limits, w.band, { id: randomUUID(), days: r.days, ordinal }, now);
  });
  // ON CONFLICT DO NOTHING on (senior, measurement, ordinal) and on the insight's dedupe key: under the row lock
  // nothing conflicts, and if anything ever did, no second announcement is made.
  const milestones = await tx.milestone.createManyAndReturn({
    data: built.map((b) => b.milestone),
    skipDuplicates: true,
    select: { id: true },
  });
  const created = new Set(milestones.map((m) => m.id));
  const insights = await tx.careInsight.createManyAndReturn({
    data: built.filter((b) => created.has(b.milestone.id!)).map((b) => b.insight),
    skipDuplicates: true,
    select: { id: true, message: true },
  });
  await tx.careInsightStatusHistory.createMany({
    data: insights.map((i) => ({ insightId: i.id, toStatus: "sent" as const, message: i.message })),
  });
  const outboxIds = await writeOutbox(
    tx,
    insights.map((i) => ({ queue: QUEUES.insightFanout, payload: { care_insight_id: i.id, event: "milestone" } })),
  );
  return { locked, vitals: states.length, insights: insights.map((i) => i.id), outboxIds };
}

/**
 * Range milestones (docs/care-insights.md, "Range milestones"): walks every ACTIVE_INSIGHT vital's complete local
 * days not yet counted, in batches of BATCH vitals, each batch one transaction; the fan-out jobs are enqueued after
 * each commit (the outbox relay covers a failed enqueue). `asOf` decides which days are complete (tests pass it).
 */
export async function runRangeMilestones(deps: WorkerDeps, asOf = new Date()): Promise<RangeMilestoneRun> {
  // A vital whose insights were switched off (or disabled) loses its streak: switched on again, it starts afresh.
  await deps.prisma.$executeRaw`
    UPDATE vital_threshold SET range_score = NULL
    WHERE range_score IS NOT NULL AND (state <> 'ACTIVE_INSIGHT' OR is_disabled)`;
  // Zones Postgres knows; a senior with any other zone name is skipped instead of failing the whole run.
  const zones = (
    await deps.prisma.$queryRaw<{ timezone: string }[]>`
      SELECT DISTINCT s.timezone FROM senior s WHERE s.timezone IN (SELECT name FROM pg_timezone_names)`
  ).map((z) => z.timezone);
  const run: RangeMilestoneRun = { vitals: 0, insights: [] };
  let afterId = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await deps.prisma.$transaction((tx) => runBatch(deps, tx, asOf, zones, afterId), {
      timeout: 60_000,
    });
    run.vitals += batch.vitals;
    run.insights.push(...batch.insights);
    await dispatchOutbox(deps.prisma, deps.queues, batch.outboxIds, (err) =>
      deps.log.warn({ err }, "enqueue of insight-fanout failed; the outbox relay will retry"),
    );
    if (batch.locked.length < BATCH) break;
    afterId = batch.locked[batch.locked.length - 1]!.id;
  }
  if (run.insights.length > 0) deps.log.info({ milestones: run.insights.length }, "range milestones created");
  return run;
}
