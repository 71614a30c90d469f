import type { Senior } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ActivityGraphSchema,
  FallGraphSchema,
  measurementAgencyRoutes as routes,
  ResidentsCountSchema,
  ZoneMonthGraphSchema,
} from "@care/contracts";
import { addLocalMonths, startOfMonth } from "../../../apps/api/src/modules/measurement/shared/time.js";
import { data, putAlarm, putReadings, startHarness, type Harness } from "./helpers.js";

const TZ = "America/New_York";
const DAY = 86_400_000;
let h: Harness;
let residents: Senior[];
let facilityId: string;
let previousMonth: number;
let previousKey: string;

beforeAll(async () => {
  h = await startHarness();
  facilityId = h.users.facility.facilityId ?? "";
  residents = await h.prisma.senior.findMany({
    where: { facilityId, isActive: true, zone: { not: "white" } },
    orderBy: { memberId: "asc" },
  });
  previousMonth = addLocalMonths(startOfMonth(Date.now(), TZ), -1, TZ);
  const d = new Date(previousMonth);
  previousKey = new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit" }).format(d);
});
afterAll(async () => {
  await h?.close();
});

describe("facility-residents-count", () => {
  it("counts a facility agent's own residents per zone, whatever facility_id is sent", async () => {
    const rows = await h.prisma.senior.groupBy({
      by: ["zone"],
      where: { facilityId, isActive: true },
      _count: { _all: true },
    });
    const n = (z: string): number => rows.find((r) => r.zone === z)?._count._all ?? 0;
    const expected = {
      overall: n("blue") + n("green") + n("gold"),
      blue: n("blue"),
      green: n("green"),
      gold: n("gold"),
      white: n("white"),
      total_residents: rows.reduce((a, r) => a + r._count._all, 0),
    };
    expect(data(await h.get("facility", routes.residentsCount.path), ResidentsCountSchema)).toEqual(expected);
    const other = await h.prisma.facility.findFirstOrThrow({ where: { id: { not: facilityId } } });
    expect(
      data(await h.get("facility", routes.residentsCount.path, { facility_id: other.id }), ResidentsCountSchema),
    ).toEqual(expected);
    expect(
      data(await h.get("bdm", routes.residentsCount.path, { facility_id: facilityId }), ResidentsCountSchema),
    ).toEqual(expected);
  });

  it("filters by facility type and requires a facility for other roles", async () => {
    const facility = await h.prisma.facility.findUniqueOrThrow({ where: { id: facilityId } });
    const otherType = facility.facilityType === "memory_care" ? "assisted_living" : "memory_care";
    const none = data(
      await h.get("admin", routes.residentsCount.path, { facility_id: facilityId, facility_type: otherType }),
      ResidentsCountSchema,
    );
    expect(none.total_residents).toBe(0);
    expect((await h.get("admin", routes.residentsCount.path)).statusCode).toBe(400);
    expect((await h.get("agent", routes.residentsCount.path, { facility_id: facilityId })).statusCode).toBe(403);
    expect((await h.get("warehouse", routes.residentsCount.path, { facility_id: facilityId })).statusCode).toBe(403);
  });
});

