import type { z } from "zod";
import {
  SORT_WEIGHTS,
  type AccessClaims,
  type CareInsight,
  type CareInsightStatus,
  type careInsightRoutes,
} from "@care/contracts";
import { Prisma, type CareInsightType } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { notFound } from "../../../errors.js";
import type { CareInsightDeps } from "../deps.js";
import { forReader, statusesFor } from "../insight-access.js";
import { fullName, insightInclude, toCareInsight } from "../mappers.js";
import { expandStatuses, insightTypeWhere, isEndOffset, resolveWindow, toPage, type Page } from "../query-helpers.js";

type HistoryQuery = z.output<typeof careInsightRoutes.history.querystring>;
type AllQuery = z.output<typeof careInsightRoutes.all.querystring>;
type SubHistoryQuery = z.output<typeof careInsightRoutes.subHistory.querystring>;

export interface StatusHistoryItem {
  id: string;
  care_insight_id: string;
  from_status: CareInsightStatus | null;
  to_status: CareInsightStatus;
  message: string | null;
  changed_by: string | null;
  changed_by_name: string | null;
  changed_at: string;
}

export interface HistoryService {
  list(user: AccessClaims, q: HistoryQuery): Promise<Page<CareInsight>>;
  subHistory(user: AccessClaims, q: SubHistoryQuery): Promise<StatusHistoryItem[]>;
  messages(user: AccessClaims, q: AllQuery): Promise<Page<CareInsight & { sort_weight: number }>>;
}

/** A facility summary is a summary for ordering purposes; types without a weight (milestone, resources) sort last. */
export function sortWeight(type: CareInsightType): number {
  if (type === "facility_summary") return SORT_WEIGHTS.summary;
  return (SORT_WEIGHTS as Record<string, number>)[type] ?? 0;
}

// Built from our own constants (never from input), so raw SQL is safe here.
const WEIGHT_SQL = Prisma.raw(
  `CASE type::text ${Object.entries({ ...SORT_WEIGHTS, facility_summary: SORT_WEIGHTS.summary })
    .map(([type, weight]) => `WHEN '${type.replace(/[^a-z_]/g, "")}' THEN ${Math.trunc(weight)}`)
    .join(" ")} ELSE 0 END`,
);

export function createHistoryService(deps: CareInsightDeps): HistoryService {
  const { prisma } = deps;

  return {
    /** History and the action-type query: one senior, a window, optional status and insight_type filters. */
    async list(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      if (isEndOffset(q.offset)) return toPage([], q.offset, q.limit, 0);
      const statuses = statusesFor(user, q.status ? expandStatuses(q.status) : null);
      const where: Prisma.CareInsightWhereInput = {
        seniorId: senior.id,
        createdAt: resolveWindow(q.start_timestamp, q.end_timestamp),
        ...(statuses ? { status: { in: statuses } } : {}),
        ...insightTypeWhere(q.insight_type),
      };
      const order = q.desc ? "desc" : "asc";
      const [total, rows] = await Promise.all([
        prisma.careInsight.count({ where }),
        prisma.careInsight.findMany({
          where,
          include: insightInclude,
          orderBy: [{ createdAt: order }, { id: order }],
          skip: q.offset,
          take: q.limit,
        }),
      ]);
      return toPage(
        rows.map((r) => forReader(user, toCareInsight(r))),
        q.offset,
        q.limit,
        total,
      );
    },

    async subHistory(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id);
      // Approved-only readers see approved insights, and of their history only the approved text (no original).
      const approved = statusesFor(user, null);
      const insight = await prisma.careInsight.findFirst({
        where: { id: q.care_insight_id, seniorId: senior.id, ...(approved ? { status: { in: approved } } : {}) },
        select: { id: true },
      });
      if (!insight) throw notFound("Care insight");
      const rows = await prisma.careInsightStatusHistory.findMany({
        where: { insightId: insight.id, ...(approved ? { toStatus: { in: approved } } : {}) },
        orderBy: [{ changedAt: "asc" }, { id: "asc" }],
      });
      const actorIds = [...new Set(rows.map((r) => r.changedById).filter((id): id is string => id !== null))];
      const actors = await prisma.staffUser.findMany({
        where: { id: { in: actorIds } },
        select: { id: true, firstName: true, lastName: true },
      });
      const names = new Map(actors.map((a) => [a.id, fullName(a)]));
      return rows.map((r) => ({
        id: r.id,
        care_insight_id: r.insightId,
        from_status: r.fromStatus,
        to_status: r.toStatus,
        message: r.message,
        changed_by: r.changedById,
        changed_by_name: r.changedById ? (names.get(r.changedById) ?? null) : null,
        changed_at: r.changedAt.toISOString(),
      }));
    },

    /**
     * A senior's messages ordered by the spec's weights, then newest first. The order is computed in SQL so
     * that paging stays correct across weight groups.
     */
    async messages(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      if (isEndOffset(q.offset)) return toPage([], q.offset, q.limit, 0);
      const window = resolveWindow(q.start_timestamp, q.end_timestamp);
      const statuses = statusesFor(user, q.status ? expandStatuses(q.status) : null);
      const statusSql = statuses ? Prisma.sql`AND status::text = ANY(${statuses})` : Prisma.empty;
      const ids = await prisma.$queryRaw<{ id: string }[]>`
        SELECT id::text AS id FROM care_insight
        WHERE senior_id = ${senior.id}::uuid AND created_at >= ${window.gte} AND created_at <= ${window.lte} ${statusSql}
        ORDER BY ${WEIGHT_SQL} DESC, created_at DESC, id
        OFFSET ${q.offset} LIMIT ${q.limit}`;
      const [total, rows] = await Promise.all([
        prisma.careInsight.count({
          where: { seniorId: senior.id, createdAt: window, ...(statuses ? { status: { in: statuses } } : {}) },
        }),
        prisma.careInsight.findMany({ where: { id: { in: ids.map((r) => r.id) } }, include: insightInclude }),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const items = ids.flatMap(({ id }) => {
        const row = byId.get(id);
        return row ? [{ ...forReader(user, toCareInsight(row)), sort_weight: sortWeight(row.type) }] : [];
      });
      return toPage(items, q.offset, q.limit, total);
    },
  };
}
