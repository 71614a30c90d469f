import { QUEUES, type InsightFanoutJob } from "@care/contracts";
import type { CareInsightStatus, CareInsightType, Prisma } from "@care/db";
import type { OutboxMessage } from "@care/infra";
import { conflict } from "../../errors.js";

/**
 * The care-insight state machine (spec 2 §4). Generated alerts start `new`; a care agent sends one for approval
 * (with their message) or closes it as no_action; an approver approves, approves with an edit, or denies.
 * Everything else is refused with 409. docs/care-insights.md has the same table.
 */
export const TRANSITIONS: Readonly<Record<CareInsightStatus, readonly CareInsightStatus[]>> = {
  new: ["sent_for_approval", "no_action"],
  abandoned: ["sent_for_approval", "no_action"],
  sent_for_approval: ["approved", "approved_with_edit", "denied"],
  approved: [],
  approved_with_edit: [],
  denied: [],
  no_action: [],
  sent: [],
};

const SUMMARY_TYPES: readonly CareInsightType[] = ["summary", "facility_summary"];
export const isSummaryType = (type: CareInsightType): boolean => SUMMARY_TYPES.includes(type);

/** Which call may move an insight to which statuses, and for which insight types. */
export type TransitionCall = "update" | "approve" | "approveSummary" | "deny";
const CALLS: Record<TransitionCall, { targets: readonly CareInsightStatus[]; types: (t: CareInsightType) => boolean }> =
  {
    update: { targets: ["sent_for_approval", "no_action"], types: (t) => t === "alert" },
    approve: { targets: ["approved", "approved_with_edit"], types: (t) => !isSummaryType(t) },
    approveSummary: { targets: ["approved", "approved_with_edit"], types: isSummaryType },
    deny: { targets: ["denied"], types: () => true },
  };

const CALL_HINT: Record<TransitionCall, string> = {
  update: "update-insight acts on alerts only",
  approve: "summaries and agency summaries are approved with PUT /api/careinsights/approve-summary",
  approveSummary: "only summaries and agency summaries are approved here; alerts use PUT /api/careinsights/approve",
  deny: "",
};

/** Throws 409 with a message naming the refused move; returns nothing when the move is allowed. */
export function assertTransition(
  call: TransitionCall,
  insight: { id: string; type: CareInsightType; status: CareInsightStatus },
  to: CareInsightStatus,
): void {
  const rule = CALLS[call];
  if (!rule.types(insight.type)) {
    throw conflict(`Care insight ${insight.id} is of type ${insight.type}: ${CALL_HINT[call]}`);
  }
  if (!rule.targets.includes(to) || !TRANSITIONS[insight.status].includes(to)) {
    const allowed = TRANSITIONS[insight.status].filter((s) => rule.targets.includes(s));
    throw conflict(
      `Care insight ${insight.id} cannot move from ${insight.status} to ${to}` +
        (allowed.length > 0 ? ` (allowed here: ${allowed.join(", ")})` : ""),
    );
  }
}

/**
 * The realtime event announced when an insight enters a status: entering the queue tells approvers
 * (approve-alert / approve-summary, the 'approve' view state); approval tells the care team
 * (alert- / summary-action-notification) or the agency (facility-summary-action-notification). Denial and
 * no_action announce nothing.
 */
export function fanoutEvent(type: CareInsightType, to: CareInsightStatus): InsightFanoutJob["event"] | null {
  if (to === "sent_for_approval") {
    if (type === "alert") return "approve-alert";
    return isSummaryType(type) ? "approve-summary" : null;
  }
  if (to === "approved" || to === "approved_with_edit") {
    if (type === "alert") return "alert-action-notification";
    if (type === "summary") return "summary-action-notification";
    if (type === "facility_summary") return "facility-summary-action-notification";
  }
  return null;
}

export function fanoutJobs(careInsightId: string, type: CareInsightType, to: CareInsightStatus): OutboxMessage[] {
  const event = fanoutEvent(type, to);
  if (!event) return [];
  const payload: InsightFanoutJob = { care_insight_id: careInsightId, event };
  return [{ queue: QUEUES.insightFanout, payload }];
}

export interface MoveInput {
  insight: {
    id: string;
    type: CareInsightType;
    status: CareInsightStatus;
    message: string;
    originalMessage: string | null;
  };
  to: CareInsightStatus;
  actorId: string;
  /** New text; the history row records the message as it stands after the change. */
  message?: string;
}

/**
 * Applies one allowed move inside the caller's transaction: a conditional update (so two reviewers acting at
 * once cannot both win), the history row, and the fan-out job to write to the outbox.
 */
export async function applyMove(tx: Prisma.TransactionClient, move: MoveInput): Promise<OutboxMessage[]> {
  const { insight, to, actorId } = move;
  const message = move.message ?? insight.message;
  const updated = await tx.careInsight.updateMany({
    where: { id: insight.id, status: insight.status },
    data: {
      status: to,
      message,
      updatedById: actorId,
      // The first text (generated, or as written) is kept when the message is first changed; every later
      // version is in the status history, so no wording is ever lost.
      ...(message !== insight.message && insight.originalMessage === null ? { originalMessage: insight.message } : {}),
    },
  });
  if (updated.count !== 1) {
    throw conflict(`Care insight ${insight.id} was changed by someone else meanwhile; reload and try again`);
  }
  await tx.careInsightStatusHistory.create({
    data: { insightId: insight.id, fromStatus: insight.status, toStatus: to, message, changedById: actorId },
  });
  return fanoutJobs(insight.id, insight.type, to);
}
