import type { AlarmListCursor } from "@care/contracts";
import type { Prisma } from "@care/db";

/**
 * The order of the alarm list, "most urgent first" (issue 27): pending before assigned (a pending alarm still
 * needs someone; an assigned one is already handled by its taker), then the higher escalation level (unanswered
 * for more rounds), then the newer device time, then the id (descending) so that the order is total and the keyset
 * below never skips or repeats a row. Postgres sorts the alarm_status enum in its declared order: pending, assigned.
 */
export const URGENT_FIRST: Prisma.AlarmOrderByWithRelationInput[] = [
  { status: "asc" },
  { escalationLevel: "desc" },
  { occurredAt: "desc" },
  { id: "desc" },
];

/** The rows after `c` in URGENT_FIRST order (enums have no `gt` filter in Prisma: the status step is spelled out). */
export function afterCursor(c: AlarmListCursor): Prisma.AlarmWhereInput {
  const occurredAt = new Date(c.timestamp);
  const sameStatusAfter: Prisma.AlarmWhereInput = {
    status: c.alarm_status,
    OR: [
      { escalationLevel: { lt: c.escalation_level } },
      { escalationLevel: c.escalation_level, occurredAt: { lt: occurredAt } },
      { escalationLevel: c.escalation_level, occurredAt, id: { lt: c.alarm_id } },
    ],
  };
  return c.alarm_status === "pending" ? { OR: [{ status: "assigned" }, sameStatusAfter] } : sameStatusAfter;
}
