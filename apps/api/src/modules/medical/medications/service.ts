import type { z } from "zod";
import {
  MEDICAL_MESSAGES,
  MEDICATION_LIMITS,
  nextOffset,
  type AccessClaims,
  type Medication,
  type MedicationStatus,
  type medicalRoutes,
} from "@care/contracts";
import type { Medication as MedicationRow, PrismaClient, SubmitStatus } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { AppError, badRequest, fieldConflict, notFound } from "../../../errors.js";
import { dateColumn, isoDate, requireNotAfterSeniorToday } from "../shared/dates.js";
import { findMedication, findPharmacy, listMedications, searchMedicines } from "./repo.js";

type R = typeof medicalRoutes;
type ListQuery = z.output<R["listMedications"]["querystring"]>;
type CreateBody = z.output<R["createMedication"]["body"]>;
type UpdateBody = z.output<R["updateMedication"]["body"]>;

export interface MedicationService {
  list(user: AccessClaims, q: ListQuery): Promise<z.output<R["listMedications"]["data"]>>;
  create(user: AccessClaims, body: CreateBody): Promise<Medication>;
  update(user: AccessClaims, body: UpdateBody): Promise<Medication>;
  searchMedicine(text: string): Promise<{ medicine_id: string; name: string }[]>;
}

const STATUS_OUT: Record<SubmitStatus, MedicationStatus> = { save: "Save", submit: "Submit" };
const STATUS_IN: Record<MedicationStatus, SubmitStatus> = { Save: "save", Submit: "submit" };

function toMedication(m: MedicationRow): Medication {
  return {
    medication_id: m.id,
    medicine: m.medicine,
    dose_form: m.doseForm,
    dose_frequency: { every: m.doseEvery, period: m.dosePeriod },
    when: m.when,
    date_prescribed: isoDate(m.datePrescribed),
    date_discontinued: isoDate(m.dateDiscontinued),
    pharmacy_id: m.pharmacyId,
    pharmacy_name: m.pharmacyName,
    pharmacy_phone_number: m.pharmacyPhone,
    notes: m.notes,
    status: STATUS_OUT[m.status],
    modification_date: m.modifiedAt.toISOString(),
  };
}

/**
 * A senior's medications (spec 2 §3, §4 "Medication saved with status Save or Submit") and the medicine search
 * of the form. The pharmacy is one of the senior's pharmacies; its name and phone are copied onto the medication
 * so the medication still reads right after that pharmacy is removed.
 */
export function createMedicationService(prisma: PrismaClient): MedicationService {
  async function columns(seniorId: string, timeZone: string, b: CreateBody) {
    requireNotAfterSeniorToday(b.date_prescribed, timeZone, "body.date_prescribed");
    const pharmacy = b.pharmacy_id ? await findPharmacy(prisma, seniorId, b.pharmacy_id) : null;
    if (b.pharmacy_id && !pharmacy) {
      throw badRequest(MEDICAL_MESSAGES.pharmacyNotFound, [
        { field: "body.pharmacy_id", reason: MEDICAL_MESSAGES.pharmacyNotFound },
      ]);
    }
    return {
      medicine: b.medicine,
      doseForm: b.dose_form,
      doseEvery: b.dose_frequency.every,
      dosePeriod: b.dose_frequency.period,
      when: b.when,
      datePrescribed: dateColumn(b.date_prescribed),
      dateDiscontinued: dateColumn(b.date_discontinued),
      pharmacyId: pharmacy?.id ?? null,
      pharmacyName: pharmacy?.name ?? null,
      pharmacyPhone: pharmacy?.contactPhone ?? null,
      notes: b.notes,
      status: STATUS_IN[b.status],
    };
  }

  return {
    async list(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const { rows, total } = await listMedications(prisma, senior.id, q.offset, q.limit);
      return {
        items: rows.map(toMedication),
        total,
        total_meds: total,
        next_offset: nextOffset(q.offset, rows.length, total),
      };
    },

    async create(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const data = await columns(senior.id, senior.timezone, body);
      const row = await prisma.medication.create({
        data: { seniorId: senior.id, ...data, createdById: user.sub, updatedById: user.sub },
      });
      return toMedication(row);
    },

    async update(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const current = await findMedication(prisma, senior.id, body.medication_id);
      if (!current) throw notFound("Medication");
      if (current.status === "submit" && body.status === "Save") {
        throw fieldConflict("body.status", MEDICAL_MESSAGES.submittedIsFinal);
      }
      const data = await columns(senior.id, senior.timezone, body);
      // Only a row still in the state we checked is changed: a concurrent submit cannot be turned back to Save.
      const { count } = await prisma.medication.updateMany({
        where: { id: current.id, ...(body.status === "Save" ? { status: "save" } : {}) },
        data: { ...data, updatedById: user.sub },
      });
      if (count === 0) throw new AppError("CONFLICT", MEDICAL_MESSAGES.submittedIsFinal);
      return toMedication(await prisma.medication.findUniqueOrThrow({ where: { id: current.id } }));
    },

    async searchMedicine(text) {
      const rows = await searchMedicines(prisma, text, MEDICATION_LIMITS.search);
      return rows.map((r) => ({ medicine_id: r.id, name: r.name }));
    },
  };
}
