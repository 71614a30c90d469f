import type { z } from "zod";
import type { GRAPH_ZONES } from "@care/contracts";
import {
  AGENCY_ACTIVITY_GOAL,
  DAILY_MINIMUM_STEPS,
  EMOTIONAL_WELLBEING_TARGET,
  GOALS_RING_STATUSES,
  LONELINESS_TARGET,
  msToNs,
  type AccessClaims,
  type ActivityGraphQuery,
  type ActivityGraphSchema,
  type AgencyGraphQuery,
  type FallGraphSchema,
  type ResidentsCountQuery,
  type ResidentsCountSchema,
  type ZoneMonthGraphSchema,
} from "@care/contracts";
import type { Db, FacilityType, Prisma } from "@care/db";
import { isFacilityAgent, requireVitalsSenior } from "../../../access/senior-visibility.js";
import { badRequest } from "../../../errors.js";
import { round } from "../shared/numbers.js";
import { DAY_MS } from "@care/time";
import { monthWindow, zoneAverages, type MonthWindow, type PerSeniorMonth } from "./compute.js";
import {
  countByZone,
  findResidents,
  goalsProgress,
  monthlyFalls,
  monthlyLoneliness,
  monthlyQualifyingSteps,
  monthlyWellbeing,
  type MonthlyScore,
} from "./repo.js";

type GraphQuery = z.output<typeof AgencyGraphQuery>;
type ZoneMonthGraph = z.output<typeof ZoneMonthGraphSchema>;

export interface AgencyService {
  residentsCount(
    user: AccessClaims,
    q: z.output<typeof ResidentsCountQuery>,
  ): Promise<z.output<typeof ResidentsCountSchema>>;
  activityGraph(
    user: AccessClaims,
    q: z.output<typeof ActivityGraphQuery>,
  ): Promise<z.output<typeof ActivityGraphSchema>>;
  fallGraph(user: AccessClaims, q: GraphQuery): Promise<z.output<typeof FallGraphSchema>>;
  losGraph(user: AccessClaims, q: GraphQuery): Promise<ZoneMonthGraph>;
  wellbeingGraph(user: AccessClaims, q: GraphQuery): Promise<ZoneMonthGraph>;
  lonelinessGraph(user: AccessClaims, q: GraphQuery): Promise<ZoneMonthGraph>;
}

/**
 * The residents a call is about. Facility agents are always given their own facility (any facility_id they send is
 * replaced); everybody else must name the facility, which keeps every graph bounded by one agency.
 */
function facilityWhere(
  user: AccessClaims,
  q: { facility_id?: string; facility_type?: FacilityType },
): Prisma.SeniorWhereInput {
  let facilityId = q.facility_id;
  if (isFacilityAgent(user)) {
    facilityId = user.facility_info?.facility_id;
    if (!facilityId) return { id: { in: [] } };
  }
  if (!facilityId)
    throw badRequest("facility_id is required", [{ field: "query.facility_id", reason: "Required Field" }]);
  const where: Prisma.SeniorWhereInput = { facilityId };
  if (q.facility_type) where.facility = { facilityType: q.facility_type };
  return where;
}

const toPerSenior = (rows: readonly MonthlyScore[]): PerSeniorMonth => {
  const out: PerSeniorMonth = new Map();
  for (const r of rows) {
    const m = out.get(r.senior_id) ?? new Map<string, number>();
    m.set(r.month, r.score);
    out.set(r.senior_id, m);
  }
  return out;
};

