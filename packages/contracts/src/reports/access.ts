import { normalizeRole, type StaffRole } from "../roles.js";
import type { RouteContract } from "../route.js";
import { careInsightRoutes } from "../routes/care-insights.js";
import { measurementRoutes } from "../routes/measurement.js";
import { alarmRoutes } from "../routes/alarms.js";
import { responseTimeRoutes } from "../routes/alarms-response-times.js";
import { callRoutes } from "../routes/calls.js";
import { adminAccountRoutes } from "../routes/admin-accounts.js";
import { adminDeviceRoutes } from "../routes/admin-inventory-devices.js";
import { adminMemberRoutes } from "../routes/admin-accounts-members.js";
import { assessmentRoutes } from "../routes/assessments.js";
import { memberDeviceRoutes } from "../routes/member-devices.js";
import { medicalRoutes } from "../routes/medical.js";
import { seniorListRoutes } from "../routes/senior-list.js";
import { wellnessPlanRoutes } from "../routes/wellness-plan.js";
import {
  REPORT_MESSAGES,
  REPORT_ROLES,
  REPORT_TYPES,
  reportType,
  type ReportTypeDefinition,
  type ReportTypeKey,
} from "./catalogue.js";

// Who may run which report, over which seniors (issue 25 item 1; docs/reports.md "Who sees what"). A report holds
// only what its requester could read through the routes: each type names the route reads whose data it holds (the
// contract objects themselves, so a type's roles are those routes' `access` and cannot drift from them) and the
// scope its rows follow. The API checks it when a run or a schedule is created, listed, downloaded or retried; the
// worker checks it again when it builds a run, against the requester as they are then; the portal shows the tiles
// GET /api/reports/types answers from it.

/**
 * How a type's rows are limited, beyond its roles. Every kind covers the seniors the requester reads: all of them,
 * or for a facility agent the seniors whose facility is theirs *now* (the senior's current row, never a facility
 * copied onto an event row).
 * - senior: the senior scope of the routes (apps/api/src/access/senior-visibility.ts seniorScope).
 * - wellness: vitals, the wellness rule (MEASUREMENT_ROLES.wellness: care agents, Admin and Admin_WellnessServices
 *   every senior, facility agents their facility's; never BDM or warehouse). For the roles that run reports it
 *   filters the same seniors as `senior`; its roles are what differ.
 * - alarms: SOS and fall history, which its routes read under the wellness rule too; a facility agent's run leaves
 *   out the notes staff wrote when closing an alarm, which no route shows them.
 * - insights: the senior scope; a facility agent's run holds approved insights of their residents only, as the
 *   insight routes answer them (apps/api/src/access/senior-visibility.ts seesApprovedOnly), and agency
 *   summaries that belong to no senior only for the roles that read every facility.
 * - staff: the care agents and their caseloads (the accounts screen's data).
 * - stock: every device, linked or not (the device inventory screen's data).
 */
export type ReportScope = "senior" | "wellness" | "alarms" | "insights" | "staff" | "stock";

export interface ReportAccessRule {
  /** The route reads whose data the report holds: a role must be let in by every one of them. */
  mirrors: readonly RouteContract[];
  scope: ReportScope;
  /** What the report holds, in words, for the message of a refusal. */
  holds: string;
}

const ASSESSMENTS: ReportAccessRule = {
  mirrors: [assessmentRoutes.history],
  scope: "senior",
  holds: "members' assessment answers and scores",
};

/** The one table: every report type, the route reads it mirrors and the scope of its rows. */
export const REPORT_ACCESS: Readonly<Record<ReportTypeKey, ReportAccessRule>> = {
  heart_rate: { mirrors: [measurementRoutes.heart], scope: "wellness", holds: "members' heart rate readings" },
  watch_activity: { mirrors: [measurementRoutes.activitySeries], scope: "wellness", holds: "members' steps" },
  sleep_14_day: { mirrors: [measurementRoutes.sleepDaily], scope: "wellness", holds: "members' sleep" },
  body_scale: {
    mirrors: [measurementRoutes.rawMeasurement],
    scope: "wellness",
    holds: "members' weight and body composition",
  },
  hydration: { mirrors: [measurementRoutes.bodyGraph], scope: "wellness", holds: "members' hydration" },
  falls_sos: {
    mirrors: [alarmRoutes.listSos, alarmRoutes.listFallDetection],
    scope: "alarms",
    holds: "members' SOS and fall alarms",
  },
  // The first call after an alarm comes from the call logs, which only the call roles read.
  emergent_care: {
    mirrors: [alarmRoutes.listSos, alarmRoutes.listFallDetection, callRoutes.listCallLogs],
    scope: "senior",
    holds: "members' alarms and the calls that answered them",
  },
  // The response-time screen's figures (facility agents their own facility's residents, as on the screen); no notes.
  alarm_response_times: {
    mirrors: [responseTimeRoutes.responseTimes],
    scope: "wellness",
    holds: "alarm response times and how members' alarms ended",
  },
  care_insight_alerts: {
    mirrors: [careInsightRoutes.history],
    scope: "insights",
    holds: "members' care insight alerts",
  },
  care_insight_summaries: {
    mirrors: [careInsightRoutes.history, careInsightRoutes.allFacility],
    scope: "insights",
    holds: "caregiver and agency summaries",
  },
  // When an insight went to review and who decided: the review queue's data (a facility agent's sub-history never
  // shows the steps before approval).
  care_insight_review_turnaround: {
    mirrors: [careInsightRoutes.review, careInsightRoutes.subHistory],
    scope: "insights",
    holds: "the review of care insights",
  },
  call_logs: {
    mirrors: [callRoutes.listCallLogs],
    scope: "senior",
    holds: "care agents' call logs and their notes",
  },
  call_schedule_adherence: {
    mirrors: [callRoutes.listCallSchedule, callRoutes.listCallLogs],
    scope: "senior",
    holds: "members' scheduled calls and their logs",
  },
  holistic: ASSESSMENTS,
  falls_assessment: ASSESSMENTS,
  ucla_loneliness: ASSESSMENTS,
  adl_katz_lawton: ASSESSMENTS,
  caregiver_strain: ASSESSMENTS,
  member_questionnaire: ASSESSMENTS,
  wellness_plan: {
    mirrors: [wellnessPlanRoutes.getWellnessPlan],
    scope: "senior",
    holds: "members' wellness plans",
  },
  wellness_goals: { mirrors: [wellnessPlanRoutes.listGoals], scope: "senior", holds: "members' wellness goals" },
  medical_conditions: {
    mirrors: [medicalRoutes.listConditions],
    scope: "senior",
    holds: "members' medical conditions",
  },
  medication_list: { mirrors: [medicalRoutes.listMedications], scope: "senior", holds: "members' medications" },
  device_inventory: {
    mirrors: [adminDeviceRoutes.listAdminDevices],
    scope: "stock",
    holds: "the device inventory",
  },
  offline_watches: { mirrors: [memberDeviceRoutes.list], scope: "senior", holds: "members' devices" },
  active_members: { mirrors: [seniorListRoutes.seniorList], scope: "senior", holds: "the member list" },
  // Who disabled a member and why: the member accounts screen's data.
  disable_report: {
    mirrors: [adminMemberRoutes.seniors],
    scope: "senior",
    holds: "disabled member accounts and the reasons",
  },
  members_per_zone: { mirrors: [seniorListRoutes.seniorList], scope: "senior", holds: "the member list" },
  staff_caseloads: {
    mirrors: [adminAccountRoutes.careAgents],
    scope: "staff",
    holds: "care agents' accounts and caseloads",
  },
};

