import type { z } from "zod";
import type { AccessClaims, careInsightRoutes } from "@care/contracts";
import type { Prisma } from "@care/db";
import { requireSenior, seniorScope } from "../../http/scope.js";
import type { CareInsightDeps } from "./deps.js";
import { fullName } from "./mappers.js";
import { isEndOffset, toPage, type Page } from "./query-helpers.js";

type ListQuery = z.output<typeof careInsightRoutes.milestones.querystring>;

export interface MilestoneItem {
  event_id: string;
  senior_id: string;
  senior_name: string;
  measurement_type: string;
  milestone: string;
  milestone_ordinal: number;
  status: string | null;
  created_date: string;
  last_submitted: string | null;
  modification_date: string;
}

export interface MilestoneService {
  list(user: AccessClaims, q: ListQuery): Promise<Page<MilestoneItem>>;
}

/** CI range milestones (admin page ci-range-milestones, 10 a page), for one senior or every senior in scope. */
export function createMilestoneService(deps: CareInsightDeps): MilestoneService {
  const { prisma } = deps;
  return {
    async list(user, q) {
      // Without a senior the list follows the caller's default scope (a care agent: their assigned seniors).
      const seniorWhere: Prisma.MilestoneWhereInput = q.senior_id
        ? { seniorId: (await requireSenior(prisma, user, q.senior_id, q.account_id)).id }
        : { senior: seniorScope(user) };
      if (isEndOffset(q.offset)) return toPage([], q.offset, q.limit, 0);
      const where: Prisma.MilestoneWhereInput = {
        ...seniorWhere,
        ...(q.measurement_type ? { measurementType: q.measurement_type } : {}),
      };
      const [total, rows] = await Promise.all([
        prisma.milestone.count({ where }),
        prisma.milestone.findMany({
          where,
          include: { senior: { select: { firstName: true, lastName: true } } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: q.offset,
          take: q.limit,
        }),
      ]);
      const items = rows.map((m) => ({
        event_id: m.id,
        senior_id: m.seniorId,
        senior_name: fullName(m.senior),
        measurement_type: m.measurementType,
        milestone: m.milestone,
        milestone_ordinal: m.ordinal,
        status: m.status,
        created_date: m.createdAt.toISOString(),
        last_submitted: m.lastSubmitted?.toISOString() ?? null,
        modification_date: m.modifiedAt.toISOString(),
      }));
      return toPage(items, q.offset, q.limit, total);
    },
  };
}
