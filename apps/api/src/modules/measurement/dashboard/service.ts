import type { z } from "zod";
import {
  DASHBOARD_PAGE_SIZE,
  msToNs,
  type AccessClaims,
  type DashboardDataSchema,
  type DashboardQuery,
  type DashboardSearchItem,
  type DashboardSenior,
} from "@care/contracts";
import { type Db, LB_PER_KG, type Prisma } from "@care/db";
import {
  classifyActivity,
  classifyHeartRate,
  classifyHydration,
  classifySleepScore,
  classifyWeightChange,
  riskCategory,
} from "../../../domain/classification.js";
import { isCareAgent, seniorScope, vitalsScope } from "../../../access/senior-visibility.js";
import { badRequest } from "../../../errors.js";
import { round } from "../shared/numbers.js";
import { ageAt, startOfPeriod } from "@care/time";
import { cardFigures } from "./figures.js";
import { findSeniorPage, type DashboardSeniorRow } from "./repo.js";

export type DashboardInput = z.output<typeof DashboardQuery>;
export type DashboardData = z.output<typeof DashboardDataSchema>;

export interface DashboardService {
  list(user: AccessClaims, query: DashboardInput): Promise<DashboardData>;
}

interface Cursor {
  lastName: string;
  firstName: string;
  memberId: number;
}

// The cursor is the sort key of the last card: base64url JSON, opaque to the portal.
function encodeCursor(s: DashboardSeniorRow): string {
  return Buffer.from(JSON.stringify([s.lastName, s.firstName, s.memberId])).toString("base64url");
}

function decodeCursor(raw: string): Cursor {
  try {
    const v: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (
      Array.isArray(v) &&
      v.length === 3 &&
      typeof v[0] === "string" &&
      typeof v[1] === "string" &&
      Number.isInteger(v[2])
    ) {
      return { lastName: v[0], firstName: v[1], memberId: v[2] as number };
    }
  } catch {
    // fall through to the 400 below
  }
  throw badRequest("Invalid last_evaluated_key", [{ field: "query.last_evaluated_key", reason: "not a cursor" }]);
}

function afterCursor(c: Cursor, ascending: boolean): Prisma.SeniorWhereInput {
  const op = ascending ? "gt" : "lt";
  return {
    OR: [
      { lastName: { [op]: c.lastName } },
      { lastName: c.lastName, firstName: { [op]: c.firstName } },
      { lastName: c.lastName, firstName: c.firstName, memberId: { [op]: c.memberId } },
    ],
  };
}

/** Member ids are six digits (100001…), so a digit prefix is a contiguous id range. */
function memberIdPrefix(prefix: string): Prisma.SeniorWhereInput {
  const k = 6 - prefix.length;
  const lo = Number(prefix) * 10 ** k;
  return { memberId: { gte: lo, lte: lo + 10 ** k - 1 } };
}

function searchFilters(items: readonly DashboardSearchItem[]): Prisma.SeniorWhereInput[] {
  const out: Prisma.SeniorWhereInput[] = [];
  for (const item of items) {
    if (item.value === "") continue;
    if (item.type === "member_id") {
      out.push(memberIdPrefix(item.value));
      continue;
    }
    // Every word must appear in the first, middle or last name.
    for (const word of item.value.split(" ")) {
      const contains = { contains: word, mode: "insensitive" as const };
      out.push({ OR: [{ firstName: contains }, { middleName: contains }, { lastName: contains }] });
    }
  }
  return out;
}

function scopeFilters(user: AccessClaims, q: DashboardInput): Prisma.SeniorWhereInput[] {
  const ownId = isCareAgent(user) && q.assigned_to === user.sub;
  // 'All Seniors' (or a care agent looking at another agent's list) widens a care agent's default scope.
  const allSeniors = q.assigned_to !== undefined && !ownId;
  // The cards show readings: the vitals rule decides whose (vitalsScope); seniorScope adds the care agent's default
  // list of assigned seniors. A role that reads every senior for onboarding (BDM) adds nobody's cards.
  const filters: Prisma.SeniorWhereInput[] = [vitalsScope(user), seniorScope(user, { allSeniors }), { isActive: true }];
  if (q.assigned_to !== undefined && q.assigned_to !== "all" && !ownId) {
    filters.push({ careAgentAssignments: { some: { staffUserId: q.assigned_to, unassignedAt: null } } });
  }
  if (q.facility_id) filters.push({ facilityId: q.facility_id });
  if (q.facility_type) filters.push({ facility: { facilityType: q.facility_type } });
  return filters;
}

