import type { Db, GoalKind } from "@care/db";

/** A saved goal in storage units (steps, kg, %, score). */
export interface GoalRow {
  targetScore: number;
  startValue: number | null;
  updatedAt: Date;
}

/**
 * The senior's goal of a kind, or null when none was saved. Raw SQL on the (senior_id, kind) unique index: read on
 * most wellness calls, where a model query's overhead is a noticeable share of the answer time.
 */
export async function findGoal(db: Db, seniorId: string, kind: GoalKind): Promise<GoalRow | null> {
  const rows = await db.$queryRaw<{ target: number; start: number | null; updated_at: Date }[]>`
    SELECT target_score::float8 AS target, start_value::float8 AS start, updated_at
    FROM senior_goal WHERE senior_id = ${seniorId}::uuid AND kind = ${kind}::goal_kind`;
  const r = rows[0];
  return r ? { targetScore: r.target, startValue: r.start, updatedAt: r.updated_at } : null;
}

/** Target of a goal, or the fallback. */
export function targetOf(goal: GoalRow | null, fallback: number): number {
  return goal ? goal.targetScore : fallback;
}
