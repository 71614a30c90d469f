import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VITAL_MESSAGES, vitalRoutes as V } from "@care/contracts";
import type { Metric } from "@care/db";
import { type Harness, startHarness } from "../../support/harness.js";
import { facilitySeniors, type FacilitySeniors } from "../../support/fixtures.js";

let h: Harness;
let seniors: FacilitySeniors;
let senior: string;
const DAY = 24 * 3600 * 1000;
const MISSING = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  h = await startHarness();
  seniors = await facilitySeniors(h);
  senior = seniors.outsider.id;
});
afterAll(async () => {
  await h?.close();
});

const vital = (name: string) =>
  h.prisma.vitalThreshold.findUniqueOrThrow({
    where: { seniorId_measurementName: { seniorId: senior, measurementName: name } },
  });

/** A valid threshold-update body; tests override parts of it. */
function thresholdBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    timezone: "America/Chicago",
    senior_id: senior,
    measurement_name: "heart_rate",
    baseline_info: { high: 90, low: 55, avg: "72" },
    actual_info: { high: "95", low: 58, avg: "" },
    timestamp: { start: String((Date.now() - 30 * DAY) * 1000), end: new Date().toISOString() },
    threshold: {
      upHigh: "30%",
      upLow: "15",
      lowHigh: 10,
      lowLow: "",
      definition: {
        action: [
          { operator: "gt", value: 93.6, event: { action: "attention" } },
          { operator: "lt", value: 64.8, event: { action: "attention" } },
        ],
      },
    },
    ...over,
  };
}

describe("POST /api/careinsights/vitals/list", () => {
  it("answers the senior's vitals in the Vital shape with the percentages mapped", async () => {
    const res = await h.as("agent").post(V.list.path, { senior_id: senior });
    expect(res.status).toBe(200);
    const vitals = V.list.data.parse(res.body.data);
    expect(vitals.map((v) => v.measurementName)).toEqual(["heart_rate", "hydration", "sleep_score", "steps", "weight"]);
    const hr = vitals.find((v) => v.measurementName === "heart_rate");
    expect(hr).toMatchObject({
      seniorId: senior,
      measurementUnit: "bpm",
      currentState: "ASSIGNED",
      threshold: { upHigh: 30, upLow: 15, lowHigh: 15, lowLow: 30 },
    });
    expect(hr?.baseline.avg).toEqual(expect.any(Number));
    expect((await h.as("agent").post(V.list.path, { senior_id: MISSING })).status).toBe(404);
    for (const who of ["facility", "bdm", "warehouse"] as const) {
      expect((await h.as(who).post(V.list.path, { senior_id: senior })).status, who).toBe(403);
    }
  });
});