export function createDashboardService(deps: { prisma: Db; now?: () => number }): DashboardService {
  const now = deps.now ?? Date.now;

  return {
    async list(user, q) {
      const at = now();
      const start = q.start_time ?? startOfPeriod(q.period ?? "day", at, q.timezone);
      const end = q.end_time ?? Math.max(at, start + 1);
      const where: Prisma.SeniorWhereInput[] = [...scopeFilters(user, q), ...searchFilters(q.search_query ?? [])];
      if (q.last_evaluated_key) where.push(afterCursor(decodeCursor(q.last_evaluated_key), q.ascending));

      const rows = await findSeniorPage(deps.prisma, {
        where: { AND: where },
        ascending: q.ascending,
        take: DASHBOARD_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, DASHBOARD_PAGE_SIZE);
      const last = page.at(-1);
      const nextKey = rows.length > DASHBOARD_PAGE_SIZE && last ? encodeCursor(last) : null;

      const figures = await cardFigures(deps.prisma, page, start, end, at);

      const dashboard: Record<string, DashboardSenior> = {};
      for (const s of page) {
        const f = figures.get(s.id);
        const hr = f?.vitals.get("heart_rate");
        const steps = f?.vitals.get("steps");
        const weight = f?.vitals.get("weight");
        const hydration = f?.vitals.get("hydration");
        const night = f?.sleep;
        const alerts = { sos: f?.sos ?? 0, falls: f?.falls ?? 0 };

        const heartRate = hr ? Math.round(hr.last) : null;
        const stepCount = steps ? Math.round(steps.sum / Math.max(1, steps.days)) : null;
        const avgWeight = weight ? round((weight.sum / weight.count) * LB_PER_KG, 1) : null;
        const currentWeight = weight ? round(weight.last * LB_PER_KG, 1) : null;
        const previous = f?.previousWeight ?? null;
        const previousWeight = previous === null ? null : round(previous * LB_PER_KG, 1);
        const avgHydration = hydration ? round(hydration.sum / hydration.count, 1) : null;
        const sleepScore = night?.score == null ? null : Math.round(night.score);

        const heart_category = classifyHeartRate(heartRate, s.dob ? ageAt(s.dob, at) : null);
        const steps_category = classifyActivity(stepCount, steps !== undefined);
        const weight_category = classifyWeightChange(previousWeight, currentWeight);
        const hydration_category = classifyHydration(avgHydration);
        const sleep_category = classifySleepScore(sleepScore);

        dashboard[s.id] = {
          seniorId: s.id,
          name: { first_name: s.firstName, last_name: s.lastName },
          member_id: s.memberId,
          account_id: s.accountId,
          profile_image: s.profileImageId,
          location: { timezone: s.timezone },
          risk_category: riskCategory({
            ...alerts,
            heart: heart_category,
            weight: weight_category,
            hydration: hydration_category,
            sleep: sleep_category,
            activity: steps_category,
          }),
          alerts,
          devices: {
            watch: {
              online: f?.online ?? null,
              heart_rate: heartRate,
              heart_category,
              step_count: stepCount,
              steps_category,
            },
            scale: { avg_weight: avgWeight, weight_category, avg_hydration: avgHydration, hydration_category },
            sleep_mat: {
              avg_sleep_score: sleepScore,
              sleep_category,
              interruptions: night?.interruptions == null ? null : Math.round(night.interruptions),
              avg_total_sleep_time: night?.totalSleep == null ? null : Math.round(night.totalSleep),
            },
          },
        };
      }
      return { dashboard, LastEvaluatedKey: nextKey, start_time: msToNs(start), end_time: msToNs(end) };
    },
  };
}
