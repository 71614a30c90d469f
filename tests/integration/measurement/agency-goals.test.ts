// The agency goals ring (spec 3 §2: "A goals ring shows progress. The goals status filter uses Started and
// In_Progress"): the activity-graph answer carries the residents' wellness-plan goals that are started or in
// progress at their plan's current version, and their average progress. Expected numbers are worked out by hand.
import type { GoalStatus, Senior } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ActivityGraphSchema, measurementAgencyRoutes as routes } from "@care/contracts";
import { data, type Harness, startHarness } from "../../support/harness.js";

const TZ = "America/New_York";
let h: Harness;
let facilityId: string;
let emptyFacilityId: string;
const r = {} as Record<"a" | "b" | "c" | "outside", Senior>;

/** A plan at `current` version whose goal rows are [status, progress] per version (index 0 = version 1). */
async function planWithGoals(senior: Senior, current: number, rows: [GoalStatus, number][][]): Promise<void> {
  const plan = await h.prisma.wellnessPlan.create({ data: { seniorId: senior.id, currentVersion: current } });
  const width = Math.max(...rows.map((v) => v.length));
  for (let seq = 1; seq <= width; seq++) {
    const goal = await h.prisma.wellnessGoal.create({ data: { planId: plan.id, seq } });
    for (let version = 1; version <= rows.length; version++) {
      const row = rows[version - 1]?.[seq - 1];
      if (!row) continue;
      await h.prisma.wellnessGoalVersion.create({
        data: {
          goalId: goal.id,
          planId: plan.id,
          planVersion: version,
          seq,
          goal: `Goal ${seq}`,
          action: `Action ${seq}`,
          status: row[0],
          progress: row[1],
        },
      });
    }
  }
}

beforeAll(async () => {
  h = await startHarness();
  const corporation = await h.prisma.corporation.findFirstOrThrow();
  const facility = (name: string) =>
    h.prisma.facility.create({
      data: { name, corporationId: corporation.id, facilityType: "assisted_living", timezone: TZ },
    });
  facilityId = (await facility("Goals Ring House")).id;
  emptyFacilityId = (await facility("Goals Ring Empty House")).id;
  const other = await facility("Goals Ring Other House");
  let memberId = 994_001;
  const resident = (facility: string): Promise<Senior> =>
    h.prisma.senior.create({
      data: { memberId: memberId++, firstName: "Goals", lastName: "Resident", facilityId: facility, zone: "blue" },
    });
  r.a = await resident(facilityId);
  r.b = await resident(facilityId);
  r.c = await resident(facilityId);
  r.outside = await resident(other.id);
  // a, version 2 current: started 40 and in_progress 70 count; not_started, completed, cancelled and deleted do not.
  // Version 1's in_progress 90 of goal 3 is an old version (completed now): not counted.
  await planWithGoals(r.a, 2, [
    [
      ["in_progress", 10],
      ["in_progress", 20],
      ["in_progress", 90],
    ],
    [
      ["started", 40],
      ["in_progress", 70],
      ["completed", 100],
      ["not_started", 0],
      ["cancelled", 50],
      ["deleted", 60],
    ],
  ]);
  // b: one in_progress goal at 25.
  await planWithGoals(r.b, 1, [[["in_progress", 25]]]);
  // c has no plan. The resident of another agency has a goal at 100 that must not count.
  await planWithGoals(r.outside, 1, [[["in_progress", 100]]]);
});
afterAll(async () => {
  await h?.close();
});

describe("activity graph: the goals ring's wellness goals", () => {
  it("counts the agency's started and in-progress goals at the current versions and averages their progress", async () => {
    const res = await h.as("admin").get(routes.activityGraph.path, { facility_id: facilityId, timezone: TZ });
    // 40, 70 and 25: three goals, average 135 / 3 = 45.
    expect(data(res, ActivityGraphSchema).goals).toEqual({ count: 3, average_progress: 45 });
  });

  it("answers one resident's goals for a resident graph", async () => {
    const res = await h.as("admin").get(routes.activityGraph.path, { senior_id: r.a.id, timezone: TZ });
    // 40 and 70: average 55.
    expect(data(res, ActivityGraphSchema).goals).toEqual({ count: 2, average_progress: 55 });
  });

  it("answers no goals and no average for an agency without any", async () => {
    const res = await h.as("admin").get(routes.activityGraph.path, { facility_id: emptyFacilityId, timezone: TZ });
    expect(data(res, ActivityGraphSchema).goals).toEqual({ count: 0, average_progress: null });
  });
});
