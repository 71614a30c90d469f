import {
  CALL_OUTCOMES,
  fullName,
  offsetPage,
  type AgentScheduleCall,
  type AgentScheduleCoach,
  type AgentScheduleQuery,
  type CallOutcome,
  type OffsetPage,
} from "@care/contracts";
import type { CallStatus, PrismaClient } from "@care/db";
import { addLocalDays, zonedTime } from "@care/time";
import type { z } from "zod";
import { callFields, type CallWithPeople } from "../scheduler/repo.js";
import { coachesWhere, findCoaches, findDayCalls, type DayWindow } from "./repo.js";

type Query = z.output<typeof AgentScheduleQuery>;

export interface AgentScheduleService {
  day(q: Query, now?: Date): Promise<OffsetPage<AgentScheduleCoach>>;
}

/** The local day `date` (YYYY-MM-DD) of `tz` as instants: 23 or 25 hours on the days clocks change. */
export function dayWindow(date: string, tz: string): DayWindow {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const start = zonedTime(y, m, d, tz);
  return { start: new Date(start), end: new Date(addLocalDays(start, 1, tz)) };
}

/**
 * How a call stands at `now` (docs/administration.md 'Agent schedule'): a completed call is done, a cancelled one
 * cancelled, a started one in progress; a call never started is missed once its slot has ended, else upcoming.
 */
export function outcomeOf(status: CallStatus, end: Date, now: Date): CallOutcome {
  if (status === "completed") return "done";
  if (status === "cancelled") return "cancelled";
  if (status === "started" || status === "in_progress") return "in_progress";
  return end.getTime() <= now.getTime() ? "missed" : "upcoming";
}

function toCall(r: CallWithPeople, now: Date): AgentScheduleCall {
  return { ...callFields(r), outcome: outcomeOf(r.status, r.endTime, now) };
}

/** /portal-admin/agent-schedule: one day of every coach's calls, coaches paged by name. */
export function createAgentScheduleService(deps: { prisma: PrismaClient }): AgentScheduleService {
  const { prisma } = deps;
  return {
    async day(q, now = new Date()) {
      const day = dayWindow(q.date, q.timezone);
      const { rows, total } = await findCoaches(prisma, coachesWhere(day, q.careagent_id), q.offset, q.limit);
      const calls = await findDayCalls(
        prisma,
        rows.map((c) => c.id),
        day,
      );
      const items = rows.map((c): AgentScheduleCoach => {
        const own = calls.filter((k) => k.careAgentId === c.id).map((k) => toCall(k, now));
        const counts = Object.fromEntries(CALL_OUTCOMES.map((o) => [o, 0])) as Record<CallOutcome, number>;
        for (const call of own) counts[call.outcome] += 1;
        return {
          careagent_id: c.id,
          fullName: fullName(c.firstName, c.middleName, c.lastName),
          email: c.email,
          shift: c.shift,
          is_active: c.isActive,
          counts,
          calls: own,
        };
      });
      return offsetPage(items, total, q.offset);
    },
  };
}
