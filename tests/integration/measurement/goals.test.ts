import type { Senior } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GoalSchema, measurementGoalRoutes as routes } from "@care/contracts";
import { putReadings, ref, seniorByMember } from "../../support/fixtures.js";
import { data, type Harness, startHarness } from "../../support/harness.js";

let h: Harness;
let s: Senior;
let name: string;

beforeAll(async () => {
  h = await startHarness();
  s = await seniorByMember(h.prisma, 100003);
  name = [s.firstName, s.middleName, s.lastName].filter(Boolean).join(" ");
});
afterAll(async () => {
  await h?.close();
});

const STEPS = routes.getStepGoal.path;
const BODY = routes.getBodyGoal.path;
const SLEEP = routes.getSleepGoal.path;

describe("goal defaults", () => {
  it("falls back to the spec's defaults when no goal is saved", async () => {
    const fresh = await seniorByMember(h.prisma, 100009);
    await h.prisma.seniorGoal.deleteMany({ where: { seniorId: fresh.id } });
    expect(data(await h.as("agent").get(STEPS, ref(fresh)), z.array(GoalSchema))).toEqual([
      { target_score: 4500, start_value: null, is_set: false, updated_at: null },
    ]);
    expect(data(await h.as("agent").get(SLEEP, ref(fresh)), GoalSchema)).toMatchObject({
      target_score: 100,
      is_set: false,
    });
    expect(data(await h.as("agent").get(BODY, { ...ref(fresh), target_type: "weight" }), GoalSchema)).toMatchObject({
      target_score: null,
      is_set: false,
    });
  });

  it("reads the seeded goals (weight stored in kg, answered in lbs)", async () => {
    const row = await h.prisma.seniorGoal.findUniqueOrThrow({
      where: { seniorId_kind: { seniorId: s.id, kind: "weight" } },
    });
    const goal = data(await h.as("agent").get(BODY, { ...ref(s), target_type: "weight" }), GoalSchema);
    expect(goal.is_set).toBe(true);
    expect(goal.target_score).toBeCloseTo(Number(row.targetScore) * 2.2046, 1);
  });
});

describe("saving goals", () => {
  it("saves the steps goal with the spec's message", async () => {
    const res = await h.as("agent").post(STEPS, { ...ref(s), goal: 5500 });
    expect(res.body.message).toBe(`Step Goal is updated successfully for ${name}.`);
    expect(data(res, GoalSchema)).toMatchObject({ target_score: 5500, is_set: true });
    expect(data(await h.as("agent").get(STEPS, ref(s)), z.array(GoalSchema))[0]?.target_score).toBe(5500);
  });

  it("saves a weight target in lbs (stored in kg) and remembers the current weight as its start", async () => {
    await putReadings(h.prisma, s, "weight", [[Date.now() - 3_600_000, 170 / 2.2046]]);
    const res = await h.as("agent").post(BODY, { ...ref(s), target_type: "weight", target_score: 165 });
    expect(res.body.message).toBe(`Weight Goal is updated successfully for ${name}.`);
    expect(data(res, GoalSchema)).toMatchObject({ target_score: 165, start_value: 170, is_set: true });
    const row = await h.prisma.seniorGoal.findUniqueOrThrow({
      where: { seniorId_kind: { seniorId: s.id, kind: "weight" } },
    });
    expect(Number(row.targetScore)).toBeCloseTo(165 / 2.2046, 2);
    expect(data(await h.as("agent").get(BODY, { ...ref(s), target_type: "weight" }), GoalSchema).target_score).toBe(
      165,
    );
  });

  it("saves hydration and sleep goals with their messages", async () => {
    const hyd = await h.as("agent").post(BODY, { ...ref(s), target_type: "hydration", target_score: 60.5 });
    expect(hyd.body.message).toBe(`Hydration Goal is updated successfully for ${name}.`);
    expect(data(hyd, GoalSchema).target_score).toBe(60.5);
    const sleep = await h.as("agent").post(SLEEP, { ...ref(s), sleep_score_goal: 85 });
    expect(sleep.body.message).toBe(`Sleep Goal is updated successfully for ${name}.`);
    expect(data(await h.as("agent").get(SLEEP, ref(s)), GoalSchema).target_score).toBe(85);
  });

  it.each([
    [STEPS, { goal: 4500 }, 200],
    [STEPS, { goal: 10_000 }, 200],
    [STEPS, { goal: 4000 }, 400],
    [STEPS, { goal: 10_500 }, 400],
    [STEPS, { goal: 5250 }, 400],
    [STEPS, { goal: "5500" }, 400],
    [STEPS, {}, 400],
    [BODY, { target_type: "weight", target_score: 1 }, 200],
    [BODY, { target_type: "weight", target_score: 999 }, 200],
    [BODY, { target_type: "weight", target_score: 150.25 }, 200],
    [BODY, { target_type: "weight", target_score: 0.5 }, 400],
    [BODY, { target_type: "weight", target_score: 1000 }, 400],
    [BODY, { target_type: "weight", target_score: 150.123 }, 400],
    [BODY, { target_type: "hydration", target_score: 0 }, 200],
    [BODY, { target_type: "hydration", target_score: 100 }, 200],
    [BODY, { target_type: "hydration", target_score: -1 }, 400],
    [BODY, { target_type: "hydration", target_score: 100.5 }, 400],
    [BODY, { target_type: "bmi", target_score: 20 }, 400],
    [SLEEP, { sleep_score_goal: 0 }, 200],
    [SLEEP, { sleep_score_goal: 100 }, 200],
    [SLEEP, { sleep_score_goal: 85.5 }, 400],
    [SLEEP, { sleep_score_goal: 101 }, 400],
    [SLEEP, { sleep_score_goal: -1 }, 400],
    [SLEEP, { sleep_score_goal: 80, extra: true }, 400],
  ] as const)("POST %s %j → %d", async (path, body, status) => {
    const res = await h.as("agent").post(path, { ...ref(s), ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 400) expect(res.body.error?.code).toBe("VALIDATION");
  });
});

describe("goal access", () => {
  it("applies the wellness scope to reads and writes", async () => {
    const resident = await seniorByMember(h.prisma, 100002);
    expect((await h.as("facility").post(SLEEP, { ...ref(resident), sleep_score_goal: 70 })).status).toBe(200);
    // Admin sets the goal of a member living at home: the wellness tab follows the vitals rule for every senior.
    expect((await h.as("admin").post(SLEEP, { ...ref(s), sleep_score_goal: 70 })).status).toBe(200);
    expect((await h.as("facility").get(SLEEP, ref(s))).status).toBe(404);
    expect((await h.as("bdm").post(SLEEP, { ...ref(resident), sleep_score_goal: 70 })).status).toBe(403);
    expect((await h.as("warehouse").get(STEPS, ref(resident))).status).toBe(403);
    expect(
      (await h.as("agent").post(SLEEP, { ...ref(s), account_id: resident.accountId, sleep_score_goal: 70 })).status,
    ).toBe(404);
  });
});
