import type { z } from "zod";
import {
  WELLNESS_GOAL_CATALOGUE,
  WELLNESS_GOAL_STATUSES,
  WELLNESS_PLAN_MESSAGES,
  decodeWellnessGoalCursor,
  encodeWellnessGoalCursor,
  type AccessClaims,
  type WellnessGoal,
  type WellnessGoalStatus,
  type wellnessPlanRoutes,
} from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { badRequest, type FieldError } from "../../../errors.js";
import { requireCustomer } from "../customer.js";
import { dateColumn } from "../../medical/shared/dates.js";
import { toGoal } from "../mappers.js";
import { copyGoalRows, copyPlanText, findPlan, openNextVersion, visibleAt } from "../repo.js";
import { versionNotFound } from "../service.js";

type R = typeof wellnessPlanRoutes;
type ListQuery = z.output<R["listGoals"]["querystring"]>;
type SaveBody = z.output<R["saveGoals"]["body"]>;
type GoalAction = SaveBody["goal_actions"][number];

export interface WellnessGoalService {
  list(user: AccessClaims, q: ListQuery): Promise<z.output<R["listGoals"]["data"]>>;
  save(user: AccessClaims, body: SaveBody): Promise<z.output<R["saveGoals"]["data"]>>;
  actionMap(user: AccessClaims, customerId: string): Promise<z.output<R["goalActionMap"]["data"]>>;
}

/** Spec 2 §4: not_started is sent (and stored) as in_progress; every other status as it is. */
export const savedStatus = (s: WellnessGoalStatus): WellnessGoalStatus => (s === "not_started" ? "in_progress" : s);
/** Spec 2 §9: a new row saved with progress 0 (its value when added) or none gets 10. */
export const DEFAULT_PROGRESS = 10;
const LIVE_STATUSES = WELLNESS_GOAL_STATUSES.filter((s) => s !== "deleted");

const withResources = (version: number) =>
  ({ goalRow: { include: { resources: { where: visibleAt(version), orderBy: { createdAt: "asc" } } } } }) as const;

const field = (i: number, key: string): string => `body.goal_actions.${i}.${key}`;

/** Goal and action must come from the catalogue (the table's pickers); deleted rows are taken as they are. */
function catalogueErrors(actions: readonly GoalAction[]): FieldError[] {
  const errors: FieldError[] = [];
  actions.forEach((a, i) => {
    if (a.status === "deleted") return;
    const known = WELLNESS_GOAL_CATALOGUE[a.goal];
    if (!known) errors.push({ field: field(i, "goal"), reason: WELLNESS_PLAN_MESSAGES.unknownGoal });
    else if (!known.includes(a.action)) {
      errors.push({ field: field(i, "action"), reason: WELLNESS_PLAN_MESSAGES.unknownAction });
    }
  });
  return errors;
}

/**
 * The goal rows of the plan (spec 2 §3 'Goal', §4 'Goal rows'; spec 3 §4). A save sends only new, edited and
 * deleted rows and becomes a new plan version: the rows of the version saved from are carried over, then the
 * rows sent are applied. Rows are listed in the order they were created (the portal reverses the list).
 */
