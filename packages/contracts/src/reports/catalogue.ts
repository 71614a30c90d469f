import type { StaffRole } from "../roles.js";

// The report catalogue (spec 3 §3 'Report': "about 24 report types"; issue 19 item 1). One entry per type: the key
// stored in report.type, the tile title, the area the portal groups tiles by, the parameters the type accepts (the
// names of the `parameters` object of POST /api/reports) and which of them are required. Who may run a type, and
// over which seniors, is the route rule it follows: one table in access.ts (issue 25 item 1). The API validates a
// request against its entry; the worker builds the workbook the entry names; the portal draws the tiles and the
// parameters dialog from it. Columns of each workbook: docs/reports.md.

/** Every parameter a report can accept (spec 3 §3 'Report' fields; shift: day | evening | overnight). */
export const REPORT_PARAMETERS = [
  "from_date",
  "to_date",
  "corporation_id",
  "facility_id",
  "zone",
  "member_type",
  "questionnaire_no",
  "shift",
] as const;
export type ReportParameter = (typeof REPORT_PARAMETERS)[number];

/** Tile groups of the reports screen, in display order. */
export const REPORT_AREAS = [
  "vitals",
  "alarms",
  "care_insights",
  "calls",
  "assessments",
  "wellness",
  "medical",
  "devices",
  "members",
  "staff",
] as const;
export type ReportArea = (typeof REPORT_AREAS)[number];

export const REPORT_AREA_LABELS: Record<ReportArea, string> = {
  vitals: "Vitals",
  alarms: "Alarms",
  care_insights: "Care Insights",
  calls: "Calls",
  assessments: "Assessments",
  wellness: "Wellness Plans",
  medical: "Medical",
  devices: "Devices",
  members: "Members",
  staff: "Staff",
};

/** Spec 3 §9: report tiles are split in chunks of 6 by default. */
export const REPORT_TILE_CHUNK = 6;

/** Shifts of a care agent (spec 3 §3 'Report': Shifts: day, evening, overnight). */
export const REPORT_SHIFTS = ["day", "evening", "overnight"] as const;
export type ReportShift = (typeof REPORT_SHIFTS)[number];

/** Member questionnaires 1-3 (assessment kinds member_questionnaire_1..3). */
export const QUESTIONNAIRE_NUMBERS = [1, 2, 3] as const;

/**
 * Who may use the report routes at all: the admin area's roles (spec 1 §2 '/portal-admin/') and facility agents,
 * whose reports are always limited to their own facility (spec 3 §6 "Facility agents see only their own facility").
 * Which types each of them may run is narrower: the roles of the routes a type mirrors (access.ts).
 */
export const REPORT_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices", "BDM", "FACILITY_AGENT"];

/** The widest date range one report may cover (a year and a day, so "the last 12 months" always fits). */
export const REPORT_MAX_RANGE_DAYS = 366;

export interface ReportTypeDefinition<K extends string = string> {
  key: K;
  title: string;
  area: ReportArea;
  /** The parameters this type reads; anything else in `parameters` is refused with a 400. */
  parameters: readonly ReportParameter[];
  /** Parameters that must be given (from_date/to_date for every time-bound type). */
  required: readonly ReportParameter[];
  /**
   * false: the data behind the type does not exist yet (assessments arrive with issue 14). The type is listed so
   * the tile shows, but POST /api/reports answers 409 REPORT_MESSAGES.notAvailable.
   */
  available: boolean;
}

const DATES = ["from_date", "to_date"] as const;
const SCOPE = ["corporation_id", "facility_id", "zone", "member_type"] as const;
const SENIOR_RANGE: readonly ReportParameter[] = [...DATES, ...SCOPE];
const SENIOR_STATE: readonly ReportParameter[] = [...SCOPE];
const STAFF_RANGE: readonly ReportParameter[] = [...DATES, ...SCOPE, "shift"];

function type<const K extends string>(
  key: K,
  title: string,
  area: ReportArea,
  parameters: readonly ReportParameter[],
  options: { available?: boolean } = {},
): ReportTypeDefinition<K> {
  const required = DATES.filter((d) => parameters.includes(d));
  return { key, title, area, parameters, required, available: options.available ?? true };
}

