// Each senior's care circle: 1-3 caregivers (primary first) and a doctor, a dentist and a pharmacy.
// The primary caregiver of member 100001 is the caregiver@demo.care login account.
import type { CaregiverType, Prisma, PrismaClient } from "@care/db";
import { insertMissing } from "./batch.js";
import {
  CAREGIVER_RELATIONSHIPS,
  DOCTOR_SPECIALITIES,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PHARMACY_CHAINS,
  YOUNGER_FIRST_NAMES,
} from "./data.js";
import { ANCHOR } from "./dates.js";
import { demoRng, seedId } from "./ids.js";
import { FIRST_MEMBER_ID, planSeniors } from "./seniors.js";
import { DEMO_ACCOUNTS, staffId } from "./staff.js";

const CAREGIVER_TYPES: readonly CaregiverType[] = ["primary", "secondary", "alternate"];

export function buildCaregivers(anchor: Date = ANCHOR): Prisma.CaregiverCreateManyInput[] {
  const rng = demoRng("caregivers");
  const rows: Prisma.CaregiverCreateManyInput[] = [];
  for (const s of planSeniors(anchor)) {
    const count = rng.int(1, 3);
    for (let j = 0; j < count; j++) {
      const demo = s.memberId === FIRST_MEMBER_ID && j === 0 ? DEMO_ACCOUNTS.caregiver : undefined;
      const firstName = demo?.firstName ?? rng.pick(YOUNGER_FIRST_NAMES);
      const lastName = demo?.lastName ?? (rng.chance(0.6) ? s.lastName : rng.pick(LAST_NAMES));
      rows.push({
        id: seedId("caregiver", `${s.memberId}:${j}`),
        seniorId: s.id,
        firstName,
        lastName,
        email: demo?.email ?? `${firstName}.${lastName}.${s.memberId}${j}@example.net`.toLowerCase(),
        // 555-5000..5899: unique, fictional.
        mobileNumber: `${s.areaCode}555${String(5000 + s.index * 3 + j)}`,
        caregiverType: CAREGIVER_TYPES[j] ?? "alternate",
        relationship: rng.pick(CAREGIVER_RELATIONSHIPS),
        emergencyContact: j === 0,
        staffUserId: demo ? staffId(demo.email) : null,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      });
    }
  }
  return rows;
}

export function buildProviders(anchor: Date = ANCHOR): Prisma.ProviderCreateManyInput[] {
  const rng = demoRng("providers");
  const rows: Prisma.ProviderCreateManyInput[] = [];
  const doctorName = (): string =>
    `Dr. ${rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  for (const s of planSeniors(anchor)) {
    const phone = (): string => `${s.areaCode}555${rng.digits(4)}`;
    const doctorLast = rng.pick(LAST_NAMES);
    const chain = rng.pick(PHARMACY_CHAINS);
    rows.push(
      {
        id: seedId("provider", `${s.memberId}:doctor`),
        seniorId: s.id,
        type: "doctor",
        name: doctorName(),
        providerName: `${s.city} Medical Group`,
        speciality: rng.pick(DOCTOR_SPECIALITIES),
        contactPhone: phone(),
        isPrimary: true,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      },
      {
        id: seedId("provider", `${s.memberId}:dentist`),
        seniorId: s.id,
        type: "dentist",
        name: doctorName(),
        providerName: `${doctorLast} Family Dentistry`,
        speciality: "General Dentistry",
        contactPhone: phone(),
        isPrimary: true,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      },
      {
        id: seedId("provider", `${s.memberId}:pharmacy`),
        seniorId: s.id,
        type: "pharmacy",
        name: `${chain} #${rng.int(1000, 9999)}`,
        providerName: chain,
        speciality: null,
        contactPhone: phone(),
        isPrimary: true,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      },
    );
  }
  return rows;
}

export async function seedCareCircle(prisma: PrismaClient, anchor: Date = ANCHOR): Promise<number> {
  return (
    (await insertMissing((a) => prisma.caregiver.createMany(a), buildCaregivers(anchor))) +
    (await insertMissing((a) => prisma.provider.createMany(a), buildProviders(anchor)))
  );
}