describe("zone graphs", () => {
  it("counts falls per month and zone over 3 or 12 months", async () => {
    const [a, b] = residents;
    if (!a || !b) throw new Error("the seeded facility needs two residents outside the white zone");
    await putAlarm(h.prisma, a.id, "fall", new Date(previousMonth + 2 * DAY));
    await putAlarm(h.prisma, a.id, "fall", new Date(previousMonth + 3 * DAY));
    await putAlarm(h.prisma, b.id, "fall", new Date(previousMonth + 4 * DAY));
    await putAlarm(h.prisma, b.id, "sos", new Date(previousMonth + 4 * DAY));
    const graph = data(
      await h.get("facility", routes.fallGraph.path, { duration: "3", timezone: TZ }),
      FallGraphSchema,
    );
    expect(graph.months).toHaveLength(3);
    expect(graph.months[1]).toBe(previousKey);
    const month = graph.data[previousKey];
    expect(month?.fall_count).toBe(3);
    expect(month?.overall_fall).toBe(2);
    const zoneKey = (s: Senior): "blue_fall_count" | "green_fall_count" | "gold_fall_count" =>
      `${s.zone as "blue" | "green" | "gold"}_fall_count`;
    const byZone = { blue_fall_count: 0, green_fall_count: 0, gold_fall_count: 0 };
    byZone[zoneKey(a)] += 2;
    byZone[zoneKey(b)] += 1;
    expect(month?.zone).toEqual(byZone);
    const year = data(
      await h.get("facility", routes.fallGraph.path, { duration: "12", timezone: TZ }),
      FallGraphSchema,
    );
    expect(year.months).toHaveLength(12);
    expect((await h.get("facility", routes.fallGraph.path, { duration: "6" })).statusCode).toBe(400);
  });

  it("scores activity as weekly points from the days that reach 4,500 steps", async () => {
    const a = residents[0] as Senior;
    const day = (n: number): Date => new Date(previousMonth + n * DAY + 15 * 3_600_000);
    await putReadings(h.prisma, a, "steps", [
      [day(1), 5000],
      [day(2), 6000],
      [day(3), 3000], // below the daily minimum: no points
    ]);
    const graph = data(
      await h.get("admin", routes.activityGraph.path, { facility_id: facilityId, duration: "3", timezone: TZ }),
      ActivityGraphSchema,
    );
    const daysInMonth = Math.round((addLocalMonths(previousMonth, 1, TZ) - previousMonth) / DAY);
    const expected = Math.round((11_000 / daysInMonth) * 7);
    expect(graph.activity_score.overall[previousKey]).toBe(expected);
    expect(graph.activity_score[a.zone as "blue" | "green" | "gold"][previousKey]).toBe(expected);
    expect(graph.overall_target_score).toBe(40_000);
    expect(graph.points).toHaveLength(3);
    expect(graph.zone_count.overall).toBe(residents.length);
    const single = data(
      await h.get("facility", routes.activityGraph.path, { senior_id: a.id, duration: "3", timezone: TZ }),
      ActivityGraphSchema,
    );
    expect(single.points[1]?.score).toBe(expected);
    expect((await h.get("admin", routes.activityGraph.path, { duration: "3" })).statusCode).toBe(400);
  });

  it("averages length of stay, wellbeing and loneliness per month and zone", async () => {
    const a = residents[0] as Senior;
    await h.prisma.wellnessSurvey.create({
      data: {
        seniorId: a.id,
        answers: {},
        score: 5,
        scoreLimit: 7,
        isCompleted: true,
        createdAt: new Date(previousMonth + DAY),
      },
    });
    const form = await h.prisma.assessmentForm.findFirstOrThrow({ where: { kind: "ucla_loneliness_assessment" } });
    await h.prisma.assessmentResponse.create({
      data: {
        seniorId: a.id,
        formId: form.id,
        kind: "ucla_loneliness_assessment",
        status: "submit",
        answers: {},
        score: 6,
        submittedAt: new Date(previousMonth + DAY),
      },
    });
    const q = { facility_id: facilityId, duration: "3", timezone: TZ };
    const wellbeing = data(await h.get("bdm", routes.wellbeingGraph.path, q), ZoneMonthGraphSchema);
    expect(wellbeing.data[previousKey]?.overall).toBe(5);
    expect(wellbeing.target).toBe(6.5);
    const loneliness = data(await h.get("bdm", routes.lonelinessGraph.path, q), ZoneMonthGraphSchema);
    expect(loneliness.data[previousKey]?.[a.zone as "blue"]).toBe(67);
    expect(loneliness.target).toBe(70);
    const los = data(await h.get("bdm", routes.losGraph.path, q), ZoneMonthGraphSchema);
    expect(Object.keys(los.data)).toEqual(los.months);
    const withMoveIn = residents.filter((r) => r.moveInDate);
    expect(withMoveIn.length).toBeGreaterThan(0);
    expect(los.data[los.months[2] ?? ""]?.overall).toEqual(expect.any(Number));
  });

  it("is for agency roles only", async () => {
    for (const route of [
      routes.fallGraph,
      routes.losGraph,
      routes.wellbeingGraph,
      routes.lonelinessGraph,
      routes.activityGraph,
    ]) {
      expect((await h.get("agent", route.path, { facility_id: facilityId })).statusCode).toBe(403);
      expect((await h.get("warehouse", route.path, { facility_id: facilityId })).statusCode).toBe(403);
      expect((await h.get("wellness", route.path, { facility_id: facilityId })).statusCode).toBe(200);
    }
  });
});
