import type { z } from "zod";
import {
  toMilestoneNotification,
  type AccessClaims,
  type careInsightRoutes,
  type MilestoneNotification,
} from "@care/contracts";
import type { Prisma } from "@care/db";
import { requireSenior, seniorScope } from "../../../access/senior-visibility.js";
import type { CareInsightDeps } from "../deps.js";
import { fullName } from "../mappers.js";
import { isEndOffset, toPage, type Page } from "../query-helpers.js";

type ListQuery = z.output<typeof careInsightRoutes.milestones.querystring>;

export type MilestoneItem = MilestoneNotification;

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
      const items = rows.map((m) => toMilestoneNotification(m, fullName(m.senior)));
      return toPage(items, q.offset, q.limit, total);
    },
  };
}
