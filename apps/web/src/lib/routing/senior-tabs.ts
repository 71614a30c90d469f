import { ALL_STAFF, CARE_TEAM_ROLES, hasAnyRole, type StaffRole } from "@care/contracts";
import { PATHS } from "./paths";
import { timezoneToSegment } from "./timezone-segment";

const CLINICAL: readonly StaffRole[] = ["Admin", "CareAgent", "Admin_WellnessServices"];

export interface SeniorTab {
  path: string;
  label: string;
  /** Spec 2 §2 "Tab visibility": who sees the tab and may open it. */
  roles: readonly StaffRole[];
  /** Sub-path the bare tab URL continues to (spec 2 §2 "Sections and default sub-paths"). */
  defaultSubPath?: string;
}

export const SENIOR_TABS: readonly SeniorTab[] = [
  { path: "dashboard", label: "Dashboard", roles: CLINICAL },
  { path: "onboarding-info", label: "Onboarding Info", roles: ALL_STAFF },
  { path: "wellness-plan", label: "Wellness Plan", roles: CLINICAL },
  { path: "assessments", label: "Assessments", roles: CLINICAL, defaultSubPath: "fallsAndHospitalization-assessment" },
  { path: "scheduler", label: "Scheduler", roles: CLINICAL },
  { path: "call-schedule", label: "Call Schedule", roles: CLINICAL },
  { path: "call-logs", label: "Call Log", roles: CLINICAL },
  { path: "care-insights", label: "Care Insights", roles: CLINICAL, defaultSubPath: "threshold-setting" },
  { path: "senior-location", label: "Location", roles: CLINICAL },
];

/**
 * Profile sub-tabs of onboarding info (spec 2 §2); the first one is shown on the bare onboarding-info URL. Caregiver
 * and doctor info are not loaded for warehouse employees and BDMs (spec 2 §4): their sub-tabs name the roles that
 * may load them (the API's CARE_TEAM_ROLES), as does medical info (health data the API refuses them too); the
 * others are every onboarding role's.
 */
export const PROFILE_TABS: readonly { path: string; label: string; roles?: readonly StaffRole[] }[] = [
  { path: "profile-info", label: "Profile Info" },
  { path: "provider-info", label: "Provider Info", roles: CARE_TEAM_ROLES },
  { path: "medical-info", label: "Medical Info", roles: CARE_TEAM_ROLES },
  { path: "care-circle", label: "Care Circle", roles: CARE_TEAM_ROLES },
  { path: "devices", label: "Devices" },
  // Health data, like medical info: the API's ASSESSMENT_STATUS_ROLES (= CARE_TEAM_ROLES).
  { path: "survey", label: "Survey", roles: CARE_TEAM_ROLES },
  { path: "assessments", label: "Assessments", roles: CARE_TEAM_ROLES },
];

/** The profile sub-tabs a user with these roles sees. */
export function visibleProfileTabs(roles: readonly string[]): typeof PROFILE_TABS {
  return PROFILE_TABS.filter((t) => !t.roles || hasAnyRole(roles, t.roles));
}

/** Assessment names valid under the assessments tab; any other name is the 404 page ("assessment name is invalid"). */
export const SENIOR_ASSESSMENTS = [
  { path: "fallsAndHospitalization-assessment", label: "Falls and Hospitalization Assessment" },
  { path: "holistic-assessment", label: "Holistic Assessment" },
  { path: "homeSafety-assessment", label: "Home Safety Assessment" },
  { path: "uCLALoneliness-assessment", label: "UCLALoneliness Assessment" },
  { path: "adl-assessment", label: "ADL Assessment" },
  { path: "caregiverStrain-assessment", label: "Caregiver Strain Assessment" },
  { path: "medicalCondition-assessment", label: "Medical Condition-Disease Assessment" },
  { path: "member-questionnaire", label: "Member Questionnaire" },
] as const;

/** Care insight screens (spec 2 §2 "Care insights screens"). */
export const CARE_INSIGHT_VIEWS = [
  { path: "threshold-setting", label: "Vitals Thresholds" },
  { path: "history", label: "Care Insight History" },
] as const;

export function findSeniorTab(path: string | undefined): SeniorTab | undefined {
  return SENIOR_TABS.find((t) => t.path === path);
}

export interface SeniorRef {
  seniorId: string;
  accountId: string;
  timezone: string;
}

/** /senior/{seniorID}/{accountID}/{timezone}/{tab}[/sub]?tab={tab} */
export function seniorPath(ref: SeniorRef, tab = "dashboard", sub?: string): string {
  const base = `${PATHS.senior}/${encodeURIComponent(ref.seniorId)}/${encodeURIComponent(ref.accountId)}/${timezoneToSegment(ref.timezone)}/${tab}`;
  return `${sub ? `${base}/${sub}` : base}?tab=${tab}`;
}
