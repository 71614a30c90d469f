import {
  QUEUES,
  type AccessClaims,
  type AlarmDetails,
  type AlarmEvent,
  type AlarmHistoryItem,
  type AlarmListCursor,
  type AlarmStatusFilter,
  type AlarmDelivered,
  type AlarmTimeline,
} from "@care/contracts";
import type { AlarmType, Prisma } from "@care/db";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../errors.js";
import { createGeocodingService, geocodingProviderFromConfig } from "../geocoding/service.js";
import { acknowledgeDelivery } from "./delivery.js";
import { alarmDetails, type AlarmDetailsQuery } from "./details.js";
import { alarmHistory, type HistoryQuery } from "./history.js";
import { alarmChange, type AlarmRequest } from "./transitions.js";
import { afterCursor, URGENT_FIRST } from "./list-order.js";
import { findAlarmEvents, lockAlarm } from "./repo.js";
import { alarmScope } from "./scope.js";
import { alarmTimeline, type AlarmTimelineQuery } from "./timeline.js";

function statusWhere(filters: readonly AlarmStatusFilter[]): Prisma.AlarmWhereInput {
  return {
    OR: filters.map((f) =>
      f.status === "assigned"
        ? { status: "assigned" as const, ...(f.user_id ? { assignedToId: f.user_id } : {}) }
        : { status: f.status },
    ),
  };
}

export interface AlarmListQuery {
  statuses: readonly AlarmStatusFilter[];
  limit: number;
  after?: AlarmListCursor | undefined;
}

export interface AlarmService {
  list(user: AccessClaims, q: AlarmListQuery): Promise<AlarmEvent[]>;
  update(user: AccessClaims, input: AlarmRequest & { alarm_id: string }): Promise<AlarmEvent>;
  history(user: AccessClaims, type: AlarmType, q: HistoryQuery): Promise<AlarmHistoryItem[]>;
  /** The responder's extras of one alarm: location with address, caregivers, conditions (details.ts). */
  details(user: AccessClaims, q: AlarmDetailsQuery): Promise<AlarmDetails>;
  /** A portal received the alarm; the first acknowledgement is its first delivery (delivery.ts). */
  delivered(user: AccessClaims, alarmId: string): Promise<AlarmDelivered>;
  /** One alarm's timeline: every step with its time and who (timeline.ts). */
  timeline(user: AccessClaims, q: AlarmTimelineQuery): Promise<AlarmTimeline>;
}

export function createAlarmService(app: FastifyInstance): AlarmService {
  const { prisma } = app;
  // The address of an alarm's last location; the same provider as the geocoding routes (GEOCODER).
  const geocoding = createGeocodingService(geocodingProviderFromConfig(app.config));

  /** One page of the open alarms, most urgent first (list-order.ts), from the cursor on. */
  async function list(user: AccessClaims, q: AlarmListQuery): Promise<AlarmEvent[]> {
    const rows = await prisma.alarm.findMany({
      where: { AND: [alarmScope(user), statusWhere(q.statuses), ...(q.after ? [afterCursor(q.after)] : [])] },
      orderBy: URGENT_FIRST,
      take: q.limit,
      select: { id: true },
    });
    const found = await findAlarmEvents(
      prisma,
      rows.map((r) => r.id),
    );
    const events = new Map(found.map((e) => [e.alarm_id, e]));
    // findAlarmEvents answers in its own order; the page keeps the list's.
    return rows.flatMap((r) => events.get(r.id) ?? []);
  }

  /**
   * Take or close an alarm (rules: transitions.ts). The row is locked first, so of two people taking it at
   * the same instant one wins and the other gets 409 naming the winner. Every state change clears last_published_at
   * and queues an alarm-fanout through the outbox: after the commit every open popup learns the new state.
   */
  async function update(user: AccessClaims, input: AlarmRequest & { alarm_id: string }): Promise<AlarmEvent> {
    await app.transactWithJobs(async (tx) => {
      await lockAlarm(tx, input.alarm_id);
      const alarm = await tx.alarm.findFirst({
        where: { AND: [{ id: input.alarm_id }, alarmScope(user)] },
        include: { assignedTo: { select: { firstName: true, lastName: true } } },
      });
      if (!alarm) throw notFound("Alarm");
      const change = alarmChange(alarm, input, user, new Date());
      if (!change) return { result: null, jobs: [] };
      await tx.alarm.update({ where: { id: alarm.id }, data: { ...change, lastPublishedAt: null } });
      return {
        result: null,
        jobs: [{ queue: QUEUES.alarmFanout, payload: { alarm_id: alarm.id, reason: input.status } }],
      };
    });
    const [event] = await findAlarmEvents(prisma, [input.alarm_id]);
    if (!event) throw notFound("Alarm");
    return event;
  }

  return {
    list,
    update,
    history: (user, type, q) => alarmHistory(prisma, user, type, q),
    details: (user, q) => alarmDetails(prisma, geocoding, user, q),
    delivered: (user, alarmId) => acknowledgeDelivery(prisma, user, alarmId),
    timeline: (user, q) => alarmTimeline(prisma, user, q),
  };
}
