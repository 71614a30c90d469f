// 300 seniors with member ids 100001..100300 in seed order. Every third one (member ids 100002, 100005, ...) is a
// facility resident (member type community), spread round-robin over the six facilities; the others live at home
// in one of the CITIES. The plan is computed in memory first: the other seed files (devices, care circle, vitals)
// derive their rows from it.
import type { MemberType, Prisma, PrismaClient, RadiusUnit, Zone } from "@care/db";
import type { Rng } from "@care/ingest/prng";
import { insertMissing } from "./batch.js";
import { FACILITIES, type SeedFacility } from "./corporations-facilities.js";
import {
  ACADEMIC_LEVELS,
  CAREERS,
  CITIES,
  FAITHS,
  FEMALE_FIRST_NAMES,
  HOBBIES,
  HOME_ENTRY,
  HOME_TECHNOLOGY,
  LANGUAGES,
  LAST_NAMES,
  LIFE_EVENTS,
  MALE_FIRST_NAMES,
  MEDICAL_EQUIPMENT,
  PETS,
  RACES,
  STREET_NAMES,
} from "./data.js";
import { ANCHOR, dateOnly, daysBefore, yearsBefore } from "./dates.js";
import { demoRng, seedId } from "./ids.js";
import { DEMO_ACCOUNTS, staffId } from "./staff.js";

export const SENIOR_COUNT = 300;
export const FIRST_MEMBER_ID = 100_001;
/** The last two members are disabled accounts, to demo disable/enable (they have no coach). */
export const DISABLED_MEMBER_IDS: readonly number[] = [100_299, 100_300];

export interface SeniorPlan {
  index: number;
  id: string;
  memberId: number;
  accountId: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  gender: "Female" | "Male";
  dob: Date;
  email: string;
  mobileNumber: string;
  areaCode: string;
  timezone: string;
  zone: Zone;
  memberType: MemberType;
  facility: SeedFacility | null;
  moveInDate: Date | null;
  homeRadiusValue: number;
  homeRadiusUnit: RadiusUnit;
  street: string;
  apartment: string | null;
  city: string;
  state: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  createdAt: Date;
  isActive: boolean;
  /** As entered on the onboarding form (pounds). */
  weightLbs: number;
}

const ZONE_WEIGHTS: readonly (readonly [Zone, number])[] = [
  ["white", 20],
  ["blue", 35],
  ["green", 30],
  ["gold", 15],
];

const AT_HOME_MEMBER_TYPES: readonly (readonly [MemberType, number])[] = [
  ["at_home", 60],
  ["study", 10],
  ["home_care_member", 10],
  ["beta_tester", 8],
  ["alpha_tester", 5],
  ["internal_tester", 5],
  ["na", 2],
];

const HOME_RADII: readonly (readonly [number, RadiusUnit])[] = [
  [500, "feet"],
  [1000, "feet"],
  [0.5, "mile"],
  [1, "mile"],
];

const cachedPlans = new Map<number, readonly SeniorPlan[]>();

