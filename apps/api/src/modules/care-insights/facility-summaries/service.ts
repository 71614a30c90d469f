import type { z } from "zod";
import { hasAnyRole, type AccessClaims, type CareInsight, type careInsightRoutes } from "@care/contracts";
import type { Prisma } from "@care/db";
import { insightScope, isApprover, requireSenior } from "../../../access/senior-visibility.js";
import { AppError, notFound } from "../../../errors.js";
import type { CareInsightDeps } from "../deps.js";
import { forReader, statusesFor } from "../insight-access.js";
import { insightInclude, toCareInsight } from "../mappers.js";
import { expandStatuses, isEndOffset, toPage, type Page } from "../query-helpers.js";

type ListQuery = z.output<typeof careInsightRoutes.allFacility.querystring>;
type MarkBody = z.output<typeof careInsightRoutes.markRead.body>;

export interface MarkReadResult {
  marked: number;
  care_insight_ids: string[];
}

export interface FacilitySummaryService {
  list(user: AccessClaims, q: ListQuery): Promise<Page<CareInsight & { is_read: boolean | null }>>;
  markRead(user: AccessClaims, body: MarkBody): Promise<MarkReadResult>;
}

const APPROVED = expandStatuses(["approved"]);

/** Read marks are a facility agent's own (spec 1 §6: only agency agents get highlighting and mark-as-read). */
const readsFor = (user: AccessClaims): boolean => hasAnyRole(user.roles, ["FACILITY_AGENT"]);

/** Agency summaries ('Agency Summary', type facility_summary) of a facility, and their read marks. */
export function createFacilitySummaryService(deps: CareInsightDeps): FacilitySummaryService {
  const { prisma } = deps;

  return {
    async list(user, q) {
      // A facility agent may name only the facility in their token; any other id looks like a missing one.
      if (!isApprover(user) && user.facility_info?.facility_id !== q.facility_id) throw notFound("Facility");
      const facility = await prisma.facility.findUnique({ where: { id: q.facility_id }, select: { id: true } });
      if (!facility) throw notFound("Facility");
      if (isEndOffset(q.offset)) return toPage([], q.offset, q.limit, 0);
      const where: Prisma.CareInsightWhereInput = {
        AND: [
          insightScope(user),
          {
            type: "facility_summary",
            facilityId: facility.id,
            // Facility agents get approved summaries whatever status they ask for (statusesFor).
            status: { in: statusesFor(user, expandStatuses(q.status)) ?? [] },
            ...(q.senior_id ? { seniorId: q.senior_id } : {}),
            ...(q.start_timestamp || q.end_timestamp
              ? { createdAt: { ...(q.start_timestamp ? { gte: q.start_timestamp } : {}), lte: q.end_timestamp } }
              : {}),
          },
        ],
      };
      const withReads = readsFor(user);
      const [total, rows] = await Promise.all([
        prisma.careInsight.count({ where }),
        prisma.careInsight.findMany({
          where,
          include: { ...insightInclude, reads: { where: { userId: user.sub }, select: { userId: true } } },
          orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
          skip: q.offset,
          take: q.limit,
        }),
      ]);
      const items = rows.map((r) => ({
        ...forReader(user, toCareInsight(r)),
        is_read: withReads ? r.reads.length > 0 : null,
      }));
      return toPage(items, q.offset, q.limit, total);
    },

    async markRead(user, body) {
      // The facility boundary of requireSenior keeps a facility agent to their own residents (404 otherwise).
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const ids = [...new Set(body.care_insight_id)];
      const found = await prisma.careInsight.findMany({
        where: {
          id: { in: ids },
          seniorId: senior.id,
          type: "facility_summary",
          status: { in: APPROVED },
          facilityId: user.facility_info?.facility_id ?? "",
        },
        select: { id: true },
      });
      if (found.length !== ids.length) {
        const known = new Set(found.map((f) => f.id));
        throw new AppError("NOT_FOUND", "Care insight not found", {
          fields: ids
            .filter((id) => !known.has(id))
            .map((id) => ({
              field: "care_insight_id",
              reason: `${id} is not an approved agency summary of this resident`,
            })),
        });
      }
      // Marking twice is harmless: the second mark keeps the first read time.
      const created = await prisma.careInsightRead.createMany({
        data: ids.map((insightId) => ({ insightId, userId: user.sub })),
        skipDuplicates: true,
      });
      return { marked: created.count, care_insight_ids: ids };
    },
  };
}
