import {
  LOCATE_ME_CODE,
  LOCATION_HISTORY_MAX_POINTS,
  LOCATION_MESSAGES,
  type AccessClaims,
  type LocationCalendarQuery,
  type LocationHistory,
  type LocationHistoryQuery,
  type LocationPointSchema,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { localDate } from "@care/time";
import type { z } from "zod";
import { requireSenior } from "../../access/senior-visibility.js";
import { AppError } from "../../errors.js";
import { awaySince, eventsBetween, latestAt, latestBefore, localDaysWithData, type LocationRow } from "./repo.js";

type HistoryQuery = z.output<typeof LocationHistoryQuery>;
type CalendarQuery = z.output<typeof LocationCalendarQuery>;
type LocationPoint = z.output<typeof LocationPointSchema>;

export interface LocationService {
  history(user: AccessClaims, q: HistoryQuery): Promise<LocationHistory>;
  calendar(user: AccessClaims, q: CalendarQuery): Promise<{ calenderDates: Record<string, string[]> }>;
  locateMe(user: AccessClaims, q: { senior_id: string; account_id?: string }): Promise<LocationPoint | null>;
}

const toPoint = (r: LocationRow): LocationPoint => ({
  alarm_type: r.alarmType,
  lat: r.lat,
  lng: r.lng,
  time: r.ts.toISOString(),
  locationSource: r.source,
});

const isAway = (r: LocationRow | null): boolean => r !== null && r.alarmType !== "enter";
const seconds = (ms: number): number => Math.max(0, Math.floor(ms / 1000));

/**
 * Seconds of [start, end) spent away: away from an exit (or an update) until the next enter. The window starts in
 * the state of the last event before it; before the first event ever nothing is counted (no data is not away).
 */
export function timeAwayMs(before: LocationRow | null, events: readonly LocationRow[], start: Date, end: Date): number {
  let away = isAway(before);
  let cursor = start.getTime();
  let total = 0;
  for (const e of events) {
    const t = Math.min(e.ts.getTime(), end.getTime());
    if (away && t > cursor) total += t - cursor;
    cursor = Math.max(cursor, t);
    away = e.alarmType !== "enter";
  }
  if (away && end.getTime() > cursor) total += end.getTime() - cursor;
  return total;
}

export function createLocationService(deps: { prisma: PrismaClient; now?: () => Date }): LocationService {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Home / away / none from the newest event at or before end_timestamp. Time counts up to end_timestamp or now,
     * whichever is earlier (a window reaching into the future does not count time that has not happened). The
     * query's home_* fields are accepted as the portal sends them; the events were classified at ingestion against
     * the senior's stored home and radius, which is what the answer reflects.
     */
    async history(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const end = new Date(Math.min(q.end_timestamp.getTime(), now().getTime()));
      const start = q.start_timestamp;
      const [latest, before, events] = await Promise.all([
        latestAt(prisma, senior.id, end),
        latestBefore(prisma, senior.id, start),
        end > start ? eventsBetween(prisma, senior.id, start, end, LOCATION_HISTORY_MAX_POINTS) : Promise.resolve([]),
      ]);
      const away = isAway(latest);
      const since = away ? await awaySince(prisma, senior.id, end) : null;
      return {
        latest: latest ? toPoint(latest) : null,
        history: q.history ? events.map(toPoint) : [],
        total_time_away_secs: end > start ? seconds(timeAwayMs(before, events, start, end)) : 0,
        atHome: latest === null ? "none" : away ? "away" : "home",
        currentCoordinates: latest ? { lat: latest.lat, lng: latest.lng } : null,
        timeAwayFromHome: since ? seconds(end.getTime() - since.getTime()) : null,
        lastUpdated: latest ? latest.ts.toISOString() : null,
      };
    },

    /**
     * Dates are local days of the member's own time zone (the senior's stored zone: the member's, spec 2 §5), and
     * none after today there. The query's timezone is the portal's copy of the same zone.
     */
    async calendar(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const days = await localDaysWithData(prisma, senior.id, q.start_timestamp, q.end_timestamp, senior.timezone);
      const today = localDate(now().getTime(), senior.timezone);
      const calenderDates: Record<string, string[]> = {};
      for (const day of days) {
        if (day > today) continue;
        const key = `${day.slice(5, 7)}-${day.slice(0, 4)}`;
        (calenderDates[key] ??= []).push(day);
      }
      return { calenderDates };
    },

    /**
     * The platform has no command channel to the watch, so locate-me answers the watch's latest position when the
     * watch is linked and online, and 2046 otherwise (the portal keeps the action disabled, spec 2 §2).
     */
    async locateMe(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const watch = await prisma.deviceAssignment.findFirst({
        where: { seniorId: senior.id, unlinkedAt: null, device: { type: { in: ["watch", "techuva_watch"] } } },
        select: { device: { select: { online: true } } },
      });
      if (!watch?.device.online) {
        throw new AppError("CONFLICT", LOCATION_MESSAGES.deviceNotReachable, { applicationCode: LOCATE_ME_CODE });
      }
      const latest = await latestAt(prisma, senior.id, now());
      return latest ? toPoint(latest) : null;
    },
  };
}