/** Scopes whose rows differ for a facility agent beyond the facility (approved insights only, no closing notes). */
const FACILITY_VIEW_SCOPES: ReadonlySet<ReportScope> = new Set(["alarms", "insights"]);

const rolesOf = (route: RouteContract): readonly StaffRole[] => (route.access === "public" ? [] : route.access);

const TYPE_ROLES: ReadonlyMap<string, readonly StaffRole[]> = new Map(
  REPORT_TYPES.map((t) => [
    t.key,
    REPORT_ROLES.filter((role) => REPORT_ACCESS[t.key].mirrors.every((route) => rolesOf(route).includes(role))),
  ]),
);

/** The roles that may run a type: those the report routes let in that every route it mirrors lets in too. */
export function reportTypeRoles(key: string): readonly StaffRole[] {
  return TYPE_ROLES.get(key) ?? [];
}

/** The types whose tiles a user sees and that GET /api/reports/types answers: those their roles may run. */
export function reportTypesFor(roles: readonly string[]): ReportTypeDefinition[] {
  const held = new Set(roles.map(normalizeRole));
  return REPORT_TYPES.filter((t) => reportTypeRoles(t.key).some((r) => held.has(r)));
}

/** Whether a facility agent's run of the type holds less than a run of the same facility by an organisation role. */
export function hasFacilityView(key: string): boolean {
  const rule = (REPORT_ACCESS as Readonly<Record<string, ReportAccessRule>>)[key];
  return rule !== undefined && FACILITY_VIEW_SCOPES.has(rule.scope);
}

/** Who asks: their roles (as stored or in the token) and their facility (a facility agent's). */
export interface ReportRequester {
  roles: readonly string[];
  facilityId: string | null;
}

export type ReportAccess =
  | { allowed: false; message: string }
  | {
      allowed: true;
      /**
       * undefined: every senior in the type's scope. A facility id: only the seniors of that facility (the requester
       * reads the type as a facility agent only). null: a facility agent without a facility, who reads nobody.
       */
      facilityId: string | null | undefined;
      /** true when the requester reads the type as a facility agent only (see ReportScope). */
      facilityView: boolean;
    };

/**
 * What a requester may read of a type. Their rights come from the roles they hold that may run it: any such role
 * other than FACILITY_AGENT reads every senior; a facility agent alone reads their facility, in the facility view.
 * (A BDM who is also a facility agent runs a vitals report as a facility agent: BDMs read no vitals.)
 */
export function reportAccess(key: string, who: ReportRequester): ReportAccess {
  const def = reportType(key);
  const rule = (REPORT_ACCESS as Readonly<Record<string, ReportAccessRule>>)[key];
  if (!def || !rule) return { allowed: false, message: REPORT_MESSAGES.unknownType };
  const allowed = reportTypeRoles(key);
  const held = [...new Set(who.roles.map(normalizeRole))].filter(
    (r): r is StaffRole => r !== undefined && allowed.includes(r),
  );
  if (held.length === 0) return { allowed: false, message: REPORT_MESSAGES.typeNotAllowed(def.title, rule.holds) };
  if (held.some((r) => r !== "FACILITY_AGENT")) return { allowed: true, facilityId: undefined, facilityView: false };
  return { allowed: true, facilityId: who.facilityId, facilityView: true };
}

/** The words of a type's data, for messages. */
export function reportHolds(key: string): string {
  return (REPORT_ACCESS as Readonly<Record<string, ReportAccessRule>>)[key]?.holds ?? "data";
}
