// Agency dashboards over a facility this file creates, with a fixed clock for the month graphs: every expectation
// below is a written-out month key or number worked out by hand from the data (nothing is computed with the code
// under test). The month graphs call the real service on the real database with its clock set to NOW; the route
// checks (roles, scoping, input) go through HTTP.
import type { Senior, Zone } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AccessClaimsSchema,
  msToNs,
  measurementAgencyRoutes as routes,
  ResidentsCountSchema,
  type AccessClaims,
} from "@care/contracts";
import { createAgencyService, type AgencyService } from "../../../apps/api/src/modules/measurement/agency/service.js";
import { putAlarm, putReadings } from "../../support/fixtures.js";
import { data, type Harness, startHarness } from "../../support/harness.js";

const TZ = "America/New_York";
/** Sunday 15 March 2026, 11:00 in New York (EDT since 8 March): January–March is the 3-month window. */
const NOW = Date.parse("2026-03-15T15:00:00Z");
const at = (iso: string): Date => new Date(iso);
let h: Harness;
let agency: AgencyService;
let admin: AccessClaims;
let facilityId: string;
const r = {} as Record<"blue1" | "blue2" | "green" | "gold" | "white", Senior>;

/** Claims of a demo account, as its token carries them. */
function claimsOf(token: string): AccessClaims {
  return AccessClaimsSchema.parse(JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()));
}

beforeAll(async () => {
  h = await startHarness();
  agency = createAgencyService({ prisma: h.prisma, now: () => NOW });
  admin = claimsOf(h.token("admin"));
  const corporation = await h.prisma.corporation.findFirstOrThrow();
  const facility = await h.prisma.facility.create({
    data: { name: "Agency Test House", corporationId: corporation.id, facilityType: "assisted_living", timezone: TZ },
  });
  facilityId = facility.id;
  let memberId = 990_001;
  const resident = (zone: Zone, moveIn?: string, isActive = true): Promise<Senior> =>
    h.prisma.senior.create({
      data: {
        memberId: memberId++,
        firstName: "Agency",
        lastName: `Resident ${zone}`,
        facilityId,
        zone,
        isActive,
        moveInDate: moveIn ? new Date(moveIn) : null,
      },
    });
  r.blue1 = await resident("blue", "2025-12-01");
  r.blue2 = await resident("blue", "2026-02-11");
  r.green = await resident("green");
  r.gold = await resident("gold");
  r.white = await resident("white");
  await resident("white");
  await resident("white");
  await resident("blue", "2025-01-01", false); // inactive: counted nowhere
});
afterAll(async () => {
  await h?.close();
});

describe("facility-residents-count", () => {
  const ours = { overall: 4, blue: 2, green: 1, gold: 1, white: 3, total_residents: 7 };

  it("counts the active residents of a facility per zone", async () => {
    const q = { facility_id: facilityId };
    expect(data(await h.as("admin").get(routes.residentsCount.path, q), ResidentsCountSchema)).toEqual(ours);
    expect(data(await h.as("bdm").get(routes.residentsCount.path, q), ResidentsCountSchema)).toEqual(ours);
    const otherType = data(
      await h.as("admin").get(routes.residentsCount.path, { ...q, facility_type: "memory_care" }),
      ResidentsCountSchema,
    );
    expect(otherType).toEqual({ overall: 0, blue: 0, green: 0, gold: 0, white: 0, total_residents: 0 });
  });

  it("gives a facility agent their own facility whatever facility_id is sent", async () => {
    const own = data(await h.as("facility").get(routes.residentsCount.path), ResidentsCountSchema);
    const asked = data(
      await h.as("facility").get(routes.residentsCount.path, { facility_id: facilityId }),
      ResidentsCountSchema,
    );
    expect(asked).toEqual(own);
    expect(asked).not.toEqual(ours);
  });

  it("requires a facility for other roles and is for agency roles only", async () => {
    expect((await h.as("admin").get(routes.residentsCount.path)).status).toBe(400);
    expect((await h.as("agent").get(routes.residentsCount.path, { facility_id: facilityId })).status).toBe(403);
    expect((await h.as("warehouse").get(routes.residentsCount.path, { facility_id: facilityId })).status).toBe(403);
  });
});

