import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, InsightEventSchema, QUEUES, vitalRoutes, type RangeScoreState } from "@care/contracts";
import { Prisma } from "@care/db";
import { addDays } from "../../../apps/worker/src/milestones/streak.js";
import { runRangeMilestones } from "../../../apps/worker/src/milestones/range-milestones.js";
import { insightFanout } from "../../../apps/worker/src/queues/insight-fanout.js";
import { seniorByMember } from "../../support/fixtures.js";
import { bearer, DEMO_ACCOUNTS, waitFor } from "../../support/harness.js";
import { tokenFor } from "../../support/tokens.js";
import {
  listen,
  type Listener,
  queuesSettled,
  startWorkerHarness,
  type WorkerHarness,
} from "../../support/worker-harness.js";

// Range milestones through the real worker code over the seeded database, Redis and soketi: daily rollups are
// written as ingest writes them (bucket_start = date_trunc('day', instant, senior's zone)), the task runs with an
// explicit "as of" instant, and the fan-out publishes to a pusher-js client like the portal's.

let h: WorkerHarness;
let agent: Listener;
let agentToken: string;

beforeAll(async () => {
  h = await startWorkerHarness();
  await h.start(insightFanout);
  agentToken = (await tokenFor(h.app, DEMO_ACCOUNTS.agent)).token;
  agent = await listen(h.app, agentToken);
  await agent.subscribe(CHANNELS.summary);
});

afterAll(async () => {
  agent?.close();
  await h?.close();
});

const NY = "America/New_York";

/** Heart rate with a 70 bpm baseline and ±15 % / ±30 %: the normal band is 59.5–80.5 bpm. */
async function activeHeartRate(memberId: number, timezone = NY, state: RangeScoreState | null = null) {
  const s = await seniorByMember(h.deps.prisma, memberId);
  await h.deps.prisma.senior.update({ where: { id: s.id }, data: { timezone } });
  const t = await h.deps.prisma.vitalThreshold.update({
    where: { seniorId_measurementName: { seniorId: s.id, measurementName: "heart_rate" } },
    data: {
      state: "ACTIVE_INSIGHT",
      isDisabled: false,
      baselineAvg: 70,
      upperActionPct: 30,
      upperAttentionPct: 15,
      lowerAttentionPct: 15,
      lowerActionPct: 30,
      rangeScore: state ?? Prisma.DbNull,
    },
  });
  return { seniorId: s.id, thresholdId: t.id };
}

/** A local wall-clock time in a zone as an instant. */
async function at(local: string, timezone = NY): Promise<Date> {
  const [r] = await h.deps.prisma.$queryRaw<{ t: Date }[]>`SELECT (${local}::timestamp AT TIME ZONE ${timezone}) AS t`;
  return r!.t;
}

/**
 * The daily rollup of one local day as ingest keeps it: readings at local noon averaging `avg`, bucketed with
 * date_trunc('day', ts, zone). Writing the same day again replaces it (a late upload changing a counted day).
 */
async function putDay(seniorId: string, day: string, avg: number, timezone = NY): Promise<void> {
  await h.deps.prisma.$executeRaw`
    WITH r AS (SELECT ((${day}::date + time '12:00') AT TIME ZONE ${timezone}) AS ts)
    INSERT INTO reading_daily (senior_id, metric, bucket_start, count, sum, min, max, last, last_ts)
    SELECT ${seniorId}::uuid, 'heart_rate', date_trunc('day', r.ts, ${timezone}), 4, ${avg * 4}, ${avg}, ${avg},
           ${avg}, r.ts
    FROM r
    ON CONFLICT (senior_id, metric, bucket_start)
    DO UPDATE SET count = excluded.count, sum = excluded.sum, min = excluded.min, max = excluded.max`;
}

async function putDays(seniorId: string, from: string, values: number[], timezone = NY): Promise<void> {
  for (const [i, v] of values.entries()) await putDay(seniorId, addDays(from, i), v, timezone);
}

const milestonesOf = (seniorId: string) =>
  h.deps.prisma.milestone.findMany({ where: { seniorId }, orderBy: { ordinal: "asc" } });
const insightsOf = (seniorId: string) =>
  h.deps.prisma.careInsight.findMany({ where: { seniorId, type: "milestone" }, orderBy: { createdAt: "asc" } });
const stateOf = async (thresholdId: string) =>
  (await h.deps.prisma.vitalThreshold.findUniqueOrThrow({ where: { id: thresholdId } }))
    .rangeScore as RangeScoreState | null;
async function fanoutJobsFor(insightId: string) {
  const rows = await h.deps.prisma.outbox.findMany({ where: { topic: QUEUES.insightFanout } });
  return rows.filter((o) => (o.payload as { care_insight_id: string }).care_insight_id === insightId);
}

