import type { z } from "zod";
import { todayIso, type AccessClaims, type WellnessPlan, type wellnessPlanRoutes } from "@care/contracts";
import type { PrismaClient, WellnessPlan as PlanRow, WellnessPlanVersion } from "@care/db";
import { badRequest, notFound } from "../../errors.js";
import { dateColumn, isoDate } from "../medical/shared/dates.js";
import { requireCustomer, type PlanCustomer } from "./customer.js";
import { copyGoalRows, findPlan, openNextVersion, staffNames } from "./repo.js";

type R = typeof wellnessPlanRoutes;
type GetQuery = z.output<R["getWellnessPlan"]["querystring"]>;
type SaveBody = z.output<R["saveWellnessPlan"]["body"]>;
type ListItem = { seq: number; value: string };

export interface WellnessPlanService {
  get(user: AccessClaims, q: GetQuery): Promise<WellnessPlan>;
  save(user: AccessClaims, body: SaveBody): Promise<WellnessPlan>;
}

const listItems = (v: unknown): ListItem[] => (Array.isArray(v) ? (v as ListItem[]) : []);

/** A plan version not on record (below 1 or above the newest) is 404, like a plan of a senior out of scope. */
export const versionNotFound = (): Error => notFound("Wellness plan version");

function emptyPlan(customer: PlanCustomer): WellnessPlan {
  return {
    customer_id: customer.customerId,
    senior_id: customer.senior.id,
    caregiver_id: customer.caregiverId,
    customer_name: customer.name,
    careagent_id: null,
    created_date: null,
    current_version: 0,
    last_version: 0,
    last_available_version: 0,
    is_latest_version: true,
    last_updated_by: null,
    last_updated_by_name: null,
    last_updated_date: null,
    modification_date: null,
    wellness_plan_date_started: null,
    wellness_plan_details: {
      situation: null,
      background: null,
      assessment: null,
      recommendations: null,
      member_priorities: [],
      challenges: [],
    },
  };
}

function toPlan(
  customer: PlanCustomer,
  plan: PlanRow,
  v: WellnessPlanVersion,
  updatedByName: string | null,
): WellnessPlan {
  return {
    ...emptyPlan(customer),
    careagent_id: v.careAgentId,
    created_date: plan.createdAt.toISOString(),
    current_version: v.version,
    last_version: plan.currentVersion,
    last_available_version: plan.currentVersion,
    is_latest_version: v.version === plan.currentVersion,
    last_updated_by: v.updatedById,
    last_updated_by_name: updatedByName,
    last_updated_date: v.createdAt.toISOString(),
    modification_date: plan.updatedAt.toISOString(),
    wellness_plan_date_started: isoDate(plan.startedAt),
    wellness_plan_details: {
      situation: v.situation,
      background: v.background,
      assessment: v.assessment,
      recommendations: v.recommendations,
      member_priorities: listItems(v.memberPriorities),
      challenges: listItems(v.challenges),
    },
  };
}

/**
 * The SBAR text of a wellness plan, a senior's or a caregiver's (spec 2 §3, §4). Every save is a new version; the
 * text of older versions stays readable. The goal rows of the version saved from are carried into the new one.
 */
export function createWellnessPlanService(prisma: PrismaClient): WellnessPlanService {
  async function planAt(customer: PlanCustomer, version: number | undefined): Promise<WellnessPlan> {
    const plan = await findPlan(prisma, customer.owner);
    if (!plan || plan.currentVersion === 0) {
      if (version !== undefined) throw versionNotFound();
      return emptyPlan(customer);
    }
    const v = await prisma.wellnessPlanVersion.findUnique({
      where: { planId_version: { planId: plan.id, version: version ?? plan.currentVersion } },
    });
    if (!v) throw versionNotFound();
    const names = await staffNames(prisma, [v.updatedById]);
    return toPlan(customer, plan, v, v.updatedById ? (names.get(v.updatedById) ?? null) : null);
  }

  return {
    async get(user, q) {
      return planAt(await requireCustomer(prisma, user, q.customer_id), q.version);
    },

    async save(user, body) {
      const customer = await requireCustomer(prisma, user, body.customer_id);
      const { senior } = customer;
      if (body.careagent_id) {
        const agent = await prisma.staffUser.findUnique({ where: { id: body.careagent_id }, select: { id: true } });
        if (!agent) {
          throw badRequest("Care agent not found", [{ field: "body.careagent_id", reason: "Care agent not found" }]);
        }
      }
      const details = body.wellness_plan_details;
      const version = await prisma.$transaction(async (tx) => {
        const existing = await findPlan(tx, customer.owner);
        // wellness_plan_date_started: as sent, else the day of the first save (in the senior's zone).
        const startedAt =
          body.wellness_plan_date_started !== undefined
            ? dateColumn(body.wellness_plan_date_started)
            : existing?.startedAt
              ? undefined
              : dateColumn(todayIso(senior.timezone));
        const next = await openNextVersion(tx, customer.owner, body.current_version, {
          lastUpdatedById: user.sub,
          careAgentId: body.careagent_id,
          startedAt,
        });
        await tx.wellnessPlanVersion.create({
          data: {
            planId: next.planId,
            version: next.version,
            situation: details.situation,
            background: details.background,
            assessment: details.assessment,
            recommendations: details.recommendations,
            memberPriorities: details.member_priorities,
            challenges: details.challenges,
            careAgentId: body.careagent_id ?? existing?.careAgentId ?? null,
            updatedById: user.sub,
          },
        });
        await copyGoalRows(tx, next.planId, body.current_version, next.version);
        return next.version;
      });
      return planAt(customer, version);
    },
  };
}
