// Staff accounts: the eight demo accounts of the README plus a few more of every role, all with the demo password.
import type { Prisma, PrismaClient, Role, Shift } from "@care/db";
import { insertMissing } from "./batch.js";
import { ANCHOR } from "./dates.js";
import { FACILITIES } from "./corporations-facilities.js";
import { seedId } from "./ids.js";

export const DEMO_PASSWORD = "Demo#Portal2026x";

export interface SeedStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  shift: Shift | null;
  /** Index into FACILITIES, for facility agents. */
  facility?: number;
  mfa?: boolean;
  /** Member ids [first, last] this care agent coaches. */
  seniors?: readonly [number, number];
}

/** The demo accounts (same password). Keys are stable names that tests may use. */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@demo.care", firstName: "Alex", lastName: "Morgan", role: "Admin", shift: "day" },
  agent: {
    email: "agent@demo.care",
    firstName: "Casey",
    lastName: "Rivera",
    role: "CareAgent",
    shift: "day",
    seniors: [100001, 100040],
  },
  wellness: {
    email: "wellness@demo.care",
    firstName: "Whitney",
    lastName: "Park",
    role: "Admin_WellnessServices",
    shift: "day",
  },
  warehouse: {
    email: "warehouse@demo.care",
    firstName: "Walter",
    lastName: "Hayes",
    role: "WarehouseEmployee",
    shift: "day",
  },
  bdm: { email: "bdm@demo.care", firstName: "Bailey", lastName: "Dunn", role: "BDM", shift: null },
  facility: {
    email: "facility@demo.care",
    firstName: "Frances",
    lastName: "Lowe",
    role: "FACILITY_AGENT",
    shift: "day",
    facility: 0,
  },
  mfa: {
    email: "mfa@demo.care",
    firstName: "Morgan",
    lastName: "Fields",
    role: "CareAgent",
    shift: "evening",
    mfa: true,
    seniors: [100281, 100298],
  },
  caregiver: { email: "caregiver@demo.care", firstName: "Carla", lastName: "Givens", role: "Caregiver", shift: null },
} as const satisfies Record<string, SeedStaff>;

/** Everybody else: more care agents (each coaching a block of 40 members), and one or more of every other role. */
const OTHER_STAFF: readonly SeedStaff[] = [
  ...(
    [
      ["Jordan", "Blake", "day"],
      ["Taylor", "Brooks", "day"],
      ["Riley", "Chen", "evening"],
      ["Avery", "Diaz", "evening"],
      ["Quinn", "Foster", "overnight"],
      ["Parker", "Grant", "overnight"],
    ] as const
  ).map(([firstName, lastName, shift], i): SeedStaff => ({
    email: `${firstName}.${lastName}@staff.demo.care`.toLowerCase(),
    firstName,
    lastName,
    role: "CareAgent",
    shift,
    seniors: [100041 + i * 40, 100080 + i * 40],
  })),
  { email: "dana.ellis@staff.demo.care", firstName: "Dana", lastName: "Ellis", role: "Admin", shift: "day" },
  {
    email: "robin.hart@staff.demo.care",
    firstName: "Robin",
    lastName: "Hart",
    role: "Admin_WellnessServices",
    shift: "evening",
  },
  {
    email: "sam.irwin@staff.demo.care",
    firstName: "Sam",
    lastName: "Irwin",
    role: "WarehouseEmployee",
    shift: "evening",
  },
  { email: "jamie.kent@staff.demo.care", firstName: "Jamie", lastName: "Kent", role: "BDM", shift: null },
  ...FACILITIES.slice(1).map((f, i): SeedStaff => ({
    email: `agency${i + 2}@staff.demo.care`,
    firstName: ["Leslie", "Drew", "Kendall", "Reese", "Shawn"][i] ?? "Agency",
    lastName: f.city,
    role: "FACILITY_AGENT",
    shift: "day",
    facility: i + 1,
  })),
];

export const ALL_STAFF: readonly SeedStaff[] = [...Object.values(DEMO_ACCOUNTS), ...OTHER_STAFF];

export const staffId = (email: string): string => seedId("staff", email);

export async function seedStaff(
  prisma: PrismaClient,
  passwordHash: string,
  now: Date,
  anchor: Date = ANCHOR,
): Promise<number> {
  const users: Prisma.StaffUserCreateManyInput[] = ALL_STAFF.map((s, i) => {
    const facility = s.facility === undefined ? undefined : FACILITIES[s.facility];
    const home = facility ?? FACILITIES[i % FACILITIES.length];
    return {
      id: staffId(s.email),
      email: s.email,
      employeeId: s.role === "Caregiver" ? null : `EMP${String(1001 + i)}`,
      firstName: s.firstName,
      lastName: s.lastName,
      phone: `${home?.areaCode ?? "404"}555${String(3000 + i).padStart(4, "0")}`,
      primaryRole: s.role,
      secondaryRoles: [],
      passwordHash,
      // "now", not the demo anchor: an old date would make every demo password expired.
      passwordCreatedAt: now,
      isFirstLogin: false,
      isMfaEnabled: s.mfa === true,
      isActive: true,
      shift: s.shift,
      zipcode: home?.postalcode ?? null,
      city: home?.city ?? null,
      state: home?.state ?? null,
      timezone: home?.timezone ?? "America/New_York",
      facilityId: facility?.id ?? null,
      sugarId: seedId("sugar", s.email),
      createdAt: anchor,
      updatedAt: anchor,
    };
  });
  // The current password is in the history too, so "no reusing old password" also rejects it.
  const history: Prisma.PasswordHistoryCreateManyInput[] = ALL_STAFF.map((s) => ({
    id: seedId("password-history", s.email),
    userId: staffId(s.email),
    hash: passwordHash,
    createdAt: now,
  }));
  return (
    (await insertMissing((a) => prisma.staffUser.createMany(a), users)) +
    (await insertMissing((a) => prisma.passwordHistory.createMany(a), history))
  );
}

/** The care agent coaching a member id, per the blocks above (undefined = no coach). */
export function careAgentFor(memberId: number): SeedStaff | undefined {
  return ALL_STAFF.find((s) => s.seniors !== undefined && memberId >= s.seniors[0] && memberId <= s.seniors[1]);
}
