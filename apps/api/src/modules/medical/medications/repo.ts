import type { Db, Medication, Provider } from "@care/db";

export type MedicationRow = Medication;

/** The senior's medications, last modified first. */
export async function listMedications(
  db: Db,
  seniorId: string,
  offset: number,
  limit: number,
): Promise<{ rows: Medication[]; total: number }> {
  const where = { seniorId };
  const [rows, total] = await Promise.all([
    db.medication.findMany({ where, orderBy: [{ modifiedAt: "desc" }, { id: "desc" }], skip: offset, take: limit }),
    db.medication.count({ where }),
  ]);
  return { rows, total };
}

export function findMedication(db: Db, seniorId: string, id: string): Promise<Medication | null> {
  return db.medication.findFirst({ where: { id, seniorId } });
}

/** One of the senior's own pharmacies (users/provider/pharmacy), or null. */
export function findPharmacy(db: Db, seniorId: string, id: string): Promise<Provider | null> {
  return db.provider.findFirst({ where: { id, seniorId, type: "pharmacy" } });
}

/** LIKE wildcards typed by the user are matched literally. */
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Medicine names containing the typed text, case-insensitively: names that start with it first, then the others,
 * each alphabetically. Medicines the admins retired (admin-medicines) are left out. The catalogue is small (tens to
 * a few thousand names), so a sequential scan is fine.
 */
export function searchMedicines(db: Db, text: string, limit: number): Promise<{ id: string; name: string }[]> {
  const like = escapeLike(text);
  return db.$queryRaw<{ id: string; name: string }[]>`
    SELECT id::text AS id, name FROM medicine
    WHERE retired_at IS NULL AND name ILIKE '%' || ${like} || '%'
    ORDER BY (name ILIKE ${like} || '%') DESC, name ASC
    LIMIT ${limit}`;
}
