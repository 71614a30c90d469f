import type { GoalKind, SeniorGoal } from "@care/db";
import type { Db } from "./rollups.js";

/** The senior's goal of a kind, or null when none was saved. */
export async function findGoal(db: Db, seniorId: string, kind: GoalKind): Promise<SeniorGoal | null> {
  return db.seniorGoal.findUnique({ where: { seniorId_kind: { seniorId, kind } } });
}

/** Target of a goal as a number (Decimal in the database), or the fallback. */
export function targetOf(goal: SeniorGoal | null, fallback: number): number {
  return goal ? Number(goal.targetScore) : fallback;
}