export function createWellnessGoalService(prisma: PrismaClient): WellnessGoalService {
  async function apply(
    tx: Prisma.TransactionClient,
    planId: string,
    version: number,
    actions: readonly GoalAction[],
    userId: string,
  ): Promise<void> {
    const top = await tx.wellnessGoal.aggregate({ where: { planId }, _max: { seq: true } });
    let seq = top._max.seq ?? 0;
    for (const [i, a] of actions.entries()) {
      const values = {
        goal: a.goal,
        action: a.action,
        status: savedStatus(a.status),
        startDate: dateColumn(a.start_date),
        targetDate: dateColumn(a.target_date),
        updatedById: userId,
        ...(a.notes !== undefined ? { notes: a.notes } : {}),
      };
      if (a.goal_action_id) {
        const changed = await tx.wellnessGoalVersion.updateMany({
          where: { goalId: a.goal_action_id, planId, planVersion: version },
          data: { ...values, ...(a.progress !== undefined ? { progress: a.progress } : {}) },
        });
        if (changed.count === 0) {
          throw badRequest(WELLNESS_PLAN_MESSAGES.goalNotFound, [
            { field: field(i, "goal_action_id"), reason: WELLNESS_PLAN_MESSAGES.goalNotFound },
          ]);
        }
        continue;
      }
      seq += 1;
      const row = await tx.wellnessGoal.create({ data: { planId, seq, createdById: userId } });
      await tx.wellnessGoalVersion.create({
        data: {
          ...values,
          goalId: row.id,
          planId,
          planVersion: version,
          seq,
          progress: a.progress || DEFAULT_PROGRESS,
        },
      });
    }
  }

  /** One row per goal and action among the rows that are not deleted (a goal is "occupied" by its actions). */
  async function requireDistinctActions(
    tx: Prisma.TransactionClient,
    planId: string,
    version: number,
    sent: readonly GoalAction[],
  ): Promise<void> {
    const rows = await tx.wellnessGoalVersion.findMany({
      where: { planId, planVersion: version, status: { not: "deleted" } },
      select: { goal: true, action: true },
    });
    const seen = new Map<string, number>();
    for (const r of rows) seen.set(`${r.goal}\u0000${r.action}`, (seen.get(`${r.goal}\u0000${r.action}`) ?? 0) + 1);
    const errors = sent.flatMap((a, i) =>
      a.status !== "deleted" && (seen.get(`${a.goal}\u0000${a.action}`) ?? 0) > 1
        ? [{ field: field(i, "action"), reason: WELLNESS_PLAN_MESSAGES.duplicateAction }]
        : [],
    );
    if (errors.length > 0) throw badRequest(WELLNESS_PLAN_MESSAGES.duplicateAction, errors);
  }

  async function liveGoals(planId: string, version: number): Promise<WellnessGoal[]> {
    const rows = await prisma.wellnessGoalVersion.findMany({
      where: { planId, planVersion: version, status: { not: "deleted" } },
      orderBy: { seq: "asc" },
      include: withResources(version),
    });
    return rows.map(toGoal);
  }

  return {
    async list(user, q) {
      const customer = await requireCustomer(prisma, user, q.customer_id);
      const plan = await findPlan(prisma, customer.owner);
      const latest = plan?.currentVersion ?? 0;
      if (q.version !== undefined && q.version > latest) throw versionNotFound();
      if (!plan || latest === 0) return { data: [], lastEvaluatedKey: null };
      const version = q.version ?? latest;
      const cursor = q.last_evaluated_key ? decodeWellnessGoalCursor(q.last_evaluated_key) : null;
      if (cursor && cursor.version !== version) {
        // A key of an older latest version: the plan moved on since the first page.
        throw badRequest("Invalid last_evaluated_key", [
          { field: "query.last_evaluated_key", reason: "not a cursor of this version" },
        ]);
      }
      const rows = await prisma.wellnessGoalVersion.findMany({
        where: {
          planId: plan.id,
          planVersion: version,
          status: { in: q.status ?? LIVE_STATUSES },
          ...(cursor ? { seq: { gt: cursor.seq } } : {}),
        },
        orderBy: { seq: "asc" },
        take: q.limit + 1,
        include: withResources(version),
      });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      return {
        data: page.map(toGoal),
        lastEvaluatedKey: rows.length > q.limit && last ? encodeWellnessGoalCursor({ version, seq: last.seq }) : null,
      };
    },

    async save(user, body) {
      const customer = await requireCustomer(prisma, user, body.customer_id);
      const errors = catalogueErrors(body.goal_actions);
      if (errors.length > 0) throw badRequest(errors[0]?.reason ?? WELLNESS_PLAN_MESSAGES.unknownGoal, errors);
      const next = await prisma.$transaction(async (tx) => {
        const opened = await openNextVersion(tx, customer.owner, body.current_version, {
          lastUpdatedById: user.sub,
          careAgentId: body.careagent_id,
        });
        await copyPlanText(tx, opened.planId, body.current_version, opened.version, user.sub);
        await copyGoalRows(tx, opened.planId, body.current_version, opened.version);
        await apply(tx, opened.planId, opened.version, body.goal_actions, user.sub);
        await requireDistinctActions(tx, opened.planId, opened.version, body.goal_actions);
        return opened;
      });
      return { current_version: next.version, goals: await liveGoals(next.planId, next.version) };
    },

    async actionMap(user, customerId) {
      const customer = await requireCustomer(prisma, user, customerId);
      const plan = await findPlan(prisma, customer.owner);
      const rows =
        plan && plan.currentVersion > 0
          ? await prisma.wellnessGoalVersion.findMany({
              where: { planId: plan.id, planVersion: plan.currentVersion, status: { not: "deleted" } },
              orderBy: { seq: "asc" },
              select: { goalId: true, goal: true, action: true },
            })
          : [];
      return {
        goals: Object.entries(WELLNESS_GOAL_CATALOGUE).map(([goal, actionNames]) => {
          const ofGoal = rows.filter((r) => r.goal === goal);
          const actions = actionNames.map((actionName) => {
            const rowId = ofGoal.filter((r) => r.action === actionName).map((r) => r.goalId);
            return { actionName, selected: rowId.length > 0, rowId };
          });
          return { goal, occupied: actions.every((a) => a.selected), rowIds: ofGoal.map((r) => r.goalId), actions };
        }),
      };
    },
  };
}
