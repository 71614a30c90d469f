import { WELLNESS_PLAN_MESSAGES } from "@care/contracts";
import type { Db, Prisma, WellnessPlan } from "@care/db";
import { conflict } from "../../errors.js";
import type { PlanOwner } from "./customer.js";

// All SQL of the wellness plan. `db` first, so every function runs inside the caller's transaction.

/** The plan of a senior or of a caregiver (`owner` is one of the two unique keys). */
export const findPlan = (db: Db, owner: PlanOwner): Promise<WellnessPlan | null> =>
  db.wellnessPlan.findUnique({ where: owner });

export interface NewVersion {
  planId: string;
  version: number;
}

/**
 * Opens version `fromVersion + 1` of a senior's plan, or answers 409 when the plan is no longer at `fromVersion`
 * (another save got there first, issue 15 item 6). The conditional UPDATE holds the plan row's lock until the
 * transaction ends, so a second save of the same version waits, then finds the version moved on and refuses:
 * exactly one of two simultaneous saves wins. A first save creates the row at version 0 (ON CONFLICT DO NOTHING,
 * so two first saves meet at the same UPDATE).
 */
export async function openNextVersion(
  tx: Prisma.TransactionClient,
  owner: PlanOwner,
  fromVersion: number,
  changes: { lastUpdatedById: string; careAgentId?: string | null; startedAt?: Date | null },
): Promise<NewVersion> {
  await tx.wellnessPlan.createMany({ data: [owner], skipDuplicates: true });
  const moved = await tx.wellnessPlan.updateMany({
    where: { ...owner, currentVersion: fromVersion },
    data: {
      currentVersion: fromVersion + 1,
      lastUpdatedById: changes.lastUpdatedById,
      ...(changes.careAgentId !== undefined ? { careAgentId: changes.careAgentId } : {}),
      ...(changes.startedAt !== undefined ? { startedAt: changes.startedAt } : {}),
    },
  });
  if (moved.count === 0) throw conflict(WELLNESS_PLAN_MESSAGES.planChanged);
  const plan = await tx.wellnessPlan.findUniqueOrThrow({ where: owner, select: { id: true } });
  return { planId: plan.id, version: fromVersion + 1 };
}

/** The goal rows of version `from` become the rows of version `to`, unchanged (changes are applied after). */
export async function copyGoalRows(db: Db, planId: string, from: number, to: number): Promise<void> {
  if (from < 1) return;
  await db.$executeRaw`
    INSERT INTO wellness_goal_version
      (id, goal_id, plan_id, plan_version, seq, goal, action, status, progress, start_date, target_date, notes,
       updated_by_id, created_at)
    SELECT gen_random_uuid(), goal_id, plan_id, ${to}, seq, goal, action, status, progress, start_date, target_date,
           notes, updated_by_id, now()
      FROM wellness_goal_version
     WHERE plan_id = ${planId}::uuid AND plan_version = ${from}`;
}

/** The plan text of version `from` becomes version `to`'s (a goals save changes the goals only). */
export async function copyPlanText(db: Db, planId: string, from: number, to: number, userId: string): Promise<void> {
  const prev =
    from < 1 ? null : await db.wellnessPlanVersion.findUnique({ where: { planId_version: { planId, version: from } } });
  await db.wellnessPlanVersion.create({
    data: {
      planId,
      version: to,
      situation: prev?.situation ?? null,
      background: prev?.background ?? null,
      assessment: prev?.assessment ?? null,
      recommendations: prev?.recommendations ?? null,
      memberPriorities: prev?.memberPriorities ?? [],
      challenges: prev?.challenges ?? [],
      careAgentId: prev?.careAgentId ?? null,
      updatedById: userId,
    },
  });
}

/** Staff names by id, for the "who" of versions and notes. */
export async function staffNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.staffUser.findMany({
    where: { id: { in: wanted } },
    select: { id: true, firstName: true, lastName: true },
  });
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

/** Resources visible at a plan version: added at or before it and not deleted at or before it. */
export const visibleAt = (version: number): Prisma.WellnessResourceWhereInput => ({
  addedInVersion: { lte: version },
  OR: [{ deletedInVersion: null }, { deletedInVersion: { gt: version } }],
});
