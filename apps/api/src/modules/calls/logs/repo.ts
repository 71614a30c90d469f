import { fullName, type CallLogRow } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { reasonLabel } from "../scheduler/repo.js";

export const callLogInclude = {
  senior: { select: { accountId: true } },
  careAgent: { select: { firstName: true, middleName: true, lastName: true } },
} satisfies Prisma.CallLogInclude;

export type CallLogRecord = Prisma.CallLogGetPayload<{ include: typeof callLogInclude }>;

/** Action items are stored as [{seq, value}] (seq from 1, the order given) and answered as the list of texts. */
export function actionItemsJson(items: readonly string[]): Prisma.InputJsonValue {
  return items.map((value, i) => ({ seq: i + 1, value }));
}

function actionItemTexts(json: Prisma.JsonValue): string[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item) =>
    item !== null && typeof item === "object" && !Array.isArray(item) && typeof item.value === "string"
      ? [item.value]
      : [],
  );
}

const minutes = (seconds: number | null): number | null => (seconds === null ? null : Math.round(seconds / 60));
const asEnum = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

/** Picks the contract's fields. */
export function toCallLogRow(r: CallLogRecord): CallLogRow {
  return {
    call_log_id: r.id,
    account_id: r.senior.accountId,
    senior_id: r.seniorId,
    careagent_id: r.careAgentId,
    careagent_name: fullName(r.careAgent.firstName, r.careAgent.middleName, r.careAgent.lastName),
    call_id: r.callId,
    alarm_id: r.alarmId,
    start_time: r.startTime.toISOString(),
    call_time: r.callTime.toISOString(),
    duration: minutes(r.durationSeconds),
    call_direction: r.direction,
    call_reason: reasonLabel(r.reason),
    call_type: r.callType,
    call_status: r.callStatus,
    callee_type: asEnum(["senior", "caregiver"] as const, r.calleeType),
    call_priority: r.priority,
    care_call_notes: r.notes,
    action_item: actionItemTexts(r.actionItems),
    disposition: r.disposition,
    created_at: r.createdAt.toISOString(),
  };
}

/** One page of a senior's logs, call_time newest first (ties: newest written first, then id, so pages are stable). */
export async function pageCallLogs(
  db: Db,
  seniorId: string,
  offset: number,
  limit: number,
): Promise<{ rows: CallLogRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.callLog.findMany({
      where: { seniorId },
      orderBy: [{ callTime: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      skip: offset,
      take: limit,
      include: callLogInclude,
    }),
    db.callLog.count({ where: { seniorId } }),
  ]);
  return { rows, total };
}
