// Medical conditions and medications of the coached members, entered by their care agent when the member joined
// (as the Medical Info tab saves them: a condition with its first history snapshot, a submitted medication with the
// pharmacy's name and phone copied from the member's pharmacy). They feed the Medical Info tab and the medical
// conditions and medication list reports.
import type { Prisma, PrismaClient } from "@care/db";
import { coachedSeniors } from "./activity-common.js";
import { insertMissing } from "./batch.js";
import { buildProviders } from "./care-circle.js";
import { dateOnly, daysAfter, yearsBefore } from "./dates.js";
import { demoRng, seedId } from "./ids.js";

/** The form's conditions (prisma/seed/assessments.ts, Medical Conditions) most often seen in the demo. */
const CONDITIONS = ["High blood pressure", "Arthritis", "Diabetes", "Osteoporosis", "Heart disease or heart failure"];
const SEVERITIES = ["Mild", "Moderate", "Severe"] as const;
/** Medicine, dose form, doses, period, when (values of the medication form's lists). */
const MEDICINES: readonly [string, string, number, string, string][] = [
  ["Lisinopril 10 mg", "Tablet", 1, "day", "Morning"],
  ["Metformin 500 mg", "Tablet", 2, "day", "With meals"],
  ["Atorvastatin 20 mg", "Tablet", 1, "day", "Bedtime"],
  ["Vitamin D3 1000 IU", "Capsule", 1, "day", "Morning"],
  ["Alendronate 70 mg", "Tablet", 1, "week", "Before meals"],
];

export interface MedicalActivity {
  conditions: Prisma.MedicalConditionCreateManyInput[];
  history: Prisma.MedicalConditionHistoryCreateManyInput[];
  medications: Prisma.MedicationCreateManyInput[];
}

export function buildMedicalActivity(anchor: Date): MedicalActivity {
  const rng = demoRng("activity-medical");
  const pharmacies = new Map(
    buildProviders(anchor)
      .filter((p) => p.type === "pharmacy")
      .map((p) => [p.seniorId, p]),
  );
  const out: MedicalActivity = { conditions: [], history: [], medications: [] };
  for (const c of coachedSeniors(anchor)) {
    const s = c.senior;
    const entered = daysAfter(2, s.createdAt);
    const first = rng.int(0, CONDITIONS.length - 1);
    const count = rng.int(1, 3);
    for (let n = 0; n < count; n++) {
      const condition = CONDITIONS[(first + n) % CONDITIONS.length] as string;
      const id = seedId("medical-condition", `${s.memberId}:${n}`);
      const row = {
        condition,
        severityLevel: rng.pick(SEVERITIES),
        dateOfOnset: dateOnly(yearsBefore(rng.int(2, 20), rng.int(0, 364), anchor)),
        notes: null,
      };
      out.conditions.push({
        id,
        seniorId: s.id,
        ...row,
        createdById: c.agentId,
        updatedById: c.agentId,
        createdAt: entered,
        updatedAt: entered,
      });
      out.history.push({
        id: seedId("medical-condition-history", `${s.memberId}:${n}`),
        medicalConditionId: id,
        version: 1,
        change: "created",
        ...row,
        changedById: c.agentId,
        changedAt: entered,
      });
    }
    const pharmacy = pharmacies.get(s.id);
    const firstMedicine = rng.int(0, MEDICINES.length - 1);
    const medicines = rng.int(1, 3);
    for (let n = 0; n < medicines; n++) {
      const [medicine, doseForm, doseEvery, dosePeriod, when] = MEDICINES[
        (firstMedicine + n) % MEDICINES.length
      ] as (typeof MEDICINES)[number];
      out.medications.push({
        id: seedId("medication", `${s.memberId}:${n}`),
        seniorId: s.id,
        medicine,
        doseForm,
        doseEvery,
        dosePeriod,
        when,
        datePrescribed: dateOnly(yearsBefore(rng.int(0, 5), rng.int(0, 364), entered)),
        pharmacyId: pharmacy?.id ?? null,
        pharmacyName: pharmacy?.name ?? null,
        pharmacyPhone: pharmacy?.contactPhone ?? null,
        status: "submit",
        createdById: c.agentId,
        updatedById: c.agentId,
        createdAt: entered,
        modifiedAt: entered,
      });
    }
  }
  return out;
}

export async function seedMedicalActivity(prisma: PrismaClient, anchor: Date): Promise<number> {
  const m = buildMedicalActivity(anchor);
  return (
    (await insertMissing((x) => prisma.medicalCondition.createMany(x), m.conditions)) +
    (await insertMissing((x) => prisma.medicalConditionHistory.createMany(x), m.history)) +
    (await insertMissing((x) => prisma.medication.createMany(x), m.medications))
  );
}