describe("POST /api/careinsights/vitals/state-update", () => {
  const setState = (measurement_name: string, state: string) =>
    h.as("agent").post(V.state.path, { senior_id: senior, measurement_name, state });

  it("unassigns, assigns and toggles care insights with the spec's messages", async () => {
    await h.prisma.vitalThreshold.update({
      where: { id: (await vital("heart_rate")).id },
      data: { lastBreachBand: "upper_action", lastBreachAt: new Date() },
    });
    const steps: [string, string][] = [
      ["UNASSIGNED", VITAL_MESSAGES.unassigned],
      ["ASSIGNED", VITAL_MESSAGES.assigned],
      ["ACTIVE_INSIGHT", VITAL_MESSAGES.insightToggled],
      ["ASSIGNED", VITAL_MESSAGES.insightToggled],
    ];
    for (const [state, message] of steps) {
      const res = await setState("heart_rate", state);
      expect(res.status, state).toBe(200);
      expect(res.body.message).toBe(message);
      expect(V.state.data.parse(res.body.data).currentState).toBe(state);
    }
    const row = await vital("heart_rate");
    expect(row.state).toBe("ASSIGNED");
    expect(row.lastBreachBand).toBeNull(); // turning insights on started from a clean band
  });

  it("creates the row of a recorded metric on first assignment", async () => {
    const res = await setState("respiration", "ASSIGNED");
    expect(res.status).toBe(200);
    expect(V.state.data.parse(res.body.data)).toMatchObject({
      measurementName: "respiration",
      measurementUnit: "breaths/min",
      measurementTitle: "Respiration",
      currentState: "ASSIGNED",
    });
  });

  it("fails with the state's own text and a 4xx, so the portal can revert", async () => {
    const unknown = await setState("not_a_vital", "ASSIGNED");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(VITAL_MESSAGES.assignFailed);
    const unassign = await setState("not_a_vital", "UNASSIGNED");
    expect(unassign.body.message).toBe(VITAL_MESSAGES.unassignFailed);
    // respiration has no baseline or thresholds yet: insights cannot be evaluated.
    const noThresholds = await setState("respiration", "ACTIVE_INSIGHT");
    expect(noThresholds.status).toBe(409);
    expect(noThresholds.body.message).toBe(VITAL_MESSAGES.activeInsightFailed);
    await h.prisma.vitalThreshold.update({ where: { id: (await vital("weight")).id }, data: { isDisabled: true } });
    const disabled = await setState("weight", "ACTIVE_INSIGHT");
    expect(disabled.status).toBe(409);
    expect(disabled.body.message).toBe(VITAL_MESSAGES.activeInsightFailed);
    const missingSenior = await h.as("agent").post(V.state.path, {
      senior_id: MISSING,
      measurement_name: "steps",
      state: "UNASSIGNED",
    });
    expect(missingSenior.status).toBe(404);
    expect(missingSenior.body.message).toBe(VITAL_MESSAGES.unassignFailed);
    expect((await setState("steps", "ON")).status).toBe(400);
  });
});

