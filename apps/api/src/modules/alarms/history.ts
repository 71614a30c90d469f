import { dateToNs, type AccessClaims, type AlarmHistoryItem } from "@care/contracts";
import type { AlarmType, PrismaClient } from "@care/db";
import { requireVitalsSenior } from "../../access/senior-visibility.js";
import { badRequest } from "../../errors.js";

const DAY_MS = 86_400_000;
/** The default window of the SOS / fall tables (spec 3 §5: the last 30 days). */
export const HISTORY_DEFAULT_DAYS = 30;
/** The longest window one request may ask for. */
export const HISTORY_MAX_DAYS = 366;

export interface HistoryQuery {
  senior_id: string;
  account_id: string;
  start_timestamp?: Date | undefined;
  end_timestamp?: Date | undefined;
  limit: number;
}

/**
 * A senior's SOS or fall events in a time range, newest first (the 'Fall & SOS Detection' tables): the senior's
 * readings, under the vitals rule (access/senior-visibility.ts vitalsScope) like every other place that shows them.
 */
export async function alarmHistory(
  prisma: PrismaClient,
  user: AccessClaims,
  type: AlarmType,
  q: HistoryQuery,
): Promise<AlarmHistoryItem[]> {
  const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
  const end = q.end_timestamp ?? new Date();
  const start = q.start_timestamp ?? new Date(end.getTime() - HISTORY_DEFAULT_DAYS * DAY_MS);
  if (start > end) {
    throw badRequest("start_timestamp must not be after end_timestamp", [
      { field: "query.start_timestamp", reason: "after end_timestamp" },
    ]);
  }
  if (end.getTime() - start.getTime() > HISTORY_MAX_DAYS * DAY_MS) {
    throw badRequest(`The time range may span at most ${HISTORY_MAX_DAYS} days`, [
      { field: "query.start_timestamp", reason: "range too long" },
    ]);
  }
  const rows = await prisma.alarm.findMany({
    where: { seniorId: senior.id, type, occurredAt: { gte: start, lte: end } },
    orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
    take: q.limit,
  });
  return rows.map((a) => ({
    alarm_id: a.id,
    senior_id: senior.id,
    account_id: senior.accountId,
    status: a.type,
    alarm_status: a.status,
    // Epoch nanoseconds as exact digits (spec 3 §3): ms × 1e6 as a JS number is above 2^53 and loses digits.
    time: dateToNs(a.occurredAt),
    timestamp: a.occurredAt.toISOString(),
    lat: a.lat,
    lng: a.lng,
    assigned_to: a.assignedToId,
    assigned_at: a.assignedAt?.toISOString() ?? null,
    closed_by: a.closedById,
    closed_at: a.closedAt?.toISOString() ?? null,
  }));
}
