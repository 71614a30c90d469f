// Reads of the agency dashboards. Every query is bounded by one facility's residents and a 3- or 12-month window.
import type { Db, Prisma, Zone } from "@care/db";

export interface Resident {
  id: string;
  zone: Zone;
  moveInDate: Date | null;
}

/** Active residents matching the filter (their current zone: the zone history is not stored). */
export async function findResidents(db: Db, where: Prisma.SeniorWhereInput): Promise<Resident[]> {
  return db.senior.findMany({
    where: { AND: [where, { isActive: true, facilityId: { not: null } }] },
    select: { id: true, zone: true, moveInDate: true },
  });
}

export async function countByZone(db: Db, where: Prisma.SeniorWhereInput): Promise<Map<Zone, number>> {
  const rows = await db.senior.groupBy({
    by: ["zone"],
    where: { AND: [where, { isActive: true, facilityId: { not: null } }] },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.zone, r._count._all]));
}

export interface MonthlySteps {
  senior_id: string;
  month: string;
  /** Steps of the days that reached the daily minimum. */
  points: number;
}

/** Per resident and local month (of `tz`), the steps of the days that reached `minimum` (reading_daily only). */
export async function monthlyQualifyingSteps(
  db: Db,
  seniorIds: readonly string[],
  from: Date,
  to: Date,
  tz: string,
  minimum: number,
): Promise<MonthlySteps[]> {
  if (seniorIds.length === 0) return [];
  return db.$queryRaw<MonthlySteps[]>`
    SELECT senior_id::text AS senior_id, to_char(bucket_start AT TIME ZONE ${tz}, 'YYYY-MM') AS month,
           sum(CASE WHEN sum >= ${minimum} THEN sum ELSE 0 END)::float8 AS points
    FROM reading_daily
    WHERE senior_id = ANY(${[...seniorIds]}::uuid[]) AND metric = 'steps'
      AND bucket_start >= ${from}::timestamptz AND bucket_start < ${to}::timestamptz
    GROUP BY 1, 2`;
}

export interface MonthlyFalls {
  month: string;
  zone: Zone;
  falls: number;
  fallers: number;
}

export async function monthlyFalls(
  db: Db,
  seniorIds: readonly string[],
  from: Date,
  to: Date,
  tz: string,
): Promise<MonthlyFalls[]> {
  if (seniorIds.length === 0) return [];
  return db.$queryRaw<MonthlyFalls[]>`
    SELECT to_char(a.occurred_at AT TIME ZONE ${tz}, 'YYYY-MM') AS month, s.zone,
           count(*)::int AS falls, count(DISTINCT a.senior_id)::int AS fallers
    FROM alarm a JOIN senior s ON s.id = a.senior_id
    WHERE a.senior_id = ANY(${[...seniorIds]}::uuid[]) AND a.type = 'fall'
      AND a.occurred_at >= ${from}::timestamptz AND a.occurred_at < ${to}::timestamptz
    GROUP BY 1, 2`;
}

export interface MonthlyScore {
  senior_id: string;
  month: string;
  score: number;
}

/**
 * Wellbeing survey scores on a 0–7 scale (score / score_limit × 7 when a limit is stored, the raw score otherwise),
 * averaged per resident and month.
 */
export async function monthlyWellbeing(
  db: Db,
  seniorIds: readonly string[],
  from: Date,
  to: Date,
  tz: string,
): Promise<MonthlyScore[]> {
  if (seniorIds.length === 0) return [];
  return db.$queryRaw<MonthlyScore[]>`
    SELECT senior_id::text AS senior_id, to_char(created_at AT TIME ZONE ${tz}, 'YYYY-MM') AS month,
           avg(LEAST(7, GREATEST(0, CASE WHEN score_limit > 0 THEN score / score_limit * 7 ELSE score END)))::float8 AS score
    FROM wellness_survey
    WHERE senior_id = ANY(${[...seniorIds]}::uuid[]) AND score IS NOT NULL
      AND created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz
    GROUP BY 1, 2`;
}

/** Submitted UCLA loneliness scores (3 items scored 1–3: 3..9) as % of the maximum 9, per resident and month. */
export async function monthlyLoneliness(
  db: Db,
  seniorIds: readonly string[],
  from: Date,
  to: Date,
  tz: string,
): Promise<MonthlyScore[]> {
  if (seniorIds.length === 0) return [];
  return db.$queryRaw<MonthlyScore[]>`
    SELECT senior_id::text AS senior_id,
           to_char(COALESCE(submitted_at, created_at) AT TIME ZONE ${tz}, 'YYYY-MM') AS month,
           avg(LEAST(100, GREATEST(0, score / 9 * 100)))::float8 AS score
    FROM assessment_response
    WHERE senior_id = ANY(${[...seniorIds]}::uuid[]) AND kind = 'ucla_loneliness_assessment'
      AND status = 'submit' AND score IS NOT NULL
      AND COALESCE(submitted_at, created_at) >= ${from}::timestamptz
      AND COALESCE(submitted_at, created_at) < ${to}::timestamptz
    GROUP BY 1, 2`;
}

export interface GoalsProgress {
  count: number;
  average_progress: number | null;
}

/**
 * The residents' wellness-plan goals with one of `statuses` at their plan's current version (the rows the plan
 * shows now): how many and their average progress, in percent.
 */
export async function goalsProgress(
  db: Db,
  seniorIds: readonly string[],
  statuses: readonly string[],
): Promise<GoalsProgress> {
  if (seniorIds.length === 0) return { count: 0, average_progress: null };
  const rows = await db.$queryRaw<GoalsProgress[]>`
    SELECT count(*)::int AS count, avg(gv.progress)::float8 AS average_progress
    FROM wellness_goal_version gv
    JOIN wellness_plan p ON p.id = gv.plan_id AND gv.plan_version = p.current_version
    WHERE p.senior_id = ANY(${[...seniorIds]}::uuid[]) AND gv.status::text = ANY(${[...statuses]}::text[])`;
  return rows[0] ?? { count: 0, average_progress: null };
}