describe("range milestones", () => {
  it("seven complete days in range make exactly one milestone, insight and fan-out job; the event carries it", async () => {
    const { seniorId, thresholdId } = await activeHeartRate(100050);
    // First sight of the vital: counting starts with the day in progress (March 1st).
    await runRangeMilestones(h.deps, await at("2026-03-01 10:00"));
    expect(await stateOf(thresholdId)).toEqual({ streak_days: 0, streak_start: null, last_day: "2026-02-28" });
    await putDays(seniorId, "2026-02-25", [70, 70, 70, 70]); // before counting began: never counted
    await putDays(seniorId, "2026-03-01", [70, 72.5, 68, 75, 66, 80, 71]);

    // Day 7 is not over, then over by less than LATE_READING_WINDOW_S (15 min): not complete yet.
    expect((await runRangeMilestones(h.deps, await at("2026-03-07 23:00"))).insights).toEqual([]);
    expect((await runRangeMilestones(h.deps, await at("2026-03-08 00:10"))).insights).toEqual([]);
    expect(await stateOf(thresholdId)).toMatchObject({ streak_days: 6, last_day: "2026-03-06" });

    const run = await runRangeMilestones(h.deps, await at("2026-03-08 00:20"));
    expect(run.insights).toHaveLength(1);
    expect(await stateOf(thresholdId)).toEqual({ streak_days: 7, streak_start: "2026-03-01", last_day: "2026-03-07" });
    const [m, ...moreMilestones] = await milestonesOf(seniorId);
    expect(moreMilestones).toEqual([]);
    expect(m).toMatchObject({
      measurementType: "heart_rate",
      milestone: "7 consecutive days within range",
      ordinal: 1,
      status: "sent",
    });
    expect(m!.lastSubmitted).toBeInstanceOf(Date);
    const [insight, ...moreInsights] = await insightsOf(seniorId);
    expect(moreInsights).toEqual([]);
    expect(insight).toMatchObject({
      id: run.insights[0],
      type: "milestone",
      kind: "good_news",
      status: "sent",
      vitalType: "heart_rate",
      range: "59.5-80.5 bpm",
      message: "Heart Rate within range for 7 consecutive days. Normal range: 59.5-80.5 bpm.",
    });
    const history = await h.deps.prisma.careInsightStatusHistory.findMany({ where: { insightId: insight!.id } });
    expect(history.map((x) => [x.fromStatus, x.toStatus])).toEqual([[null, "sent"]]);
    const jobs = await fanoutJobsFor(insight!.id);
    expect(jobs.map((j) => j.payload)).toEqual([{ care_insight_id: insight!.id, event: "milestone" }]);

    const got = await waitFor("the milestone event", () =>
      agent.insights().find((r) => r.data.care_insight_id === insight!.id),
    );
    expect(got).toMatchObject({ channel: CHANNELS.summary, event: "milestone" });
    const event = InsightEventSchema.parse(got.data);
    expect(event).toMatchObject({ insight_type: "milestone", status: "sent", senior_id: seniorId, detail: null });
    expect(event.milestone).toEqual({
      event_id: m!.id,
      senior_id: seniorId,
      senior_name: event.senior_name,
      measurement_type: "heart_rate",
      milestone: "7 consecutive days within range",
      milestone_ordinal: 1,
      status: "sent",
      created_date: m!.createdAt.toISOString(),
      last_submitted: m!.lastSubmitted!.toISOString(),
      modification_date: m!.modifiedAt.toISOString(),
    });

    // Running again, later the same day or in two workers at once, creates nothing.
    expect((await runRangeMilestones(h.deps, await at("2026-03-08 00:20"))).insights).toEqual([]);
    const twice = await Promise.all([
      runRangeMilestones(h.deps, await at("2026-03-08 09:00")),
      runRangeMilestones(h.deps, await at("2026-03-08 09:00")),
    ]);
    expect(twice.flatMap((r) => r.insights)).toEqual([]);
    expect(await milestonesOf(seniorId)).toHaveLength(1);
    expect(await insightsOf(seniorId)).toHaveLength(1);
    expect(await fanoutJobsFor(insight!.id)).toHaveLength(1);
    // Whatever fan-out is queued has run and soketi delivered what it sent: a second event would be here now.
    await queuesSettled(h.deps, [QUEUES.insightFanout]);
    await agent.caughtUp(h.deps.realtime);
    expect(agent.insights().filter((r) => r.data.care_insight_id === insight!.id)).toHaveLength(1);
  });

  it("three workers racing over the day that completes 14 days create one milestone", async () => {
    const { seniorId, thresholdId } = await activeHeartRate(100051, NY, {
      streak_days: 13,
      streak_start: "2026-02-17",
      last_day: "2026-03-01",
    });
    await putDay(seniorId, "2026-03-02", 70);
    const asOf = await at("2026-03-03 01:00");
    const runs = await Promise.all([1, 2, 3].map(() => runRangeMilestones(h.deps, asOf)));
    expect(runs.flatMap((r) => r.insights)).toHaveLength(1);
    expect((await milestonesOf(seniorId)).map((m) => [m.ordinal, m.milestone])).toEqual([
      [1, "14 consecutive days within range"],
    ]);
    expect(await stateOf(thresholdId)).toMatchObject({ streak_days: 14, last_day: "2026-03-02" });
  });

  it("a day out of range resets the streak; a day without data neither counts nor breaks it", async () => {
    const { seniorId, thresholdId } = await activeHeartRate(100052);
    await runRangeMilestones(h.deps, await at("2026-03-01 08:00"));
    // 4 in range, one above the band (80.5 is its edge: not inside), then 6 in range around two days without data.
    await putDays(seniorId, "2026-03-01", [70, 70, 70, 70, 80.5, 70, 70, 70]);
    await putDays(seniorId, "2026-03-11", [70, 70, 70]);
    expect((await runRangeMilestones(h.deps, await at("2026-03-14 06:00"))).insights).toEqual([]);
    expect(await stateOf(thresholdId)).toEqual({ streak_days: 6, streak_start: "2026-03-06", last_day: "2026-03-13" });
    await putDay(seniorId, "2026-03-14", 59.4);
    await runRangeMilestones(h.deps, await at("2026-03-15 06:00"));
    expect(await stateOf(thresholdId)).toEqual({ streak_days: 0, streak_start: null, last_day: "2026-03-14" });
    expect(await milestonesOf(seniorId)).toEqual([]);
  });

  it("range-score-clear restarts the count; milestone numbering goes on", async () => {
    const { seniorId, thresholdId } = await activeHeartRate(100053, NY, {
      streak_days: 6,
      streak_start: "2026-02-23",
      last_day: "2026-02-28",
    });
    await putDays(seniorId, "2026-03-01", Array<number>(9).fill(70));
    await runRangeMilestones(h.deps, await at("2026-03-02 09:00"));
    expect((await milestonesOf(seniorId)).map((m) => m.milestone)).toEqual(["7 consecutive days within range"]);

    const res = await h.app.inject({
      method: "POST",
      url: vitalRoutes.rangeScoreClear.path,
      // 100053 is not one of agent@demo.care's seniors (100001–100040): the write needs a break-glass reason.
      headers: { ...bearer(agentToken), "x-break-glass-reason": "Covering for the assigned coach" },
      payload: { senior_id: seniorId, measurement_name: "heart_rate" },
    });
    expect(res.statusCode).toBe(200);
    expect(await stateOf(thresholdId)).toBeNull();
    // Cleared during March 2nd: counting starts again with that day, so March 2nd-8th make the next 7.
    await runRangeMilestones(h.deps, await at("2026-03-02 10:00"));
    await runRangeMilestones(h.deps, await at("2026-03-09 01:00"));
    expect((await milestonesOf(seniorId)).map((m) => [m.ordinal, m.milestone])).toEqual([
      [1, "7 consecutive days within range"],
      [2, "7 consecutive days within range"],
    ]);
    expect(await stateOf(thresholdId)).toMatchObject({ streak_days: 7, streak_start: "2026-03-02" });
  });

  it("late data: a day counts once complete; a later upload changing a counted day changes nothing", async () => {
    const { seniorId, thresholdId } = await activeHeartRate(100054);
    await runRangeMilestones(h.deps, await at("2026-03-01 08:00"));
    await putDays(seniorId, "2026-03-01", [70, 70, 70, 70, 70, 70]);
    await runRangeMilestones(h.deps, await at("2026-03-07 00:30"));
    expect(await stateOf(thresholdId)).toMatchObject({ streak_days: 6, last_day: "2026-03-06" });
    // A late upload turns a counted day out of range; March 7th's data arrives 10 minutes after midnight.
    await putDay(seniorId, "2026-03-03", 95);
    await runRangeMilestones(h.deps, await at("2026-03-08 00:05"));
    await putDay(seniorId, "2026-03-07", 70);
    const run = await runRangeMilestones(h.deps, await at("2026-03-08 00:20"));
    expect(run.insights).toHaveLength(1);
    expect(await stateOf(thresholdId)).toMatchObject({ streak_days: 7, last_day: "2026-03-07" });
  });

  it("after a pause (worker down) catches up every day at once, one milestone per length reached", async () => {
    const { seniorId } = await activeHeartRate(100055);
    await runRangeMilestones(h.deps, await at("2026-03-01 08:00"));
    await putDays(seniorId, "2026-03-01", Array<number>(15).fill(70));
    const run = await runRangeMilestones(h.deps, await at("2026-03-16 03:00"));
    expect(run.insights).toHaveLength(2);
    expect((await milestonesOf(seniorId)).map((m) => [m.ordinal, m.milestone])).toEqual([
      [1, "7 consecutive days within range"],
      [2, "14 consecutive days within range"],
    ]);
    for (const id of run.insights) expect(await fanoutJobsFor(id)).toHaveLength(1);
  });

  it("a vital that is not ACTIVE_INSIGHT, disabled or without a band gets nothing; switched off it loses its streak", async () => {
    const streak: RangeScoreState = { streak_days: 6, streak_start: "2026-02-23", last_day: "2026-02-28" };
    const assigned = await activeHeartRate(100056, NY, streak);
    await h.deps.prisma.vitalThreshold.update({ where: { id: assigned.thresholdId }, data: { state: "ASSIGNED" } });
    const disabled = await activeHeartRate(100057, NY, streak);
    await h.deps.prisma.vitalThreshold.update({ where: { id: disabled.thresholdId }, data: { isDisabled: true } });
    const noBand = await activeHeartRate(100058, NY, streak);
    await h.deps.prisma.vitalThreshold.update({
      where: { id: noBand.thresholdId },
      data: { upperAttentionPct: null, upperActionPct: null, definition: Prisma.DbNull },
    });
    for (const v of [assigned, disabled, noBand]) await putDays(v.seniorId, "2026-03-01", [70, 70, 70]);
    await runRangeMilestones(h.deps, await at("2026-03-04 09:00"));
    for (const v of [assigned, disabled, noBand]) {
      expect(await milestonesOf(v.seniorId)).toEqual([]);
      expect(await insightsOf(v.seniorId)).toEqual([]);
    }
    expect(await stateOf(assigned.thresholdId)).toBeNull();
    expect(await stateOf(disabled.thresholdId)).toBeNull();
    expect(await stateOf(noBand.thresholdId)).toEqual(streak);
  });

  it("days are the senior's local days: Auckland's day closes before New York's, and New York's DST day is 23 h", async () => {
    const auckland = await activeHeartRate(100059, "Pacific/Auckland", {
      streak_days: 0,
      streak_start: null,
      last_day: "2026-03-01",
    });
    const ny = await activeHeartRate(100060, NY, { streak_days: 0, streak_start: null, last_day: "2026-03-01" });
    await putDays(auckland.seniorId, "2026-03-02", Array<number>(7).fill(70), "Pacific/Auckland");
    await putDays(ny.seniorId, "2026-03-02", Array<number>(7).fill(70));
    // An Auckland reading at 00:30 local on March 9th (11:30 UTC on the 8th) belongs to the 9th: out of range,
    // it must not spoil the 8th.
    await h.deps.prisma.$executeRaw`
      INSERT INTO reading_daily (senior_id, metric, bucket_start, count, sum, min, max, last, last_ts)
      VALUES (${auckland.seniorId}::uuid, 'heart_rate',
              date_trunc('day', '2026-03-08T11:30:00Z'::timestamptz, 'Pacific/Auckland'), 1, 120, 120, 120, 120,
              '2026-03-08T11:30:00Z')`;

    // 2026-03-08 11:20 UTC: 00:20 on the 9th in Auckland (NZDT), 07:20 on the 8th in New York (EDT since 07:00 UTC).
    await runRangeMilestones(h.deps, new Date("2026-03-08T11:20:00Z"));
    expect(await milestonesOf(auckland.seniorId)).toHaveLength(1);
    expect(await stateOf(auckland.thresholdId)).toMatchObject({ streak_days: 7, last_day: "2026-03-08" });
    expect(await milestonesOf(ny.seniorId)).toEqual([]);

    // New York's March 8th (clocks forward at 2:00) ends at 04:00 UTC on the 9th; +15 min to be complete.
    await runRangeMilestones(h.deps, new Date("2026-03-09T04:10:00Z"));
    expect(await milestonesOf(ny.seniorId)).toEqual([]);
    expect(await stateOf(ny.thresholdId)).toMatchObject({ streak_days: 6, last_day: "2026-03-07" });
    await runRangeMilestones(h.deps, new Date("2026-03-09T04:20:00Z"));
    expect(await milestonesOf(ny.seniorId)).toHaveLength(1);
    expect(await stateOf(ny.thresholdId)).toMatchObject({ streak_days: 7, last_day: "2026-03-08" });
  });
});
