// The demo's activity over the 90 days before the anchor (issue 28 item 6): what the staff did and what is waiting
// for them. Loaded by `npm start` and `npm run db:seed` (seed option `activity`), not by the test template, whose
// tests expect the bare demo data. Readings are not here: the simulator's backfill writes them through the ingest
// pipeline (scripts/start.ts runs it after the seed).
import type { PrismaClient } from "@care/db";
import { seedAlarmActivity } from "./activity-alarms.js";
import { seedAssessmentActivity } from "./activity-assessments.js";
import { seedCallActivity } from "./activity-calls.js";
import { seedInsightActivity } from "./activity-insights.js";
import { seedMedicalActivity } from "./activity-medical.js";
import { seedPlanActivity } from "./activity-plans.js";

/** The steps of the activity, in order (each inserts what is missing and says how many rows). */
export const ACTIVITY_STEPS: readonly [string, (prisma: PrismaClient, anchor: Date) => Promise<number>][] = [
  ["assessments and wellbeing surveys", seedAssessmentActivity],
  ["medical conditions and medications", seedMedicalActivity],
  ["wellness plans", seedPlanActivity],
  ["alarms and their calls", seedAlarmActivity],
  ["care insights", seedInsightActivity],
  ["scheduled calls", seedCallActivity],
];
