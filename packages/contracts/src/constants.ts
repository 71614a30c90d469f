/** Business constants of the spec (spec 1 §9, spec 2 §9, spec 3 §9). */
export const APP_VERSION = "3.6.0";
export const DEFAULT_TIMEZONE = "America/New_York";
export const PASSWORD_MIN_LENGTH = 14;
export const PASSWORD_SPECIALS = "#?!@$%^&*-";
export const IDLE_TIMEOUT_MS = 432_000_000;
export const IDLE_COUNTDOWN_MS = 10_000;
export const TOAST_AUTO_HIDE_MS = 6000;
export const SEARCH_DEBOUNCE_MS = 500;
export const MIN_NAME_SEARCH_LENGTH = 3;
/** Care dashboard: the prompt offering to refresh the cards appears every 15 minutes (spec 3 §9). */
export const DASHBOARD_REFRESH_PROMPT_MS = 900_000;
export const MESSAGE_MAX_LENGTH = 2000;
export const NOTES_MAX_LENGTH = 500;
export const KG_TO_LB = 2.2046;

export const PAGE_SIZES = {
  default: 10,
  messageManager: 15,
  adminAgentAccounts: 15,
  careInsightReview: 15,
  goals: 6,
  assessmentHistory: 6,
  ciRangeMilestones: 10,
  homeSeniors: 100,
  medication: 5,
  coachAssignment: 15,
  coachUnassignList: 14,
  coachList: 9,
  medicalCondition: 10,
  corporateAndFacilities: 10,
  wellbeingSurvey: 20,
  corporateFacilityUsers: 15,
  reports: 20,
  residents: 40,
  devices: 15,
} as const;

export const FETCH_LIMITS = {
  medicalCondition: 100,
  facilityAutocomplete: 200,
  corporateAndFacilities: 100,
  corpFacilityUsers: 100,
  devices: 100,
  careAgentPaging: 100,
  vitalsMeasurement: 1000,
  wellnessSurvey: 100,
} as const;

/** Care insight message ordering (spec 2 §9, spec 3 §9). */
export const SORT_WEIGHTS = { sos: 5000, fall: 4000, call_entry: 3000, alert: 2000, summary: 1000 } as const;

/** Application codes named by the spec (spec 1 §8). */
export const APPLICATION_CODES = {
  multipleSurvey: 2032.3001,
  callScheduleCareAgentConflict: 2032.3002,
  callScheduleUserConflict: 2032.3003,
  deviceNotReachable: 2046,
} as const;

export const ZONES = ["white", "blue", "green", "gold"] as const;
export type Zone = (typeof ZONES)[number];
