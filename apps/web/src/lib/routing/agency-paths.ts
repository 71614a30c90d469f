import { PATHS } from "./paths";
import { timezoneToSegment } from "./timezone-segment";

/** Route tokens of the agency area (spec 1 §2, spec 3 §2). */
export const AGENCY_TOKENS = {
  facilityCare: "facilityCare",
  facilityDashboard: "facilityDashboard",
  residents: "residents",
  wellnessData: "wellnessData",
  location: "location",
  /** Not a spec token: the agency's own alarm response times (issue 27 item 6). */
  responseTimes: "response-times",
} as const;

export const agencyHomePath = (facilityId: string): string => `${PATHS.agency}/${encodeURIComponent(facilityId)}`;
export const residentsPath = (facilityId: string): string => `${agencyHomePath(facilityId)}/${AGENCY_TOKENS.residents}`;

export function residentDashboardPath(
  facilityId: string,
  resident: { seniorId: string; accountId: string; timezone: string },
): string {
  return `${residentsPath(facilityId)}/${encodeURIComponent(resident.seniorId)}/${encodeURIComponent(resident.accountId)}/${timezoneToSegment(resident.timezone)}`;
}

/** Session-storage key of the facility type a care dashboard click saved (spec 3 §2), removed by the Clients card. */
export const FACILITY_TYPE_STORAGE_KEY = "care.facilityType";