/** The 300 seniors, always the same for the same anchor (their dates count back from it). */
export function planSeniors(anchor: Date = ANCHOR): readonly SeniorPlan[] {
  const cached = cachedPlans.get(anchor.getTime());
  if (cached) return cached;
  const rng = demoRng("seniors");
  const plans: SeniorPlan[] = [];
  let residents = 0;
  for (let index = 0; index < SENIOR_COUNT; index++) {
    const memberId = FIRST_MEMBER_ID + index;
    const gender = rng.chance(0.58) ? "Female" : "Male";
    const firstName = rng.pick(gender === "Female" ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const middleName = rng.chance(0.3) ? rng.pick(gender === "Female" ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES) : null;
    const lastName = rng.pick(LAST_NAMES);
    const createdAt = daysBefore(rng.int(30, 1100), anchor);
    const zone = rng.weighted(ZONE_WEIGHTS);
    const isResident = index % 3 === 1;
    const facility = isResident ? (FACILITIES[residents++ % FACILITIES.length] ?? null) : null;
    const city = rng.pick(CITIES);
    const [homeRadiusValue, homeRadiusUnit] = facility ? ([300, "feet"] as const) : rng.pick(HOME_RADII);
    const areaCode = facility?.areaCode ?? city.areaCode;
    plans.push({
      index,
      id: seedId("senior", memberId),
      memberId,
      accountId: seedId("senior-account", memberId),
      firstName,
      middleName,
      lastName,
      gender,
      dob: dateOnly(yearsBefore(rng.int(66, 97), rng.int(0, 364), anchor)),
      email: `${firstName}.${lastName}.${memberId}@example.com`.toLowerCase(),
      // 555-0000..0299: unique per member, fictional exchange.
      mobileNumber: `${areaCode}555${String(index).padStart(4, "0")}`,
      areaCode,
      timezone: facility?.timezone ?? city.timezone,
      zone,
      memberType: facility ? "community" : rng.weighted(AT_HOME_MEMBER_TYPES),
      facility,
      moveInDate: facility ? dateOnly(daysBefore(rng.int(0, 1400), createdAt)) : null,
      homeRadiusValue,
      homeRadiusUnit,
      street: facility ? facility.street : `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)}`,
      apartment: facility
        ? `${rng.int(1, 3)}${String(rng.int(1, 40)).padStart(2, "0")}`
        : rng.chance(0.2)
          ? `${rng.int(1, 9)}B`
          : null,
      city: facility?.city ?? city.city,
      state: facility?.state ?? city.state,
      zipcode: facility?.postalcode ?? city.zipcode,
      latitude: facility ? facility.latitude : Number((city.latitude + rng.float(-0.05, 0.05, 5)).toFixed(5)),
      longitude: facility ? facility.longitude : Number((city.longitude + rng.float(-0.05, 0.05, 5)).toFixed(5)),
      createdAt,
      isActive: !DISABLED_MEMBER_IDS.includes(memberId),
      weightLbs: rng.int(105, 235),
    });
  }
  cachedPlans.set(anchor.getTime(), plans);
  return plans;
}

function seniorRow(s: SeniorPlan, anchor: Date): Prisma.SeniorCreateManyInput {
  return {
    id: s.id,
    memberId: s.memberId,
    accountId: s.accountId,
    firstName: s.firstName,
    middleName: s.middleName,
    lastName: s.lastName,
    dob: s.dob,
    gender: s.gender,
    email: s.email,
    mobileNumber: s.mobileNumber,
    timezone: s.timezone,
    zone: s.zone,
    memberType: s.memberType,
    facilityId: s.facility?.id ?? null,
    isResident: s.facility !== null,
    moveInDate: s.moveInDate,
    homeRadiusValue: s.homeRadiusValue,
    homeRadiusUnit: s.homeRadiusUnit,
    isActive: s.isActive,
    disabledReason: s.isActive ? null : "Moved out of the service area",
    disabledById: s.isActive ? null : staffId(DEMO_ACCOUNTS.admin.email),
    disabledAt: s.isActive ? null : daysBefore(10, anchor),
    addressStreet: s.street,
    addressApartment: s.apartment,
    addressCity: s.city,
    addressState: s.state,
    addressZipcode: s.zipcode,
    latitude: s.latitude,
    longitude: s.longitude,
    createdAt: s.createdAt,
    updatedAt: s.createdAt,
  };
}

function basicInfoRow(s: SeniorPlan, rng: Rng): Prisma.SeniorBasicInfoCreateManyInput {
  const tall = s.gender === "Male";
  const equipment = rng.pick(MEDICAL_EQUIPMENT);
  return {
    seniorId: s.id,
    heightFeet: tall ? rng.int(5, 6) : rng.int(4, 5),
    heightInch: rng.int(0, 11),
    // Stored in kilograms (1 kg = 2.2046 lb, spec 2 §9), rounded to 0.01 kg as the API stores it.
    weightKg: Math.round((s.weightLbs / 2.2046) * 100) / 100,
    academicLevel: rng.pick(ACADEMIC_LEVELS),
    career: rng.pick(CAREERS),
    primarySpokenLanguage: rng.pick(LANGUAGES),
    otherSpokenLanguage: rng.chance(0.2) ? "Spanish" : null,
    preferredName: rng.chance(0.3) ? s.firstName.slice(0, 3) : s.firstName,
    homePhone: rng.chance(0.5) ? `${s.areaCode}555${String(1000 + s.index).padStart(4, "0")}` : null,
    emergencyPhone: null,
    email: s.email,
    faith: rng.pick(FAITHS),
    homeTechnology: rng.pick(HOME_TECHNOLOGY),
    race: rng.pick(RACES),
    pets: rng.pick(PETS),
    medicalEquipment: equipment,
    otherMedicalEquipment: null,
    socialMediaLinks: rng.chance(0.15)
      ? [`https://www.facebook.com/${s.firstName}.${s.lastName}.${s.memberId}`.toLowerCase()]
      : [],
    lifeEvent: rng.chance(0.4) ? rng.pick(LIFE_EVENTS) : null,
    homeEntry: s.facility ? "Front desk lets staff in" : rng.pick(HOME_ENTRY),
    createdAt: s.createdAt,
    updatedAt: s.createdAt,
  };
}

function personaRow(s: SeniorPlan, rng: Rng): Prisma.SeniorPersonaCreateManyInput {
  const field = (data: string): Prisma.InputJsonValue => ({ data, annotation: "" });
  return {
    seniorId: s.id,
    goals: field(rng.pick(["Stay independent at home", "Walk every day", "Keep in touch with family", "Sleep better"])),
    hobbies: field(`${rng.pick(HOBBIES)}, ${rng.pick(HOBBIES)}`),
    favoriteFood: field(rng.pick(["Pot roast", "Apple pie", "Chicken soup", "Pasta", "Fresh fruit"])),
    devices: field(rng.pick(["Comfortable with the watch", "Needs reminders to charge the watch", "Likes the scale"])),
    createdAt: s.createdAt,
    updatedAt: s.createdAt,
  };
}

export async function seedSeniors(prisma: PrismaClient, anchor: Date = ANCHOR): Promise<number> {
  const plans = planSeniors(anchor);
  const rng = demoRng("senior-profile");
  const basicInfo = plans.map((s) => basicInfoRow(s, rng));
  const personas = plans.map((s) => personaRow(s, rng));
  const inserted =
    (await insertMissing(
      (a) => prisma.senior.createMany(a),
      plans.map((s) => seniorRow(s, anchor)),
    )) +
    (await insertMissing((a) => prisma.seniorBasicInfo.createMany(a), basicInfo)) +
    (await insertMissing((a) => prisma.seniorPersona.createMany(a), personas));
  // Member ids were given explicitly: move the sequence past them so the next member created by the API gets
  // max + 1 instead of colliding with a seeded one.
  await prisma.$executeRaw`
    SELECT setval(pg_get_serial_sequence('senior', 'member_id'), GREATEST((SELECT max(member_id) FROM senior), 100000))`;
  return inserted;
}
