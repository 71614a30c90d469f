import type { ReportTypeKey } from "@care/contracts";
import type { ReportDefinition } from "../definition.js";
import { careInsightAlerts, careInsightReviewTurnaround, careInsightSummaries } from "./care-insights.js";
import { emergentCare, fallsSos } from "./alarms.js";
import { alarmResponseTimes } from "./alarm-response-times.js";
import {
  adlKatzLawtonReport,
  caregiverStrainReport,
  fallsAssessmentReport,
  holisticReport,
  memberQuestionnaireReport,
  uclaLonelinessReport,
} from "./assessments.js";
import { callLogs, callScheduleAdherence } from "./calls.js";
import { deviceInventory, offlineWatches } from "./devices.js";
import { medicalConditions, medicationList } from "./medical.js";
import { activeMembers, disableReport, membersPerZone } from "./members.js";
import { staffCaseloads } from "./staff.js";
import { bodyScale, heartRate, hydration, sleep14Day, watchActivity } from "./vitals.js";
import { wellnessGoals, wellnessPlan } from "./wellness.js";

/** The report types the worker can build (the catalogue marks any other as not available yet). */
export const REPORT_DEFINITIONS: ReadonlyMap<ReportTypeKey, ReportDefinition> = new Map(
  [
    heartRate,
    watchActivity,
    sleep14Day,
    bodyScale,
    hydration,
    fallsSos,
    emergentCare,
    alarmResponseTimes,
    careInsightAlerts,
    careInsightSummaries,
    careInsightReviewTurnaround,
    callLogs,
    callScheduleAdherence,
    holisticReport,
    fallsAssessmentReport,
    uclaLonelinessReport,
    adlKatzLawtonReport,
    caregiverStrainReport,
    memberQuestionnaireReport,
    wellnessPlan,
    wellnessGoals,
    medicalConditions,
    medicationList,
    deviceInventory,
    offlineWatches,
    activeMembers,
    disableReport,
    membersPerZone,
    staffCaseloads,
  ].map((d) => [d.key, d]),
);
