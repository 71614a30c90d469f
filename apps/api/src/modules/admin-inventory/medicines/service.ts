import {
  MEDICINE_MESSAGES,
  offsetPage,
  type AccessClaims,
  type MedicineCreateBody,
  type MedicineListQuery,
  type MedicineRow,
  type MedicineStatusBody,
  type MedicineUpdateBody,
  type OffsetPage,
} from "@care/contracts";
import type { Medicine, PrismaClient } from "@care/db";
import type { z } from "zod";
import { fieldConflict, notFound, type AppError } from "../../../errors.js";
import { writeUnique } from "../unique-write.js";
import { listCatalogue, nameTaken } from "./repo.js";

export interface AdminMedicineService {
  list(q: z.output<typeof MedicineListQuery>): Promise<OffsetPage<MedicineRow>>;
  create(user: AccessClaims, body: z.output<typeof MedicineCreateBody>): Promise<MedicineRow>;
  update(user: AccessClaims, body: z.output<typeof MedicineUpdateBody>): Promise<MedicineRow>;
  setStatus(user: AccessClaims, body: z.output<typeof MedicineStatusBody>): Promise<MedicineRow>;
}

function toRow(m: Medicine): MedicineRow {
  return {
    medicine_id: m.id,
    name: m.name,
    status: m.retiredAt ? "retired" : "active",
    date_modified: m.updatedAt.toISOString(),
    retired_at: m.retiredAt?.toISOString() ?? null,
  };
}

/** A name already in the catalogue (the check, or the unique index on lower(name) when two saves race). */
const duplicate = (): AppError => fieldConflict("body.name", MEDICINE_MESSAGES.duplicate);

/**
 * The medicine catalogue the members' medication form searches (GET /api/users/medicine). A name is unique without
 * case. Medicines are retired rather than deleted: a member's medication keeps the name it was saved with, and a
 * retired medicine can be restored.
 */
export function createAdminMedicineService(prisma: PrismaClient): AdminMedicineService {
  async function requireMedicine(id: string): Promise<Medicine> {
    const found = await prisma.medicine.findUnique({ where: { id } });
    if (!found) throw notFound("Medicine");
    return found;
  }

  return {
    async list(q) {
      const { rows, total } = await listCatalogue(prisma, q);
      return offsetPage(rows.map(toRow), total, q.offset);
    },

    async create(user, body) {
      if (await nameTaken(prisma, body.name)) throw duplicate();
      const created = await writeUnique(
        () => prisma.medicine.create({ data: { name: body.name, updatedById: user.sub } }),
        duplicate,
      );
      return toRow(created);
    },

    async update(user, body) {
      await requireMedicine(body.medicine_id);
      if (await nameTaken(prisma, body.name, body.medicine_id)) throw duplicate();
      const updated = await writeUnique(
        () =>
          prisma.medicine.update({ where: { id: body.medicine_id }, data: { name: body.name, updatedById: user.sub } }),
        duplicate,
      );
      return toRow(updated);
    },

    async setStatus(user, body) {
      const current = await requireMedicine(body.medicine_id);
      // Retiring a retired medicine keeps its first date.
      if (body.retired === (current.retiredAt !== null)) return toRow(current);
      const updated = await prisma.medicine.update({
        where: { id: current.id },
        data: { retiredAt: body.retired ? new Date() : null, updatedById: user.sub },
      });
      return toRow(updated);
    },
  };
}
