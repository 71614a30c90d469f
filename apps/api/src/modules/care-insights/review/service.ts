import type { z } from "zod";
import type { AccessClaims, CareInsight, careInsightRoutes } from "@care/contracts";
import type { CareInsightStatus, CareInsightType, Prisma } from "@care/db";
import type { OutboxMessage } from "@care/infra";
import { insightScope } from "../../../access/senior-visibility.js";
import { conflict } from "../../../errors.js";
import type { BulkResult } from "../actions/service.js";
import type { CareInsightDeps } from "../deps.js";
import { requireInsight, requireInsights } from "../insight-access.js";
import { insightInclude, toCareInsight } from "../mappers.js";
import { expandStatuses, isEndOffset, toPage, type Page } from "../query-helpers.js";
import { applyMove, assertTransition, type TransitionCall } from "../transitions.js";

type ReviewQuery = z.output<typeof careInsightRoutes.review.querystring>;

export interface ReviewService {
  queue(user: AccessClaims, q: ReviewQuery): Promise<Page<CareInsight>>;
  approve(user: AccessClaims, id: string): Promise<CareInsight>;
  approveWithEdit(user: AccessClaims, id: string, message: string): Promise<CareInsight>;
  approveSummary(user: AccessClaims, id: string, message: string | undefined): Promise<CareInsight>;
  deny(user: AccessClaims, id: string): Promise<CareInsight>;
  bulkDeny(user: AccessClaims, ids: readonly string[]): Promise<BulkResult>;
}

/** Only these types are written for review (spec 2 §2 admin review queue). */
const REVIEWED_TYPES: CareInsightType[] = ["alert", "summary", "facility_summary"];

/**
 * An approval that carries a message different from the current one is approved_with_edit, the original kept;
 * the same text (after trimming) is a plain approval: nothing was edited.
 */
const approvalStatus = (current: string, edited: string | undefined): CareInsightStatus =>
  edited !== undefined && edited !== current ? "approved_with_edit" : "approved";

/** The admin review queue and the approver's decisions (spec 2 §4), each a transaction with its fan-out. */
export function createReviewService(deps: CareInsightDeps): ReviewService {
  const { prisma, transactWithJobs } = deps;

  async function decide(
    user: AccessClaims,
    id: string,
    call: TransitionCall,
    target: (insight: { message: string }) => CareInsightStatus,
    message?: string,
  ): Promise<CareInsight> {
    return transactWithJobs(async (tx) => {
      const insight = await requireInsight(tx, user, id);
      const to = target(insight);
      assertTransition(call, insight, to);
      const jobs = await applyMove(tx, { insight, to, actorId: user.sub, message });
      const row = await tx.careInsight.findUniqueOrThrow({ where: { id }, include: insightInclude });
      return { result: toCareInsight(row), jobs };
    });
  }

  return {
    async queue(user, q) {
      if (isEndOffset(q.offset)) return toPage([], q.offset, q.limit, 0);
      const where: Prisma.CareInsightWhereInput = {
        AND: [
          insightScope(user),
          { type: { in: q.insight_type ?? REVIEWED_TYPES }, status: { in: expandStatuses(q.status) } },
        ],
      };
      // Newest first by the last change: for queued items that is when they were sent for approval.
      const order = q.desc ? "desc" : "asc";
      const [total, rows] = await Promise.all([
        prisma.careInsight.count({ where }),
        prisma.careInsight.findMany({
          where,
          include: insightInclude,
          orderBy: [{ updatedAt: order }, { id: order }],
          skip: q.offset,
          take: q.limit,
        }),
      ]);
      return toPage(rows.map(toCareInsight), q.offset, q.limit, total);
    },

    approve: (user, id) => decide(user, id, "approve", () => "approved"),
    approveWithEdit: (user, id, message) =>
      decide(user, id, "approve", (i) => approvalStatus(i.message, message), message),
    approveSummary: (user, id, message) =>
      decide(user, id, "approveSummary", (i) => approvalStatus(i.message, message), message),
    deny: (user, id) => decide(user, id, "deny", () => "denied"),

    async bulkDeny(user, ids) {
      return transactWithJobs(async (tx) => {
        const rows = await requireInsights(tx, user, ids);
        const refused = rows.filter((r) => r.status !== "sent_for_approval");
        if (refused.length > 0) {
          throw conflict(
            `Only insights sent for approval can be denied; refused: ${refused.map((r) => `${r.id} (${r.status})`).join(", ")}`,
          );
        }
        const jobs: OutboxMessage[] = [];
        for (const insight of rows) jobs.push(...(await applyMove(tx, { insight, to: "denied", actorId: user.sub })));
        return { result: { updated: rows.length, care_insight_ids: rows.map((r) => r.id) }, jobs };
      });
    },
  };
}
