import { AlarmMessages, hasAnyRole, type AccessClaims, type AlarmOutcome } from "@care/contracts";
import type { Alarm, Prisma } from "@care/db";
import { conflict } from "../../errors.js";

const INT_MAX = 2_147_483_647;

export type AlarmCurrent = Pick<Alarm, "status" | "assignedToId" | "closedById" | "receivedAt"> & {
  assignedTo: { firstName: string; lastName: string } | null;
};

export interface AlarmRequest {
  status: "assigned" | "closed";
  notes?: string | undefined;
  /** How it ended: the body schema requires it when closing (UpdateAlarmBodySchema). */
  outcome?: AlarmOutcome | undefined;
}

const nameOf = (u: AlarmCurrent["assignedTo"]): string => (u ? `${u.firstName} ${u.lastName}` : "another user");

function taking(user: AccessClaims, a: AlarmCurrent, now: Date): Prisma.AlarmUpdateInput {
  return {
    assignedTo: { connect: { id: user.sub } },
    assignedAt: now,
    // assigned_at − received_at; an int column, so clamped (an alarm taken 25 days later is an outlier anyway).
    timeToAssignMs: Math.min(INT_MAX, Math.max(0, now.getTime() - a.receivedAt.getTime())),
  };
}

/**
 * The rules of taking and closing an alarm: the change to write, null when the request repeats the caller's own
 * action (a double click: nothing to do), or a 409 naming why not.
 * - take: only a pending alarm; one already taken by someone else → 'This alarm has already been taken by {name}.'
 * - close: records who and when, the outcome (and the notes); closing a pending alarm (a false alarm) also takes it; an alarm held
 *   by someone else may be closed only by them or by a wellness-services admin, who supervises.
 */
export function alarmChange(
  a: AlarmCurrent,
  req: AlarmRequest,
  user: AccessClaims,
  now: Date,
): Prisma.AlarmUpdateInput | null {
  if (req.status === "assigned") {
    if (a.status === "closed") throw conflict(AlarmMessages.alreadyClosed);
    if (a.status === "assigned") {
      if (a.assignedToId === user.sub) return null;
      throw conflict(AlarmMessages.alreadyTaken(nameOf(a.assignedTo)));
    }
    return { status: "assigned", ...taking(user, a, now) };
  }
  if (a.status === "closed") {
    if (a.closedById === user.sub) return null;
    throw conflict(AlarmMessages.alreadyClosed);
  }
  const supervisor = hasAnyRole(user.roles, ["Admin_WellnessServices"]);
  if (a.status === "assigned" && a.assignedToId !== user.sub && !supervisor) {
    throw conflict(AlarmMessages.assignedToOther(nameOf(a.assignedTo)));
  }
  return {
    status: "closed",
    closedBy: { connect: { id: user.sub } },
    closedAt: now,
    closeNotes: req.notes ?? null,
    outcome: req.outcome ?? null,
    ...(a.status === "pending" ? taking(user, a, now) : {}),
  };
}
