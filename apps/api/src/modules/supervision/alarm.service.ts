import {
  AlarmMessages,
  hasAnyRole,
  QUEUES,
  type AccessClaims,
  type AlarmEvent,
  type AlarmHistoryItem,
  type AlarmStatusFilter,
} from "@care/contracts";
import type { AlarmType, Prisma } from "@care/db";
import type { FastifyInstance } from "fastify";
import { badRequest, conflict, notFound } from "../../errors.js";
import { requireSenior, seniorScope } from "../../http/scope.js";
import { findAlarmEvents, lockAlarm } from "./alarm.repo.js";

const DAY_MS = 86_400_000;
/** The default history window of the SOS / fall tables (spec 3 §5: the last 30 days). */
export const HISTORY_DEFAULT_DAYS = 30;
/** The longest history window one request may ask for. */
export const HISTORY_MAX_DAYS = 366;
const INT_MAX = 2_147_483_647;

export interface AlarmUpdate {
  alarm_id: string;
  status: "assigned" | "closed";
  notes?: string | undefined;
}

export interface HistoryQuery {
  senior_id: string;
  account_id: string;
  start_timestamp?: Date | undefined;
  end_timestamp?: Date | undefined;
  limit: number;
}

/**
 * Alarms are everybody's emergency: every user with the alarm privilege hears every alarm on the shared channel, so
 * the lists match (a care agent is not narrowed to assigned seniors; a facility agent could only ever see their
 * facility, though they hold no alarm privilege).
 */
const alarmScope = (user: AccessClaims): Prisma.AlarmWhereInput => ({
  senior: seniorScope(user, { allSeniors: true }),
});

function statusWhere(filters: readonly AlarmStatusFilter[]): Prisma.AlarmWhereInput {
  return {
    OR: filters.map((f) =>
      f.status === "assigned"
        ? { status: "assigned" as const, ...(f.user_id ? { assignedToId: f.user_id } : {}) }
        : { status: f.status },
    ),
  };
}

const nameOf = (u: { firstName: string; lastName: string } | null): string =>
  u ? `${u.firstName} ${u.lastName}` : "another user";

export interface AlarmService {
  list(user: AccessClaims, statuses: readonly AlarmStatusFilter[], limit: number): Promise<AlarmEvent[]>;
  update(user: AccessClaims, input: AlarmUpdate): Promise<AlarmEvent>;
  history(user: AccessClaims, type: AlarmType, q: HistoryQuery): Promise<AlarmHistoryItem[]>;
}

export function createAlarmService(app: FastifyInstance): AlarmService {
  const { prisma } = app;

  async function list(
    user: AccessClaims,
    statuses: readonly AlarmStatusFilter[],
    limit: number,
  ): Promise<AlarmEvent[]> {
    const rows = await prisma.alarm.findMany({
      where: { AND: [alarmScope(user), statusWhere(statuses)] },
      orderBy: [{ occurredAt: "asc" }, { id: "asc" }],
      take: limit,
      select: { id: true },
    });
    return findAlarmEvents(
      prisma,
      rows.map((r) => r.id),
    );
  }

  /**
   * Take or close an alarm. The row is locked first, so of two people taking it at the same instant one wins and
   * the other gets 409 naming the winner. Every state change clears last_published_at and queues an alarm-fanout
   * through the outbox: after the commit every open popup learns the new state (assigned / closed) and closes.
   * Repeating one's own action (a double click) answers 200 without a second change.
   */
  async function update(user: AccessClaims, input: AlarmUpdate): Promise<AlarmEvent> {
    await app.transactWithJobs(async (tx) => {
      await lockAlarm(tx, input.alarm_id);
      const alarm = await tx.alarm.findFirst({
        where: { AND: [{ id: input.alarm_id }, alarmScope(user)] },
        include: { assignedTo: { select: { firstName: true, lastName: true } } },
      });
      if (!alarm) throw notFound("Alarm");
      const now = new Date();
      const taking = {
        assignedToId: user.sub,
        assignedAt: now,
        timeToAssignMs: Math.min(INT_MAX, Math.max(0, now.getTime() - alarm.receivedAt.getTime())),
      };
      let data: Prisma.AlarmUpdateInput;
      if (input.status === "assigned") {
        if (alarm.status === "closed") throw conflict(AlarmMessages.alreadyClosed);
        if (alarm.status === "assigned") {
          if (alarm.assignedToId === user.sub) return { result: null, jobs: [] };
          throw conflict(AlarmMessages.alreadyTaken(nameOf(alarm.assignedTo)));
        }
        data = { status: "assigned", ...connectAssignee(taking) };
      } else {
        if (alarm.status === "closed") {
          if (alarm.closedById === user.sub) return { result: null, jobs: [] };
          throw conflict(AlarmMessages.alreadyClosed);
        }
        // Wellness-services admins supervise: they may close an alarm someone else holds.
        if (
          alarm.status === "assigned" &&
          alarm.assignedToId !== user.sub &&
          !hasAnyRole(user.roles, ["Admin_WellnessServices"])
        ) {
          throw conflict(AlarmMessages.assignedToOther(nameOf(alarm.assignedTo)));
        }
        data = {
          status: "closed",
          closedBy: { connect: { id: user.sub } },
          closedAt: now,
          closeNotes: input.notes ?? null,
          // Closing a pending alarm (a false alarm) handles it: it counts as taken now, by the same person.
          ...(alarm.status === "pending" ? connectAssignee(taking) : {}),
        };
      }
      await tx.alarm.update({ where: { id: alarm.id }, data: { ...data, lastPublishedAt: null } });
      return {
        result: null,
        jobs: [{ queue: QUEUES.alarmFanout, payload: { alarm_id: alarm.id, reason: input.status } }],
      };
    });
    const [event] = await findAlarmEvents(prisma, [input.alarm_id]);
    if (!event) throw notFound("Alarm");
    return event;
  }

  async function history(user: AccessClaims, type: AlarmType, q: HistoryQuery): Promise<AlarmHistoryItem[]> {
    const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
    const end = q.end_timestamp ?? new Date();
    const start = q.start_timestamp ?? new Date(end.getTime() - HISTORY_DEFAULT_DAYS * DAY_MS);
    if (start > end)
      throw badRequest("start_timestamp must not be after end_timestamp", [
        { field: "query.start_timestamp", reason: "after end_timestamp" },
      ]);
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
      time: a.occurredAt.getTime() * 1e6,
      timestamp: a.occurredAt.toISOString(),
      lat: a.lat,
      lng: a.lng,
      assigned_to: a.assignedToId,
      assigned_at: a.assignedAt?.toISOString() ?? null,
      closed_by: a.closedById,
      closed_at: a.closedAt?.toISOString() ?? null,
    }));
  }

  return { list, update, history };
}

function connectAssignee(t: {
  assignedToId: string;
  assignedAt: Date;
  timeToAssignMs: number;
}): Prisma.AlarmUpdateInput {
  return {
    assignedTo: { connect: { id: t.assignedToId } },
    assignedAt: t.assignedAt,
    timeToAssignMs: t.timeToAssignMs,
  };
}
