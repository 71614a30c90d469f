import type { CarePlan, CarePlanActivity, Goal } from "@medplum/fhirtypes";
import type { AccessClaims, FhirDateBound } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { splitPage, type Page, type PageOf } from "./bundle.js";
import { idList, instantWhere, isUuid, uuidsOf } from "./dates.js";
import { patientScope } from "./scope.js";
import { CARE_PLAN_CATEGORY_SYSTEM, GOAL_ACHIEVEMENT } from "./systems.js";

// A senior's wellness plan as a CarePlan (its current version: the SBAR text, the care agent, one activity per goal
// row) and each goal row as a Goal (its state at that version). Older versions, goal notes, resources (files and
// links) and caregivers' own plans are not exported. Deleted goal rows are left out: the portal shows them apart.

type GoalStatus = Prisma.WellnessGoalVersionGetPayload<object>["status"];
type GoalVersionRow = Prisma.WellnessGoalVersionGetPayload<object>;

const include = {
  versions: { orderBy: { version: "desc" }, take: 1 },
  goalVersions: { where: { status: { not: "deleted" } }, orderBy: { seq: "asc" } },
} satisfies Prisma.WellnessPlanInclude;
type PlanRow = Prisma.WellnessPlanGetPayload<{ include: typeof include }>;

const LIFECYCLE: Record<GoalStatus, Goal["lifecycleStatus"]> = {
  not_started: "planned",
  started: "active",
  in_progress: "active",
  cancelled: "cancelled",
  completed: "completed",
  deleted: "entered-in-error",
};

const ACTIVITY: Record<GoalStatus, NonNullable<CarePlanActivity["detail"]>["status"]> = {
  not_started: "not-started",
  started: "in-progress",
  in_progress: "in-progress",
  cancelled: "cancelled",
  completed: "completed",
  deleted: "entered-in-error",
};

const day = (d: Date | null): string | undefined => d?.toISOString().slice(0, 10);

/** Only the current version's goal rows (the include reads every version's non-deleted rows). */
const currentGoals = (p: PlanRow): GoalVersionRow[] => p.goalVersions.filter((g) => g.planVersion === p.currentVersion);

export function toCarePlan(p: PlanRow & { seniorId: string }): CarePlan {
  const v = p.versions[0];
  const sbar = v
    ? [
        ["Situation", v.situation],
        ["Background", v.background],
        ["Assessment", v.assessment],
        ["Recommendations", v.recommendations],
      ].filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "")
    : [];
  const goals = currentGoals(p);
  return {
    resourceType: "CarePlan",
    id: p.id,
    meta: { lastUpdated: p.updatedAt.toISOString() },
    status: p.currentVersion > 0 ? "active" : "draft",
    intent: "plan",
    category: [{ coding: [{ system: CARE_PLAN_CATEGORY_SYSTEM, code: "wellness-plan", display: "Wellness plan" }] }],
    title: "Wellness plan",
    ...(sbar.length > 0 ? { description: sbar.map(([k, t]) => `${k}: ${t}`).join("\n") } : {}),
    subject: { reference: `Patient/${p.seniorId}` },
    ...(p.startedAt ? { period: { start: day(p.startedAt) } } : {}),
    created: p.createdAt.toISOString(),
    ...(p.careAgentId ? { author: { reference: `Practitioner/${p.careAgentId}` } } : {}),
    ...(goals.length > 0
      ? {
          goal: goals.map((g) => ({ reference: `Goal/${g.goalId}` })),
          activity: goals.map((g) => ({
            detail: { status: ACTIVITY[g.status], description: g.action, goal: [{ reference: `Goal/${g.goalId}` }] },
          })),
        }
      : {}),
  };
}

export function toGoal(g: GoalVersionRow, seniorId: string): Goal {
  const achievement =
    g.status === "completed" ? "achieved" : g.status === "started" || g.status === "in_progress" ? "in-progress" : null;
  return {
    resourceType: "Goal",
    id: g.goalId,
    meta: { lastUpdated: g.createdAt.toISOString() },
    lifecycleStatus: LIFECYCLE[g.status],
    ...(achievement ? { achievementStatus: { coding: [{ system: GOAL_ACHIEVEMENT, code: achievement }] } } : {}),
    description: { text: g.goal },
    subject: { reference: `Patient/${seniorId}` },
    ...(g.startDate ? { startDate: day(g.startDate) } : {}),
    ...(g.targetDate ? { target: [{ dueDate: day(g.targetDate) }] } : {}),
    note: [{ text: `Progress: ${g.progress}%` }, ...(g.notes ? [{ text: g.notes }] : [])],
  };
}