describe("POST /api/careinsights/vitals/threshold-update", () => {
  it("saves figures, percentages (numbers, empty → null) and rules, turns insights ON and resets hysteresis", async () => {
    await h.prisma.vitalThreshold.update({
      where: { id: (await vital("heart_rate")).id },
      data: { state: "ASSIGNED", lastBreachBand: "lower_attention", lastBreachAt: new Date() },
    });
    const res = await h.as("wellness").post(V.thresholdUpdate.path, thresholdBody());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(VITAL_MESSAGES.updated);
    const v = V.thresholdUpdate.data.parse(res.body.data);
    expect(v).toMatchObject({
      currentState: "ACTIVE_INSIGHT",
      baseline: { high: 90, low: 55, avg: 72 },
      actual: { high: 95, low: 58, avg: null },
      threshold: { upHigh: 30, upLow: 15, lowHigh: 10, lowLow: null },
    });
    expect(v.definition).toEqual({
      action: [
        { operator: "gt", value: 93.6, event: { action: "attention" } },
        { operator: "lt", value: 64.8, event: { action: "attention" } },
      ],
    });
    const row = await vital("heart_rate");
    expect(row.lastBreachBand).toBeNull();
    expect(row.lastBreachAt).toBeNull();
    expect(Math.abs((row.windowStart?.getTime() ?? 0) - (Date.now() - 30 * DAY))).toBeLessThan(60_000);
  });

  it("needs exactly two rules, above the upper bound and below the lower one, with known operators (400)", async () => {
    const rule = (operator: string, value = 1) => ({ operator, value, event: { action: "action" } });
    const bad = [
      [rule("gt")],
      [rule("gt"), rule("lt"), rule("lt")],
      [rule("gt"), rule("gte")],
      [rule("eq"), rule("lt")],
      [rule("gt"), rule("ne")],
      [rule("gt", 10), rule("lt", 20)],
      [rule("gt"), { operator: "lt", value: 1 }],
    ];
    for (const action of bad) {
      const body = thresholdBody();
      (body.threshold as { definition: unknown }).definition = { action };
      const res = await h.as("agent").post(V.thresholdUpdate.path, body);
      expect(res.status, JSON.stringify(action)).toBe(400);
    }
    const ok = thresholdBody();
    (ok.threshold as { definition: unknown }).definition = { action: [rule("lte", 1), rule("gte", 2)] };
    expect((await h.as("agent").post(V.thresholdUpdate.path, ok)).status).toBe(200);
  });

  it("refuses bad percentages, time zones and unknown vitals", async () => {
    const t = (thresholdBody().threshold ?? {}) as Record<string, unknown>;
    for (const threshold of [
      { ...t, upHigh: "abc" },
      { ...t, upHigh: 5000 },
      { ...t, upHigh: 10, upLow: 20 },
    ]) {
      expect((await h.as("agent").post(V.thresholdUpdate.path, thresholdBody({ threshold }))).status).toBe(400);
    }
    expect((await h.as("agent").post(V.thresholdUpdate.path, thresholdBody({ timezone: "Mars/Olympus" }))).status).toBe(
      400,
    );
    const reversed = thresholdBody({ timestamp: { start: new Date().toISOString(), end: "2020-01-01T00:00:00Z" } });
    expect((await h.as("agent").post(V.thresholdUpdate.path, reversed)).status).toBe(400);
    const unknown = await h.as("agent").post(V.thresholdUpdate.path, thresholdBody({ measurement_name: "nope" }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(VITAL_MESSAGES.updateFailed);
  });
});

describe("POST /api/careinsights/vitals/baseline-refresh", () => {
  const rollup = (metric: Metric, daysAgo: number, values: { count: number; sum: number; min: number; max: number }) =>
    h.prisma.readingDaily.create({
      data: {
        seniorId: senior,
        metric,
        bucketStart: new Date(Date.now() - daysAgo * DAY),
        ...values,
        last: values.max,
        lastTs: new Date(Date.now() - daysAgo * DAY + 3600_000),
      },
    });

  it("recomputes high/low/avg from the daily rollups of the last 30 days and resets hysteresis", async () => {
    await rollup("sleep_score", 2, { count: 1, sum: 70, min: 70, max: 70 });
    await rollup("sleep_score", 3, { count: 1, sum: 80, min: 80, max: 80 });
    await rollup("sleep_score", 4, { count: 2, sum: 120, min: 50, max: 70 });
    await rollup("sleep_score", 45, { count: 1, sum: 10, min: 10, max: 10 }); // outside the window
    await h.prisma.vitalThreshold.update({
      where: { id: (await vital("sleep_score")).id },
      data: { lastBreachBand: "lower_action", lastBreachAt: new Date() },
    });
    const res = await h.as("agent").post(V.baselineRefresh.path, {
      senior_id: senior,
      measurement_name: "sleep_score",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(VITAL_MESSAGES.baselineRefreshed);
    const v = V.baselineRefresh.data.parse(res.body.data);
    expect(v.baseline).toEqual({ high: 80, low: 50, avg: 67.5 });
    expect((await vital("sleep_score")).lastBreachBand).toBeNull();
  });

  it("uses daily totals for steps", async () => {
    await rollup("steps", 1, { count: 40, sum: 4000, min: 0, max: 300 });
    await rollup("steps", 2, { count: 50, sum: 6000, min: 0, max: 400 });
    const res = await h.as("agent").post(V.baselineRefresh.path, {
      senior_id: senior,
      measurement_name: "steps",
    });
    expect(V.baselineRefresh.data.parse(res.body.data).baseline).toEqual({ high: 6000, low: 4000, avg: 5000 });
  });

  it("fails with 'Refresh failed' when the window has no readings", async () => {
    const res = await h.as("agent").post(V.baselineRefresh.path, {
      senior_id: senior,
      measurement_name: "hydration",
      days: 7,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(VITAL_MESSAGES.refreshFailed);
    const days = await h.as("agent").post(V.baselineRefresh.path, {
      senior_id: senior,
      measurement_name: "hydration",
      days: 0,
    });
    expect(days.status).toBe(400);
  });
});

describe("POST /api/careinsights/vitals/range-score-clear", () => {
  it("clears the range score", async () => {
    await h.prisma.vitalThreshold.update({
      where: { id: (await vital("steps")).id },
      data: { rangeScore: { days_in_range: 12 } },
    });
    const res = await h.as("admin").post(V.rangeScoreClear.path, {
      senior_id: senior,
      measurement_name: "steps",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(VITAL_MESSAGES.rangeScoreCleared);
    expect((await vital("steps")).rangeScore).toBeNull();
  });
});