describe("zone graphs (clock at 2026-03-15, New York months)", () => {
  const q = (duration: 3 | 12) => ({ facility_id: facilityId, duration, timezone: TZ }) as const;

  it("keys the last 3 or 12 months, the current one included", async () => {
    expect((await agency.fallGraph(admin, q(3))).months).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect((await agency.fallGraph(admin, q(12))).months).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
  });

  it("counts falls per New York month and zone", async () => {
    await putAlarm(h.prisma, r.blue1.id, "fall", at("2026-02-03T15:00:00Z"));
    await putAlarm(h.prisma, r.blue1.id, "fall", at("2026-02-04T15:00:00Z"));
    await putAlarm(h.prisma, r.green.id, "fall", at("2026-02-05T15:00:00Z"));
    await putAlarm(h.prisma, r.green.id, "sos", at("2026-02-05T16:00:00Z")); // not a fall
    await putAlarm(h.prisma, r.gold.id, "fall", at("2026-03-01T04:30:00Z")); // 28 Feb, 23:30 EST
    await putAlarm(h.prisma, r.blue2.id, "fall", at("2026-03-01T05:30:00Z")); // 1 March, 00:30 EST
    await putAlarm(h.prisma, r.white.id, "fall", at("2026-02-10T15:00:00Z")); // white: not on the graphs
    const graph = await agency.fallGraph(admin, q(3));
    expect(graph.data).toEqual({
      "2026-01": {
        fall_count: 0,
        overall_fall: 0,
        zone: { blue_fall_count: 0, green_fall_count: 0, gold_fall_count: 0 },
      },
      "2026-02": {
        fall_count: 4,
        overall_fall: 3,
        zone: { blue_fall_count: 2, green_fall_count: 1, gold_fall_count: 1 },
      },
      "2026-03": {
        fall_count: 1,
        overall_fall: 1,
        zone: { blue_fall_count: 1, green_fall_count: 0, gold_fall_count: 0 },
      },
    });
  });

  it("scores activity as weekly points from the days that reach 4,500 steps", async () => {
    await putReadings(h.prisma, r.blue1, "steps", [
      [at("2026-02-02T15:00:00Z"), 5000],
      [at("2026-02-03T15:00:00Z"), 6000],
      [at("2026-02-04T15:00:00Z"), 3000], // below the daily minimum: no points
    ]);
    await putReadings(h.prisma, r.blue2, "steps", [[at("2026-03-01T04:00:00Z"), 4600]]); // 28 Feb, 23:00 EST
    // February has 28 days: blue1 11,000 / 28 × 7 = 2,750 points, blue2 4,600 / 28 × 7 = 1,150; the average 1,950.
    const graph = await agency.activityGraph(admin, q(3));
    expect(graph.activity_score).toEqual({
      overall: { "2026-01": null, "2026-02": 1950, "2026-03": null },
      blue: { "2026-01": null, "2026-02": 1950, "2026-03": null },
      green: { "2026-01": null, "2026-02": null, "2026-03": null },
      gold: { "2026-01": null, "2026-02": null, "2026-03": null },
    });
    expect(graph.points).toEqual([
      { timestamp: msToNs(Date.parse("2026-01-01T05:00:00Z")), score: null },
      { timestamp: msToNs(Date.parse("2026-02-01T05:00:00Z")), score: 1950 },
      { timestamp: msToNs(Date.parse("2026-03-01T05:00:00Z")), score: null },
    ]);
    expect(graph.overall_activity_score).toBe(1950);
    expect(graph.overall_target_score).toBe(40_000);
    expect(graph.zone_count).toEqual({ overall: 4, blue: 2, green: 1, gold: 1 });
    const single = await agency.activityGraph(admin, { senior_id: r.blue1.id, duration: 3, timezone: TZ });
    expect(single.points.map((p) => p.score)).toEqual([null, 2750, null]);
  });

  it("averages length of stay, wellbeing and loneliness per month and zone", async () => {
    // Stay at the end of each month (1 Feb / 1 Mar 05:00 UTC) or now: blue1 moved in 2025-12-01 → 62, 90, 104 days;
    // blue2 moved in 2026-02-11 → none, 18, 32 days.
    const los = await agency.losGraph(admin, q(3));
    expect(los.data).toEqual({
      "2026-01": { overall: 62, blue: 62, green: null, gold: null },
      "2026-02": { overall: 54, blue: 54, green: null, gold: null },
      "2026-03": { overall: 68, blue: 68, green: null, gold: null },
    });
    await h.prisma.wellnessSurvey.create({
      data: {
        seniorId: r.blue1.id,
        answers: {},
        score: 5,
        scoreLimit: 7,
        isCompleted: true,
        createdAt: at("2026-02-02T15:00:00Z"),
      },
    });
    await h.prisma.wellnessSurvey.create({
      data: {
        seniorId: r.green.id,
        answers: {},
        score: 6,
        scoreLimit: 14,
        isCompleted: true,
        createdAt: at("2026-02-20T15:00:00Z"),
      },
    });
    const wellbeing = await agency.wellbeingGraph(admin, q(3));
    expect(wellbeing.data["2026-02"]).toEqual({ overall: 4, blue: 5, green: 3, gold: null }); // 6 / 14 × 7 = 3
    expect(wellbeing.data["2026-01"]).toEqual({ overall: null, blue: null, green: null, gold: null });
    expect(wellbeing.target).toBe(6.5);
    const form = await h.prisma.assessmentForm.findFirstOrThrow({ where: { kind: "ucla_loneliness_assessment" } });
    await h.prisma.assessmentResponse.create({
      data: {
        seniorId: r.blue1.id,
        formId: form.id,
        kind: "ucla_loneliness_assessment",
        status: "submit",
        answers: {},
        score: 6,
        submittedAt: at("2026-02-02T15:00:00Z"),
      },
    });
    const loneliness = await agency.lonelinessGraph(admin, q(3));
    expect(loneliness.data["2026-02"]).toEqual({ overall: 67, blue: 67, green: null, gold: null }); // 6 / 9 = 67 %
    expect(loneliness.target).toBe(70);
  });
});

describe("agency graph routes", () => {
  it("answer agency roles only, with a facility and a valid duration", async () => {
    for (const route of [
      routes.fallGraph,
      routes.losGraph,
      routes.wellbeingGraph,
      routes.lonelinessGraph,
      routes.activityGraph,
    ]) {
      expect((await h.as("agent").get(route.path, { facility_id: facilityId })).status).toBe(403);
      expect((await h.as("warehouse").get(route.path, { facility_id: facilityId })).status).toBe(403);
      expect((await h.as("wellness").get(route.path, { facility_id: facilityId })).status).toBe(200);
    }
    expect((await h.as("admin").get(routes.activityGraph.path, { duration: "3" })).status).toBe(400);
    expect((await h.as("facility").get(routes.fallGraph.path, { duration: "6" })).status).toBe(400);
    const year = await h
      .as("bdm")
      .get(routes.fallGraph.path, { facility_id: facilityId, duration: "12", timezone: TZ });
    expect(year.status).toBe(200);
    expect((year.body as { data: { months: string[] } }).data.months).toHaveLength(12);
  });
});