export function createAgencyService(deps: { prisma: Db; now?: () => number }): AgencyService {
  const { prisma } = deps;
  const now = deps.now ?? Date.now;

  async function scoreGraph(
    user: AccessClaims,
    q: GraphQuery,
    load: (ids: string[], w: MonthWindow) => Promise<MonthlyScore[]>,
    digits: number,
    target: number | null,
  ): Promise<ZoneMonthGraph> {
    const residents = await findResidents(prisma, facilityWhere(user, q));
    const w = monthWindow(q.duration, q.timezone, now());
    const rows = await load(
      residents.map((r) => r.id),
      w,
    );
    return { months: w.months.map((m) => m.key), data: zoneAverages(residents, toPerSenior(rows), w, digits), target };
  }

  return {
    async residentsCount(user, q) {
      const counts = await countByZone(prisma, facilityWhere(user, q));
      const blue = counts.get("blue") ?? 0;
      const green = counts.get("green") ?? 0;
      const gold = counts.get("gold") ?? 0;
      const white = counts.get("white") ?? 0;
      return { overall: blue + green + gold, blue, green, gold, white, total_residents: blue + green + gold + white };
    },

    async activityGraph(user, q) {
      const at = now();
      const w = monthWindow(q.duration, q.timezone, at);
      let residents;
      if (q.senior_id) {
        // One resident's activity is their readings: the vitals rule, not the agency roles, decides (BDMs: 404).
        const s = await requireVitalsSenior(prisma, user, q.senior_id);
        residents = [{ id: s.id, zone: s.zone, moveInDate: s.moveInDate }];
      } else {
        residents = await findResidents(prisma, facilityWhere(user, q));
      }
      const rows = await monthlyQualifyingSteps(
        prisma,
        residents.map((r) => r.id),
        new Date(w.from),
        new Date(w.to),
        q.timezone,
        DAILY_MINIMUM_STEPS,
      );
      // Weekly-equivalent points at the month's pace: qualifying steps ÷ elapsed days × 7 (docs/measurement.md).
      const elapsed = new Map(
        w.months.map((m) => [m.key, Math.max(1, Math.ceil((Math.min(m.end, at) - m.start) / DAY_MS))]),
      );
      const perSenior: PerSeniorMonth = new Map();
      for (const r of rows) {
        const m = perSenior.get(r.senior_id) ?? new Map<string, number>();
        m.set(r.month, (r.points / (elapsed.get(r.month) ?? 1)) * 7);
        perSenior.set(r.senior_id, m);
      }
      const byMonth = zoneAverages(residents, perSenior, w, 0);
      const series = (group: "overall" | (typeof GRAPH_ZONES)[number]): Record<string, number | null> =>
        Object.fromEntries(w.months.map((m) => [m.key, byMonth[m.key]?.[group] ?? null]));
      const selected = q.senior_id ? "overall" : (q.zone ?? "overall");
      const overall = series("overall");
      const overallValues = Object.values(overall).filter((v): v is number => v !== null);
      const count = (zone: string): number => residents.filter((r) => r.zone === zone).length;
      const goals = await goalsProgress(
        prisma,
        residents.map((r) => r.id),
        GOALS_RING_STATUSES,
      );
      return {
        months: w.months.map((m) => m.key),
        points: w.months.map((m) => ({ timestamp: msToNs(m.start), score: byMonth[m.key]?.[selected] ?? null })),
        activity_score: { overall, blue: series("blue"), green: series("green"), gold: series("gold") },
        overall_activity_score:
          overallValues.length === 0 ? null : round(overallValues.reduce((a, v) => a + v, 0) / overallValues.length),
        overall_target_score: AGENCY_ACTIVITY_GOAL,
        targets: { blue: AGENCY_ACTIVITY_GOAL, green: AGENCY_ACTIVITY_GOAL, gold: AGENCY_ACTIVITY_GOAL },
        zone_count: {
          overall: count("blue") + count("green") + count("gold"),
          blue: count("blue"),
          green: count("green"),
          gold: count("gold"),
        },
        goals: {
          count: goals.count,
          average_progress: goals.average_progress === null ? null : round(goals.average_progress),
        },
      };
    },

    async fallGraph(user, q) {
      const residents = await findResidents(prisma, facilityWhere(user, q));
      const w = monthWindow(q.duration, q.timezone, now());
      const rows = await monthlyFalls(
        prisma,
        residents.map((r) => r.id),
        new Date(w.from),
        new Date(w.to),
        q.timezone,
      );
      const data: z.output<typeof FallGraphSchema>["data"] = {};
      for (const m of w.months) {
        const own = rows.filter((r) => r.month === m.key && r.zone !== "white");
        const zone = (z: string): number => own.filter((r) => r.zone === z).reduce((a, r) => a + r.falls, 0);
        data[m.key] = {
          fall_count: own.reduce((a, r) => a + r.falls, 0),
          overall_fall: own.reduce((a, r) => a + r.fallers, 0),
          zone: { blue_fall_count: zone("blue"), green_fall_count: zone("green"), gold_fall_count: zone("gold") },
        };
      }
      return { months: w.months.map((m) => m.key), data };
    },

    async losGraph(user, q) {
      const at = now();
      const residents = await findResidents(prisma, facilityWhere(user, q));
      const w = monthWindow(q.duration, q.timezone, at);
      // Length of stay at the end of each month (or now, for the current month), in whole days since move-in.
      const perSenior: PerSeniorMonth = new Map();
      for (const r of residents) {
        if (!r.moveInDate) continue;
        const moveIn = r.moveInDate.getTime();
        const m = new Map<string, number>();
        for (const month of w.months) {
          const ref = Math.min(month.end, at);
          if (moveIn <= ref) m.set(month.key, Math.floor((ref - moveIn) / DAY_MS));
        }
        perSenior.set(r.id, m);
      }
      return { months: w.months.map((m) => m.key), data: zoneAverages(residents, perSenior, w, 0), target: null };
    },

    wellbeingGraph: (user, q) =>
      scoreGraph(
        user,
        q,
        (ids, w) => monthlyWellbeing(prisma, ids, new Date(w.from), new Date(w.to), q.timezone),
        1,
        EMOTIONAL_WELLBEING_TARGET,
      ),
    lonelinessGraph: (user, q) =>
      scoreGraph(
        user,
        q,
        (ids, w) => monthlyLoneliness(prisma, ids, new Date(w.from), new Date(w.to), q.timezone),
        0,
        LONELINESS_TARGET,
      ),
  };
}
