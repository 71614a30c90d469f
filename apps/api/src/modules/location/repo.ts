import { type Db, type LocationAlarmType, Prisma } from "@care/db";

export interface LocationRow {
  ts: Date;
  lat: number;
  lng: number;
  alarmType: LocationAlarmType;
  source: string | null;
}

const select = { ts: true, lat: true, lng: true, alarmType: true, source: true } as const;

/** The newest event at or before `at` (null without any). */
export async function latestAt(db: Db, seniorId: string, at: Date): Promise<LocationRow | null> {
  return db.locationEvent.findFirst({
    where: { seniorId, ts: { lte: at } },
    orderBy: [{ ts: "desc" }, { id: "desc" }],
    select,
  });
}

/** The newest event strictly before `at`: the state the window starts in. */
export async function latestBefore(db: Db, seniorId: string, at: Date): Promise<LocationRow | null> {
  return db.locationEvent.findFirst({
    where: { seniorId, ts: { lt: at } },
    orderBy: [{ ts: "desc" }, { id: "desc" }],
    select,
  });
}

/** Events of [start, end], oldest first, at most `max` (the newest `max` when there are more). */
export async function eventsBetween(
  db: Db,
  seniorId: string,
  start: Date,
  end: Date,
  max: number,
): Promise<LocationRow[]> {
  const rows = await db.locationEvent.findMany({
    where: { seniorId, ts: { gte: start, lte: end } },
    orderBy: [{ ts: "desc" }, { id: "desc" }],
    take: max,
    select,
  });
  return rows.reverse();
}

/**
 * When the current stretch away from home began, as of `at`: the first event after the last 'enter' (or the first
 * event ever when the senior was never seen entering). Null when the senior is at home or there is no data.
 */
export async function awaySince(db: Db, seniorId: string, at: Date): Promise<Date | null> {
  const lastEnter = await db.locationEvent.findFirst({
    where: { seniorId, ts: { lte: at }, alarmType: "enter" },
    orderBy: [{ ts: "desc" }, { id: "desc" }],
    select: { ts: true },
  });
  const first = await db.locationEvent.findFirst({
    where: { seniorId, ts: { lte: at, ...(lastEnter ? { gt: lastEnter.ts } : {}) } },
    orderBy: [{ ts: "asc" }, { id: "asc" }],
    select: { ts: true },
  });
  return first?.ts ?? null;
}

/**
 * The local calendar days (YYYY-MM-DD in `timeZone`, by Postgres's zone database) of [start, end) that have at
 * least one event, oldest first.
 */
export async function localDaysWithData(
  db: Db,
  seniorId: string,
  start: Date,
  end: Date,
  timeZone: string,
): Promise<string[]> {
  const rows = await db.$queryRaw<{ day: string }[]>(Prisma.sql`
    SELECT DISTINCT to_char(ts AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day
    FROM location_event
    WHERE senior_id = ${seniorId}::uuid AND ts >= ${start} AND ts < ${end}
    ORDER BY day`);
  return rows.map((r) => r.day);
}