function plansWithin(user: AccessClaims, seniorId?: string): Prisma.WellnessPlanWhereInput {
  return { senior: { is: patientScope(user) }, ...(seniorId ? { seniorId } : {}) };
}

export interface PlanSearch {
  _id?: string;
  _lastUpdated?: FhirDateBound[];
  patient?: string;
}

export async function searchCarePlans(
  db: Db,
  user: AccessClaims,
  q: PlanSearch,
  page: Page,
): Promise<PageOf<CarePlan>> {
  const ids = idList(q._id);
  const updated = instantWhere(q._lastUpdated);
  const rows = await db.wellnessPlan.findMany({
    where: {
      AND: [
        plansWithin(user, q.patient),
        ...(ids ? [{ id: { in: uuidsOf(ids) } }] : []),
        ...(updated ? [{ updatedAt: updated }] : []),
      ],
    },
    include,
    orderBy: { id: "asc" },
    skip: page.offset,
    take: page.count + 1,
  });
  const { rows: shown, more } = splitPage(rows, page);
  return { resources: shown.map((p) => toCarePlan(p as PlanRow & { seniorId: string })), more };
}

export async function readCarePlan(db: Db, user: AccessClaims, id: string): Promise<CarePlan | null> {
  if (!isUuid(id)) return null;
  const row = await db.wellnessPlan.findFirst({
    where: { AND: [{ id: id.toLowerCase() }, plansWithin(user)] },
    include,
  });
  return row ? toCarePlan(row as PlanRow & { seniorId: string }) : null;
}

/**
 * The goal rows of the current versions of the plans in scope, as a filter: a plan's current version is a column of
 * the plan, so the plans are read first and their (plan, version) pairs become the condition.
 */
async function currentGoalRows(
  db: Db,
  user: AccessClaims,
  seniorId?: string,
): Promise<Prisma.WellnessGoalVersionWhereInput> {
  const plans = await db.wellnessPlan.findMany({
    where: { AND: [plansWithin(user, seniorId), { currentVersion: { gt: 0 } }] },
    select: { id: true, currentVersion: true },
  });
  return {
    status: { not: "deleted" },
    OR: plans.length > 0 ? plans.map((p) => ({ planId: p.id, planVersion: p.currentVersion })) : [{ id: { in: [] } }],
  };
}

const goalInclude = { plan: { select: { seniorId: true } } } as const;

export async function searchGoals(db: Db, user: AccessClaims, q: PlanSearch, page: Page): Promise<PageOf<Goal>> {
  const ids = idList(q._id);
  const updated = instantWhere(q._lastUpdated);
  const rows = await db.wellnessGoalVersion.findMany({
    where: {
      AND: [
        await currentGoalRows(db, user, q.patient),
        ...(ids ? [{ goalId: { in: uuidsOf(ids) } }] : []),
        ...(updated ? [{ createdAt: updated }] : []),
      ],
    },
    include: goalInclude,
    orderBy: { goalId: "asc" },
    skip: page.offset,
    take: page.count + 1,
  });
  const { rows: shown, more } = splitPage(rows, page);
  return { resources: shown.map((g) => toGoal(g, g.plan.seniorId ?? "")), more };
}

export async function readGoal(db: Db, user: AccessClaims, id: string): Promise<Goal | null> {
  if (!isUuid(id)) return null;
  const goal = await db.wellnessGoal.findFirst({
    where: { id: id.toLowerCase(), plan: plansWithin(user) },
    select: { plan: { select: { seniorId: true, currentVersion: true } } },
  });
  if (!goal) return null;
  const row = await db.wellnessGoalVersion.findFirst({
    where: { goalId: id.toLowerCase(), planVersion: goal.plan.currentVersion, status: { not: "deleted" } },
  });
  return row ? toGoal(row, goal.plan.seniorId ?? "") : null;
}
