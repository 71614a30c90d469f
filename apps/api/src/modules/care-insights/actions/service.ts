import type { z } from "zod";
import { CARE_INSIGHT_MESSAGES, type AccessClaims, type CareInsight, type careInsightRoutes } from "@care/contracts";
import type { CareInsightType } from "@care/db";
import type { OutboxMessage } from "@care/infra";
import { isApprover } from "../../../access/senior-visibility.js";
import { AppError, conflict } from "../../../errors.js";
import type { CareInsightDeps } from "../deps.js";
import { requireInsight, requireInsights, requireSeniorOr } from "../insight-access.js";
import { insightInclude, toCareInsight } from "../mappers.js";
import { applyMove, assertTransition, fanoutJobs } from "../transitions.js";

type UpdateBody = z.output<typeof careInsightRoutes.updateInsight.body>;
type BulkBody = z.output<typeof careInsightRoutes.updateStatus.body>;
type SummaryBody = z.output<typeof careInsightRoutes.createSummary.body>;
type AlertBody = z.output<typeof careInsightRoutes.createAlert.body>;

export interface BulkResult {
  updated: number;
  care_insight_ids: string[];
}

export interface ActionsService {
  update(user: AccessClaims, body: UpdateBody): Promise<CareInsight>;
  bulkNoAction(user: AccessClaims, body: BulkBody): Promise<BulkResult>;
  createSummary(user: AccessClaims, body: SummaryBody): Promise<CareInsight>;
  createAlert(user: AccessClaims, body: AlertBody): Promise<CareInsight>;
}

interface NewInsight {
  seniorId: string;
  accountId: string | undefined;
  type: Extract<CareInsightType, "summary" | "facility_summary" | "alert">;
  message: string;
  vitalType?: string;
  failure: string;
}

/** What care agents do with alerts (update, bulk no_action) and what staff write (summaries, alert messages). */
export function createActionsService(deps: CareInsightDeps): ActionsService {
  const { prisma, transactWithJobs } = deps;

  /**
   * A written insight enters the approval queue, unless its author may approve: an approver's own text is
   * approved at once (asking them to approve themselves would add nothing).
   */
  async function create(user: AccessClaims, input: NewInsight): Promise<CareInsight> {
    const senior = await requireSeniorOr(prisma, user, input.seniorId, input.accountId, input.failure);
    if (input.type === "facility_summary" && !senior.facilityId) {
      throw new AppError("CONFLICT", input.failure, {
        fields: [{ field: "insight_type", reason: "an agency summary needs a senior who belongs to a facility" }],
      });
    }
    const status = isApprover(user) ? "approved" : "sent_for_approval";
    return transactWithJobs(async (tx) => {
      const row = await tx.careInsight.create({
        data: {
          seniorId: senior.id,
          facilityId: senior.facilityId,
          type: input.type,
          kind: input.type,
          status,
          message: input.message,
          vitalType: input.vitalType ?? null,
          createdById: user.sub,
          updatedById: user.sub,
          history: { create: { fromStatus: null, toStatus: status, message: input.message, changedById: user.sub } },
        },
        include: insightInclude,
      });
      return { result: toCareInsight(row), jobs: fanoutJobs(row.id, row.type, status) };
    });
  }

  return {
    async update(user, body) {
      return transactWithJobs(async (tx) => {
        const insight = await requireInsight(tx, user, body.care_insight_id);
        assertTransition("update", insight, body.status);
        // The note is trimmed by the contract; an empty note keeps the current text.
        const message = body.message ? body.message : undefined;
        if (body.status === "sent_for_approval" && !message && !insight.message.trim()) {
          throw conflict("A message is needed to send this alert for approval");
        }
        const jobs = await applyMove(tx, { insight, to: body.status, actorId: user.sub, message });
        const row = await tx.careInsight.findUniqueOrThrow({ where: { id: insight.id }, include: insightInclude });
        return { result: toCareInsight(row), jobs };
      });
    },

    async bulkNoAction(user, body) {
      return transactWithJobs(async (tx) => {
        const rows = await requireInsights(tx, user, body.care_insight_ids);
        const refused = rows.filter((r) => r.type !== "alert" || (r.status !== "new" && r.status !== "abandoned"));
        if (refused.length > 0) {
          throw conflict(
            `Only new or abandoned alerts can move to no_action; refused: ${refused
              .map((r) => `${r.id} (${r.type}, ${r.status})`)
              .join(", ")}`,
          );
        }
        const jobs: OutboxMessage[] = [];
        for (const insight of rows)
          jobs.push(...(await applyMove(tx, { insight, to: "no_action", actorId: user.sub })));
        return { result: { updated: rows.length, care_insight_ids: rows.map((r) => r.id) }, jobs };
      });
    },

    createSummary: (user, body) =>
      create(user, {
        seniorId: body.senior_id,
        accountId: body.account_id,
        type: body.insight_type,
        message: body.message,
        failure: CARE_INSIGHT_MESSAGES.summaryFailed,
      }),

    createAlert: (user, body) =>
      create(user, {
        seniorId: body.senior_id,
        accountId: body.account_id,
        type: "alert",
        message: body.message,
        vitalType: body.vital_type,
        failure: CARE_INSIGHT_MESSAGES.alertFailed,
      }),
  };
}
