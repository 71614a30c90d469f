import type { ChangeKind, Db, MedicalCondition, MedicalConditionHistory, Prisma } from "@care/db";

/** The columns a condition form sets. */
export interface ConditionColumns {
  condition: string;
  severityLevel: string;
  dateOfOnset: Date | null;
  notes: string | null;
}

/** The senior's conditions still on the list (deleted ones live on in their history), newest first. */
export async function listConditions(
  db: Db,
  seniorId: string,
  offset: number,
  limit: number,
): Promise<{ rows: MedicalCondition[]; total: number }> {
  const where = { seniorId, deletedAt: null };
  const [rows, total] = await Promise.all([
    db.medicalCondition.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: offset,
      take: limit,
    }),
    db.medicalCondition.count({ where }),
  ]);
  return { rows, total };
}

export function findCondition(db: Db, seniorId: string, id: string): Promise<MedicalCondition | null> {
  return db.medicalCondition.findFirst({ where: { id, seniorId, deletedAt: null } });
}

/**
 * Writes the version a change leaves behind: the next number of the condition's history, taken under a row lock
 * on the condition so two concurrent edits cannot both write version n.
 */
export async function recordVersion(
  db: Prisma.TransactionClient,
  row: MedicalCondition,
  change: ChangeKind,
  changedById: string,
): Promise<void> {
  await db.$queryRaw`SELECT id FROM medical_condition WHERE id = ${row.id}::uuid FOR UPDATE`;
  const last = await db.medicalConditionHistory.findFirst({
    where: { medicalConditionId: row.id },
    orderBy: { version: "desc" },
    select: { version: true },
  });
  await db.medicalConditionHistory.create({
    data: {
      medicalConditionId: row.id,
      version: (last?.version ?? 0) + 1,
      change,
      condition: row.condition,
      severityLevel: row.severityLevel,
      dateOfOnset: row.dateOfOnset,
      notes: row.notes,
      changedById,
    },
  });
}

/** Versions of the senior's conditions (or of one), newest change first. */
export async function listVersions(
  db: Db,
  seniorId: string,
  conditionId: string | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: MedicalConditionHistory[]; total: number }> {
  const where: Prisma.MedicalConditionHistoryWhereInput = {
    medicalCondition: { seniorId },
    ...(conditionId ? { medicalConditionId: conditionId } : {}),
  };
  const [rows, total] = await Promise.all([
    db.medicalConditionHistory.findMany({
      where,
      orderBy: [{ changedAt: "desc" }, { version: "desc" }],
      skip: offset,
      take: limit,
    }),
    db.medicalConditionHistory.count({ where }),
  ]);
  return { rows, total };
}

/** Display names of the staff who made changes (history keeps ids only, so renamed staff read as they are now). */
export async function staffNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const staff = await db.staffUser.findMany({
    where: { id: { in: wanted } },
    select: { id: true, firstName: true, lastName: true },
  });
  return new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()]));
}