/** The catalogue, in tile order within each area. */
export const REPORT_TYPES = [
  // Vitals: one row per senior per local day (daily rollups), or per night for sleep.
  type("heart_rate", "Heart Rate Report", "vitals", SENIOR_RANGE),
  type("watch_activity", "Watch Activity Report", "vitals", SENIOR_RANGE),
  type("sleep_14_day", "14-Day Sleep Report", "vitals", SENIOR_RANGE),
  type("body_scale", "Body Scale Report", "vitals", SENIOR_RANGE),
  type("hydration", "Hydration Report", "vitals", SENIOR_RANGE),
  // Alarms
  type("falls_sos", "Falls and SOS Report", "alarms", SENIOR_RANGE),
  type("emergent_care", "Emergent Care Report", "alarms", STAFF_RANGE),
  // Issue 27 item 6: the response-time figures of the period (the same SQL as GET /api/supervision/response-times).
  type("alarm_response_times", "Alarm Response Times Report", "alarms", SENIOR_RANGE),
  // Care insights
  type("care_insight_alerts", "Care Insight Alerts Report", "care_insights", SENIOR_RANGE),
  type("care_insight_summaries", "Care Insight Summaries Report", "care_insights", SENIOR_RANGE),
  type("care_insight_review_turnaround", "Care Insight Review Turnaround Report", "care_insights", SENIOR_RANGE),
  // Calls
  type("call_logs", "Call Logs Report", "calls", STAFF_RANGE),
  type("call_schedule_adherence", "Call Schedule Adherence Report", "calls", STAFF_RANGE),
  // Assessments (issue 14): one row per submitted response (docs/assessments.md)
  type("holistic", "Holistic Assessment Report", "assessments", SENIOR_RANGE),
  type("falls_assessment", "Falls and Hospitalization Assessment Report", "assessments", SENIOR_RANGE),
  type("ucla_loneliness", "UCLA Loneliness Assessment Report", "assessments", SENIOR_RANGE),
  type("adl_katz_lawton", "Katz / Lawton ADL Assessment Report", "assessments", SENIOR_RANGE),
  type("caregiver_strain", "Caregiver Strain Assessment Report", "assessments", SENIOR_RANGE),
  type("member_questionnaire", "Member Questionnaire Report", "assessments", [...SENIOR_RANGE, "questionnaire_no"]),
  // Wellness plans and goals
  type("wellness_plan", "Wellness Plan Report", "wellness", SENIOR_STATE),
  type("wellness_goals", "Wellness Goals Report", "wellness", SENIOR_STATE),
  // Medical
  type("medical_conditions", "Medical Conditions Report", "medical", SENIOR_STATE),
  type("medication_list", "Medication List Report", "medical", SENIOR_STATE),
  // Devices
  type("device_inventory", "Device Inventory Report", "devices", SENIOR_STATE),
  type("offline_watches", "Offline Watches Report", "devices", SENIOR_STATE),
  // Members
  type("active_members", "Active Members Report", "members", SENIOR_STATE),
  type("disable_report", "Disable Report", "members", [...DATES, ...SCOPE]),
  type("members_per_zone", "Members per Zone Report", "members", ["corporation_id", "facility_id", "member_type"]),
  // Staff
  type("staff_caseloads", "Staff Caseloads Report", "staff", ["corporation_id", "facility_id", "shift"]),
] as const satisfies readonly ReportTypeDefinition[];

export type ReportTypeKey = (typeof REPORT_TYPES)[number]["key"];
export const REPORT_TYPE_KEYS = REPORT_TYPES.map((t) => t.key) as [ReportTypeKey, ...ReportTypeKey[]];

const BY_KEY = new Map<string, ReportTypeDefinition>(REPORT_TYPES.map((t) => [t.key, t]));

/** The catalogue entry of a key, or undefined for an unknown one. */
export function reportType(key: string): ReportTypeDefinition | undefined {
  return BY_KEY.get(key);
}

/** Texts of the report routes (the spec shows none: spec 3 §8 "Report-related error messages: not shown"). */
export const REPORT_MESSAGES = {
  created: "Report generation started",
  unknownType: "Unknown report type",
  notAvailable: "This report is not available yet",
  /** 403 of a type the caller's roles may not read through the routes it mirrors (access.ts). */
  typeNotAllowed: (title: string, holds: string): string => `The ${title} holds ${holds}, which your role may not read`,
  /** 403 of a facility agent asking for a run built by someone who reads more of its facility than they do. */
  widerView: "This report holds more than a facility agent may read: it was run by someone with a wider view",
  // Why the worker refused to build a run (its history's error): the requester is re-read at build time.
  requesterGone: "Not built: the account that requested this report no longer exists",
  requesterInactive: "Not built: the account that requested this report is disabled",
  requesterNotAllowed: (title: string, holds: string): string =>
    `Not built: the requester may no longer read ${holds}, which the ${title} holds`,
  requesterFacility: "Not built: the report's facility is no longer the requester's facility",
  parameterNotAccepted: (name: string, key: string): string => `${name} is not a parameter of ${key}`,
  notFound: "Report not found",
  notReady: "Report is not ready yet",
  scheduleNotFound: "Schedule not found",
  runNotFound: "Report run not found",
  retryNotFailed: "Only a failed run can be retried",
  retried: "Report generation restarted",
  scheduleCreated: "Schedule created",
  scheduleUpdated: "Schedule updated",
  scheduleDeleted: "Schedule deleted",
  facilityOutOfScope: "Facility is outside your scope",
  invalidKey: "Invalid last_evaluated_key",
} as const;
