// The queries of the senior-coach map (care agent assignments).
import type { Db } from "@care/db";

/** An active care agent (primary or secondary role), or null. */
export async function findActiveCoach(db: Db, id: string): Promise<{ id: string } | null> {
  return db.staffUser.findFirst({
    where: { id, isActive: true, OR: [{ primaryRole: "CareAgent" }, { secondaryRoles: { has: "CareAgent" } }] },
    select: { id: true },
  });
}

export interface MappedSenior {
  id: string;
  memberId: number;
  isActive: boolean;
  /** The open assignment, if any. */
  open: { id: string; staffUserId: string } | null;
}

export async function findSeniorsWithCoach(db: Db, ids: readonly string[]): Promise<MappedSenior[]> {
  const rows = await db.senior.findMany({
    where: { id: { in: [...ids] } },
    select: {
      id: true,
      memberId: true,
      isActive: true,
      careAgentAssignments: { where: { unassignedAt: null }, take: 1, select: { id: true, staffUserId: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    isActive: r.isActive,
    open: r.careAgentAssignments[0] ?? null,
  }));
}

export async function closeAssignments(db: Db, assignmentIds: readonly string[], at: Date): Promise<void> {
  if (assignmentIds.length === 0) return;
  await db.careAgentAssignment.updateMany({
    where: { id: { in: [...assignmentIds] }, unassignedAt: null },
    data: { unassignedAt: at },
  });
}

export async function openAssignments(
  db: Db,
  rows: readonly { seniorId: string; staffUserId: string; assignedById: string }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.careAgentAssignment.createMany({ data: rows.map((r) => ({ ...r, assignedAt: at })) });
}
