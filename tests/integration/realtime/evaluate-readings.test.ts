import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, InsightEventSchema, QUEUES, type EvaluateReadingsJob } from "@care/contracts";
import { processEvaluateReadings } from "../../../apps/worker/src/queues/evaluate-readings.js";
import { insightFanout } from "../../../apps/worker/src/queues/insight-fanout.js";
import { seniorByMember } from "../../support/fixtures.js";
import { DEMO_ACCOUNTS, waitFor } from "../../support/harness.js";
import { tokenFor } from "../../support/tokens.js";
import { listen, type Listener, startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";

let h: WorkerHarness;
let admin: Listener;

beforeAll(async () => {
  h = await startWorkerHarness();
  admin = await listen(h.app, (await tokenFor(h.app, DEMO_ACCOUNTS.admin)).token);
  await admin.subscribe(CHANNELS.alert);
});

afterAll(async () => {
  admin?.close();
  await h?.close();
});

/** Heart rate of a seeded senior with a 70 bpm baseline and ±15 % / ±30 %: normal 59.5–80.5, action above 91. */
async function activeHeartRate(
  memberId: number,
  state: "ACTIVE_INSIGHT" | "ASSIGNED" = "ACTIVE_INSIGHT",
): Promise<string> {
  const s = await seniorByMember(h.deps.prisma, memberId);
  await h.deps.prisma.vitalThreshold.update({
    where: { seniorId_measurementName: { seniorId: s.id, measurementName: "heart_rate" } },
    data: {
      state,
      baselineAvg: 70,
      upperActionPct: 30,
      upperAttentionPct: 15,
      lowerAttentionPct: 15,
      lowerActionPct: 30,
      lastBreachBand: null,
      lastBreachAt: null,
    },
  });
  return s.id;
}

const t0 = Date.now() - 3_600_000;
function job(seniorId: string, values: number[], opts: { late?: boolean; from?: number } = {}): EvaluateReadingsJob {
  const from = opts.from ?? 0;
  return {
    senior_id: seniorId,
    device_id: "watch",
    late: opts.late ?? false,
    readings: values.map((value, i) => ({
      metric: "heart_rate",
      ts: new Date(t0 + (from + i) * 60_000).toISOString(),
      value,
    })),
  };
}

const insightsOf = (seniorId: string) =>
  h.deps.prisma.careInsight.findMany({ where: { seniorId, type: "alert" }, orderBy: { value: "asc" } });

describe("evaluate-readings", () => {
  it("turns a breach into an alert insight awaiting approval, with the spec's detail rows, and triggers the review queue", async () => {
    await h.start(insightFanout);
    const seniorId = await activeHeartRate(100030);
    const created = await processEvaluateReadings(h.deps, job(seniorId, [72, 96]));
    expect(created).toHaveLength(1);
    const [insight] = await insightsOf(seniorId);
    expect(insight).toMatchObject({
      type: "alert",
      kind: "action",
      status: "sent_for_approval",
      vitalType: "heart_rate",
      range: "59.5-80.5 bpm",
    });
    expect(insight!.message).toBe(
      "Heart Rate of 96 bpm is above the action threshold of 91 bpm. Normal range: 59.5-80.5 bpm.",
    );
    const history = await h.deps.prisma.careInsightStatusHistory.findMany({ where: { insightId: insight!.id } });
    expect(history.map((x) => x.toStatus)).toEqual(["sent_for_approval"]);

    const got = await waitFor("the trigger event", () =>
      admin.insights().find((r) => r.data.care_insight_id === insight!.id),
    );
    expect(got).toMatchObject({ channel: CHANNELS.alert, event: "trigger" });
    const event = InsightEventSchema.parse(got.data);
    expect(event.detail?.map((d) => d.label)).toEqual([
      "Date/Time Generated",
      "Vital Sign",
      "Variable",
      "Current",
      "Range",
    ]);
    expect(event.detail?.slice(1)).toEqual([
      { label: "Vital Sign", value: "Heart Rate" },
      { label: "Variable", value: "heart_rate" },
      { label: "Current", value: "96 bpm" },
      { label: "Range", value: "59.5-80.5 bpm" },
    ]);
    expect(event.detail?.[0]?.value).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)$/);
  });

  it("does not flood the review queue with a value hovering on an edge (hysteresis), but alerts when it worsens", async () => {
    const seniorId = await activeHeartRate(100031);
    // 79.9 and 79 sit inside the normal band but within the re-arm margin (re-arm at ≤ 78.4 bpm).
    await processEvaluateReadings(h.deps, job(seniorId, [82, 79.9, 81, 79, 82, 80.6]));
    expect(await insightsOf(seniorId)).toHaveLength(1);
    // Worse (action), then milder (attention) and worse again: one more insight only.
    await processEvaluateReadings(h.deps, job(seniorId, [95, 85, 96], { from: 10 }));
    expect((await insightsOf(seniorId)).map((i) => i.kind)).toEqual(["attention", "action"]);
    // Back to normal past the margin re-arms: the next breach alerts again.
    await processEvaluateReadings(h.deps, job(seniorId, [75, 83], { from: 20 }));
    expect(await insightsOf(seniorId)).toHaveLength(3);
    const t = await h.deps.prisma.vitalThreshold.findFirstOrThrow({
      where: { seniorId, measurementName: "heart_rate" },
    });
    expect(t.lastBreachBand).toBe("upper_attention");
  });

  it("never alerts on late readings, nor lets them move the state", async () => {
    const seniorId = await activeHeartRate(100032);
    expect(await processEvaluateReadings(h.deps, job(seniorId, [120, 30, 130], { late: true }))).toEqual([]);
    expect(await insightsOf(seniorId)).toHaveLength(0);
    const t = await h.deps.prisma.vitalThreshold.findFirstOrThrow({
      where: { seniorId, measurementName: "heart_rate" },
    });
    expect(t.lastBreachBand).toBeNull();
  });

  it("creates one insight and one fanout job however often the same job runs", async () => {
    const seniorId = await activeHeartRate(100033);
    const j = job(seniorId, [70, 40, 71]);
    const runs = [await processEvaluateReadings(h.deps, j), await processEvaluateReadings(h.deps, j)];
    runs.push(...(await Promise.all([processEvaluateReadings(h.deps, j), processEvaluateReadings(h.deps, j)])));
    expect(runs.flat()).toHaveLength(1);
    const insights = await insightsOf(seniorId);
    expect(insights).toHaveLength(1);
    expect(insights[0]!.kind).toBe("action");
    const outbox = await h.deps.prisma.outbox.findMany({ where: { topic: QUEUES.insightFanout } });
    expect(
      outbox.filter((o) => (o.payload as { care_insight_id: string }).care_insight_id === insights[0]!.id),
    ).toHaveLength(1);
  });

  it("ignores vitals whose care-insight messages are off (ASSIGNED) and metrics without a threshold", async () => {
    const seniorId = await activeHeartRate(100034, "ASSIGNED");
    expect(await processEvaluateReadings(h.deps, job(seniorId, [150]))).toEqual([]);
    const other = await seniorByMember(h.deps.prisma, 100035);
    const j = job(other.id, [1]);
    j.readings = j.readings.map((r) => ({ ...r, metric: "battery" }));
    expect(await processEvaluateReadings(h.deps, j)).toEqual([]);
  });

  it("leaves the vital untouched (no lock, no write) for a batch inside the normal band, and still re-arms after a breach", async () => {
    const seniorId = await activeHeartRate(100033);
    const key = { seniorId_measurementName: { seniorId, measurementName: "heart_rate" } };
    const before = await h.deps.prisma.vitalThreshold.findUniqueOrThrow({ where: key });
    expect(await processEvaluateReadings(h.deps, job(seniorId, [70, 72, 68, 75]))).toEqual([]);
    const after = await h.deps.prisma.vitalThreshold.findUniqueOrThrow({ where: key });
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.lastBreachBand).toBeNull();

    // The fast path must not hide a transition: breach, re-arm inside the band, breach again = two alerts.
    expect(await processEvaluateReadings(h.deps, job(seniorId, [96], { from: 10 }))).toHaveLength(1);
    expect(await processEvaluateReadings(h.deps, job(seniorId, [70], { from: 11 }))).toEqual([]);
    expect((await h.deps.prisma.vitalThreshold.findUniqueOrThrow({ where: key })).lastBreachBand).toBe("normal");
    expect(await processEvaluateReadings(h.deps, job(seniorId, [97], { from: 12 }))).toHaveLength(1);
  });
});
