// The demo data set. Deterministic (fixed-seed PRNG, name-based UUIDs, dates counted back from the anchor the caller
// gives: the fixed ANCHOR by default, the current hour under `npm start`) and idempotent:
// every row has a deterministic id and is inserted with ON CONFLICT DO NOTHING, so a second run inserts nothing
// and leaves the same rows. Rows changed by the application in between are left as they are.
import { hash } from "@node-rs/argon2";
import type { PrismaClient } from "@care/db";
import { ACTIVITY_STEPS } from "./activity.js";
import { seedAssessmentForms } from "./assessments.js";
import { seedCareCircle } from "./care-circle.js";
import { seedCareAgentAssignments } from "./coaching.js";
import { seedClientConfiguration } from "./config.js";
import { seedCorporationsAndFacilities } from "./corporations-facilities.js";
import { ANCHOR } from "./dates.js";
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
  assessmentResponses: number;
  wellnessSurveys: number;
  medicalConditions: number;
  medications: number;
  wellnessPlans: number;
  alarms: number;
  careInsights: number;
  callSchedules: number;
  callLogs: number;
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
  /** The instant the demo's dates count back from (default ANCHOR, fixed: tests get the same rows every run). */
  anchor?: Date;
  /**
   * Also the staff's activity of the 90 days before the anchor and what waits for them (activity.ts). Off by
   * default: the test template is the bare demo data its tests were written against.
   */
  activity?: boolean;
  /** False: only the activity, over bare demo data already there (npm start loads the two side by side). */
  base?: boolean;
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
    assessmentResponses,
    wellnessSurveys,
    medicalConditions,
    medications,
    wellnessPlans,
    alarms,
    careInsights,
    callSchedules,
    callLogs,
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
    prisma.assessmentResponse.count(),
    prisma.wellnessSurvey.count(),
    prisma.medicalCondition.count(),
    prisma.medication.count(),
    prisma.wellnessPlan.count(),
    prisma.alarm.count(),
    prisma.careInsight.count(),
    prisma.callSchedule.count(),
    prisma.callLog.count(),
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
    assessmentResponses,
    wellnessSurveys,
    medicalConditions,
    medications,
    wellnessPlans,
    alarms,
    careInsights,
    callSchedules,
    callLogs,
  };
}

export async function seed(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? ((): void => {});
  const started = Date.now();
  // Argon2id (the library's default algorithm and parameters); hashed once because it is slow on purpose.
  const passwordHash = await hash(DEMO_PASSWORD);
  const now = new Date();
  const anchor = options.anchor ?? ANCHOR;

  const base: [string, () => Promise<number>][] = [
    ["corporations and facilities", () => seedCorporationsAndFacilities(prisma, anchor)],
    ["staff", () => seedStaff(prisma, passwordHash, now, anchor)],
    ["seniors", () => seedSeniors(prisma, anchor)],
    ["care circle", () => seedCareCircle(prisma, anchor)],
    ["care agent assignments", () => seedCareAgentAssignments(prisma, anchor)],
    ["devices", () => seedDevices(prisma, anchor)],
    ["vital thresholds and goals", () => seedVitalsAndGoals(prisma, anchor)],
    ["assessment forms", () => seedAssessmentForms(prisma, anchor)],
    ["client configuration", () => seedClientConfiguration(prisma, anchor)],
  ];
  const steps = options.base === false ? [] : base;
  if (options.activity) {
    for (const [name, run] of ACTIVITY_STEPS) steps.push([name, () => run(prisma, anchor)]);
  }
  let inserted = 0;
  for (const [name, run] of steps) {
    const n = await run();
    log(`${name}: ${n} rows inserted`);
    inserted += n;
  }
  return { inserted, counts: await countRows(prisma), durationMs: Date.now() - started };
}
