import type { Metric, SleepSession } from "@care/db";
import type { Db } from "../shared/rollups.js";

/** Nights of a senior that ended in [start, end), oldest first (index sleep_session(senior_id, end)). */
export async function sessionsEndingIn(db: Db, seniorId: string, start: number, end: number): Promise<SleepSession[]> {
  return db.sleepSession.findMany({
    where: { seniorId, end: { gte: new Date(start), lt: new Date(end) } },
    orderBy: { start: "asc" },
  });
}

/** One-minute values of one night (≤ 24 h of one senior: at most ~1440 rows of the primary key range). */
export async function cycleReadings(
  db: Db,
  seniorId: string,
  metric: Extract<Metric, "sleep_phase" | "sleep_heart_rate">,
  from: number,
  to: number,
): Promise<{ ts: number; value: number }[]> {
  const rows = await db.reading.findMany({
    where: { seniorId, metric, ts: { gte: new Date(from), lte: new Date(to) } },
    orderBy: { ts: "asc" },
    select: { ts: true, value: true },
    take: 2000,
  });
  return rows.map((r) => ({ ts: r.ts.getTime(), value: r.value }));
}
