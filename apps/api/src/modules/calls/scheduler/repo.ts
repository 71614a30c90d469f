import {
  CALL_REASONS,
  CALL_STATUSES_FREEING_SLOT,
  fullName,
  type CallReasonKey,
  type CallReasonLabel,
  type CallScheduleRow,
} from "@care/contracts";
import type { CallReason, Db, Prisma } from "@care/db";

/** The people every list of calls names: the senior, and the caregiver called (null when the senior is). */
export const callPeopleInclude = {
  senior: { select: { accountId: true, firstName: true, middleName: true, lastName: true } },
  caregiver: { select: { firstName: true, lastName: true } },
} satisfies Prisma.CallScheduleInclude;
export type CallWithPeople = Prisma.CallScheduleGetPayload<{ include: typeof callPeopleInclude }>;

export const scheduleInclude = {
  ...callPeopleInclude,
  careAgent: { select: { firstName: true, middleName: true, lastName: true } },
} satisfies Prisma.CallScheduleInclude;

export type ScheduleRecord = Prisma.CallScheduleGetPayload<{ include: typeof scheduleInclude }>;

const REASON_BY_LABEL = new Map(
  (Object.entries(CALL_REASONS) as [CallReasonKey, CallReasonLabel][]).map(([key, label]) => [label, key]),
);

/** The database enum value of a call reason given as the spec's text. */
export function reasonKey(label: CallReasonLabel): CallReason {
  const key = REASON_BY_LABEL.get(label);
  if (!key) throw new Error(`unknown call reason ${label}`); // unreachable: the contract admits only the labels
  return key;
}

/** The spec's text of a stored call reason. */
export function reasonLabel(key: CallReason | null): CallReasonLabel | null {
  return key === null ? null : CALL_REASONS[key];
}

/** What a call row adds to callFields on the Call Schedule tab (the admin agent schedule adds an outcome instead). */
type ScheduleOnlyField = "callee_id" | "careagent_id" | "careagent_name" | "assignment_status" | "created_at";

/**
 * The fields the Call Schedule tab's rows and the admin agent schedule share: who (the callee is the caregiver
 * called, else the senior), when and why.
 */
export function callFields(r: CallWithPeople): Omit<CallScheduleRow, ScheduleOnlyField> {
  const seniorName = fullName(r.senior.firstName, r.senior.middleName, r.senior.lastName);
  return {
    call_id: r.id,
    senior_id: r.seniorId,
    account_id: r.senior.accountId,
    senior_name: seniorName,
    callee_type: r.calleeType,
    callee_name: r.caregiver ? fullName(r.caregiver.firstName, null, r.caregiver.lastName) : seniorName,
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    duration: r.durationMinutes,
    call_reason: reasonLabel(r.reason),
    call_status: r.status,
  };
}

/** Picks the contract's fields. */
export function toScheduleRow(r: ScheduleRecord): CallScheduleRow {
  return {
    ...callFields(r),
    callee_id: r.calleeId,
    careagent_id: r.careAgentId,
    careagent_name: fullName(r.careAgent.firstName, r.careAgent.middleName, r.careAgent.lastName),
    assignment_status: r.assignmentStatus,
    created_at: r.createdAt.toISOString(),
  };
}

export interface Slot {
  careAgentId: string;
  calleeId: string;
  start: Date;
  end: Date;
  /** The call being moved: it does not conflict with itself. */
  excludeId?: string;
}

export type ConflictKind = "careAgent" | "callee";

const holdsSlot = { status: { notIn: [...CALL_STATUSES_FREEING_SLOT] } } satisfies Prisma.CallScheduleWhereInput;

/**
 * Which side of a slot is taken, the care agent first (2032.3002 wins when both are busy). Half-open slots: a call
 * ending at 10:00 does not overlap one starting at 10:00. Only picks the message; the trigger of migration `calls`
 * decides races.
 */
export async function findConflict(db: Db, slot: Slot): Promise<ConflictKind | null> {
  const overlapping: Prisma.CallScheduleWhereInput = {
    ...holdsSlot,
    startTime: { lt: slot.end },
    endTime: { gt: slot.start },
    ...(slot.excludeId ? { id: { not: slot.excludeId } } : {}),
  };
  const agent = await db.callSchedule.findFirst({
    where: { ...overlapping, careAgentId: slot.careAgentId },
    select: { id: true },
  });
  if (agent) return "careAgent";
  const callee = await db.callSchedule.findFirst({
    where: { ...overlapping, calleeId: slot.calleeId },
    select: { id: true },
  });
  return callee ? "callee" : null;
}

/**
 * The side named by the overlap trigger's error (SQLSTATE 23P01, constraint call_schedule_agent_no_overlap or
 * call_schedule_callee_no_overlap), however Prisma's driver adapter wraps it; null for any other error.
 */
export function conflictOfError(error: unknown): ConflictKind | null {
  const text = describe(error);
  if (text.includes("call_schedule_agent_no_overlap") || text.includes("care agent already has a call")) {
    return "careAgent";
  }
  if (text.includes("call_schedule_callee_no_overlap") || text.includes("callee already has a call")) {
    return "callee";
  }
  return null;
}

function describe(error: unknown, depth = 0): string {
  if (depth > 4 || error === null || typeof error !== "object") return String(error);
  const e = error as { message?: unknown; cause?: unknown; meta?: unknown };
  const parts = [String(e.message ?? "")];
  if (e.cause !== undefined) parts.push(describe(e.cause, depth + 1));
  if (e.meta !== undefined) parts.push(JSON.stringify(e.meta));
  return parts.join(" ");
}

/** An active staff user holding the CareAgent role (primary or secondary), or null. */
export async function findActiveCareAgent(db: Db, id: string): Promise<{ id: string } | null> {
  return db.staffUser.findFirst({
    where: { id, isActive: true, OR: [{ primaryRole: "CareAgent" }, { secondaryRoles: { has: "CareAgent" } }] },
    select: { id: true },
  });
}

export interface CareAgentListRow {
  id: string;
  email: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  assigned: number;
}

/** Active care agents by last then first name, with their count of current senior assignments. */
export async function listCareAgents(db: Db, limit: number): Promise<CareAgentListRow[]> {
  const rows = await db.staffUser.findMany({
    where: { isActive: true, OR: [{ primaryRole: "CareAgent" }, { secondaryRoles: { has: "CareAgent" } }] },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take: limit,
    select: {
      id: true,
      email: true,
      firstName: true,
      middleName: true,
      lastName: true,
      _count: { select: { seniorAssignments: { where: { unassignedAt: null } } } },
    },
  });
  return rows.map(({ _count, ...r }) => ({ ...r, assigned: _count.seniorAssignments }));
}
