import type { Db, Metric, SleepSession } from "@care/db";

/** The fields of a night the screens use. */
export type SleepNight = Pick<
  SleepSession,
  | "start"
  | "end"
  | "timezone"
  | "score"
  | "totalSleepSeconds"
  | "timeInBedSeconds"
  | "latencySeconds"
  | "interruptions"
  | "timeToGetUpSeconds"
  | "avgHeartRate"
>;

/** Nights of a senior that ended in [start, end), oldest first (index sleep_session(senior_id, end)). */
export async function sessionsEndingIn(db: Db, seniorId: string, start: number, end: number): Promise<SleepNight[]> {
  return db.$queryRaw<SleepNight[]>`
    SELECT start, "end", timezone, score, total_sleep_seconds AS "totalSleepSeconds",
           time_in_bed_seconds AS "timeInBedSeconds", latency_seconds AS "latencySeconds", interruptions,
           time_to_get_up_seconds AS "timeToGetUpSeconds", avg_heart_rate AS "avgHeartRate"
    FROM sleep_session
    WHERE senior_id = ${seniorId}::uuid AND "end" >= ${new Date(start)}::timestamptz AND "end" < ${new Date(end)}::timestamptz
    ORDER BY start`;
}

/** One-minute values of one night (≤ 24 h of one senior: at most ~1440 rows of the primary key range). */
export async function cycleReadings(
  db: Db,
  seniorId: string,
  metric: Extract<Metric, "sleep_phase" | "sleep_heart_rate">,
  from: number,
  to: number,
): Promise<{ ts: number; value: number }[]> {
  const rows = await db.$queryRaw<{ ts: Date; value: number }[]>`
    SELECT ts, value FROM reading
    WHERE senior_id = ${seniorId}::uuid AND metric = ${metric}::metric
      AND ts >= ${new Date(from)}::timestamptz AND ts <= ${new Date(to)}::timestamptz
    ORDER BY ts LIMIT 2000`;
  return rows.map((r) => ({ ts: r.ts.getTime(), value: r.value }));
}
