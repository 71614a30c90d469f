// The demo data set. Deterministic (fixed-seed PRNG, name-based UUIDs, dates from a fixed anchor) and idempotent:
// every row has a deterministic id and is inserted with ON CONFLICT DO NOTHING, so a second run inserts nothing
// and leaves the same rows. Rows changed by the application in between are left as they are.
import { hash } from "@node-rs/argon2";
import type { PrismaClient } from "@care/db";
import { seedAssessmentForms } from "./assessments.js";
import { seedCareCircle } from "./care-circle.js";
import { seedCareAgentAssignments } from "./coaching.js";
import { seedClientConfiguration } from "./config.js";
import { seedCorporationsAndFacilities } from "./corporations-facilities.js";
import { seedDevices } from "./devices.js";
import { seedSeniors } from "./seniors.js";
import { DEMO_PASSWORD, seedStaff } from "./staff.js";
import { seedVitalsAndGoals } from "./vitals-goals.js";

export interface SeedCounts {
  corporations: number;
  facilities: number;
  staffUsers: number;
  seniors: number;
  caregivers: number;
  providers: number;
  careAgentAssignments: number;
  devices: number;
  deviceAssignments: number;
  vitalThresholds: number;
  goals: number;
  assessmentForms: number;
  clientConfiguration: number;
}

export interface SeedSummary {
  /** Rows this run inserted (0 when the data set was already there). */
  inserted: number;
  /** Rows in the database after the run, per table. */
  counts: SeedCounts;
  durationMs: number;
}

export interface SeedOptions {
  /** Progress messages (one per step). */
  log?: (message: string) => void;
}

async function countRows(prisma: PrismaClient): Promise<SeedCounts> {
  const [
    corporations,
    facilities,
    staffUsers,
    seniors,
    caregivers,
    providers,
    careAgentAssignments,
    devices,
    deviceAssignments,
    vitalThresholds,
    goals,
    assessmentForms,
    clientConfiguration,
  ] = await Promise.all([
    prisma.corporation.count(),
    prisma.facility.count(),
    prisma.staffUser.count(),
    prisma.senior.count(),
    prisma.caregiver.count(),
    prisma.provider.count(),
    prisma.careAgentAssignment.count(),
    prisma.device.count(),
    prisma.deviceAssignment.count(),
    prisma.vitalThreshold.count(),
    prisma.seniorGoal.count(),
    prisma.assessmentForm.count(),
    prisma.clientConfiguration.count(),
  ]);
  return {
    corporations,
    facilities,
    staffUsers,
    seniors,
    caregivers,
    providers,
    careAgentAssignments,
    devices,
    deviceAssignments,
    vitalThresholds,
    goals,
    assessmentForms,
    clientConfiguration,
  };
}

export async function seed(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? ((): void => {});
  const started = Date.now();
  // Argon2id (the library's default algorithm and parameters); hashed once because it is slow on purpose.
  const passwordHash = await hash(DEMO_PASSWORD);
  const now = new Date();

  const steps: readonly [string, () => Promise<number>][] = [
    ["corporations and facilities", () => seedCorporationsAndFacilities(prisma)],
    ["staff", () => seedStaff(prisma, passwordHash, now)],
    ["seniors", () => seedSeniors(prisma)],
    ["care circle", () => seedCareCircle(prisma)],
    ["care agent assignments", () => seedCareAgentAssignments(prisma)],
    ["devices", () => seedDevices(prisma)],
    ["vital thresholds and goals", () => seedVitalsAndGoals(prisma)],
    ["assessment forms", () => seedAssessmentForms(prisma)],
    ["client configuration", () => seedClientConfiguration(prisma)],
  ];
  let inserted = 0;
  for (const [name, run] of steps) {
    const n = await run();
    log(`${name}: ${n} rows inserted`);
    inserted += n;
  }
  return { inserted, counts: await countRows(prisma), durationMs: Date.now() - started };
}
