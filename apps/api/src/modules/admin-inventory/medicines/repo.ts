import type { MedicineListQuery } from "@care/contracts";
import type { Db, Medicine, Prisma } from "@care/db";
import type { z } from "zod";

type ListQuery = z.output<typeof MedicineListQuery>;

/** One page of the catalogue by name; `search` is a fragment of the name, any case. */
export async function listCatalogue(db: Db, q: ListQuery): Promise<{ rows: Medicine[]; total: number }> {
  const where: Prisma.MedicineWhereInput = {};
  if (q.search) where.name = { contains: q.search, mode: "insensitive" };
  if (q.status) where.retiredAt = q.status === "retired" ? { not: null } : null;
  const [rows, total] = await Promise.all([
    db.medicine.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], skip: q.offset, take: q.limit }),
    db.medicine.count({ where }),
  ]);
  return { rows, total };
}

/** Whether another medicine has this name, compared without case. */
export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const found = await db.medicine.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  return found !== null;
}
