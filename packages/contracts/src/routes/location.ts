import { z } from "zod";
import { APPLICATION_CODES } from "../constants.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { TimezoneInput } from "./measurement-common.js";
import { InstantQuerySchema } from "./alarms.js";

const S = "supervision";

/**
 * Location data: Admin, CareAgent, Admin_WellnessServices (spec 2 §6 isLocationData; Location tab, spec 2 §2), and
 * FACILITY_AGENT for the agency resident's location sub-route (spec 1 §2, spec 3 §2: "Admin, facility agent, wellness
 * services"). A facility agent reaches the residents of their own facility only (requireSenior's facility scope).
 */
export const LOCATION_ROLES: readonly StaffRole[] = ["Admin", "CareAgent", "Admin_WellnessServices", "FACILITY_AGENT"];

/** The duration selector of the location screen, in hours (spec 2 §9). */
export const LOCATION_DURATION_HOURS = [1, 2, 4, 8, 16, 24] as const;
/** The widest history window one call may ask for (a month of the calendar plus its edges). */
export const LOCATION_MAX_WINDOW_DAYS = 31;
/** The widest calendar window (a year), and the most history points one answer carries. */
export const LOCATION_CALENDAR_MAX_DAYS = 366;
export const LOCATION_HISTORY_MAX_POINTS = 5000;

export const LOCATION_MESSAGES = {
  deviceNotReachable: "Device not reachable, please try later.",
  notFetched: "Location could not be fetched, please try again.",
  noLocation: "No location information available at this time.",
  noHome:
    "Location details could not be retrieved. Please ensure a valid address is selected on the Onboarding Info page.",
} as const;
export const LOCATE_ME_CODE = APPLICATION_CODES.deviceNotReachable;

/** home: latest alarm_type is enter; away: any other latest event; none: no event (spec 2 §3 'Location data'). */
export const AT_HOME_STATES = ["home", "away", "none"] as const;

export const LocationPointSchema = z.object({
  alarm_type: z.enum(["enter", "exit", "update"]),
  lat: z.number(),
  lng: z.number(),
  time: z.string().describe("ISO-8601"),
  locationSource: z.string().nullable().describe("gps, wifi, cell, locate_me …; null when the watch did not say"),
});

export const LocationHistorySchema = z.object({
  latest: LocationPointSchema.nullable().describe("The last event at or before end_timestamp"),
  history: z.array(LocationPointSchema).describe("Events in the window, oldest first (empty unless history=true)"),
  total_time_away_secs: z.number().int().describe("Seconds of the window spent away from home"),
  atHome: z.enum(AT_HOME_STATES),
  currentCoordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  timeAwayFromHome: z
    .number()
    .int()
    .nullable()
    .describe("Seconds since the senior left home when away at end_timestamp; null at home or without data"),
  lastUpdated: z.string().nullable().describe("Time of `latest`"),
});
export type LocationHistory = z.infer<typeof LocationHistorySchema>;

const Uuid = z.uuid({ error: "must be a uuid" });
const Flag = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .transform((v) => v === true || v === "true")
  .default(false);
const Coordinate = (max: number) => z.coerce.number().min(-max).max(max);

const LocationQueryShape = z.object({
  senior_id: Uuid,
  account_id: Uuid,
  start_timestamp: InstantQuerySchema,
  end_timestamp: InstantQuerySchema,
  history: Flag,
  home_lat: Coordinate(90).optional(),
  home_lng: Coordinate(180).optional(),
  home_radius: z.coerce.number().gt(0).max(528_000).optional(),
  home_radius_unit: z.enum(["feet", "mile"]).optional(),
  timezone: TimezoneInput,
});

function checkWindow(maxDays: number) {
  return (q: { start_timestamp: Date; end_timestamp: Date }, ctx: z.RefinementCtx): void => {
    const span = q.end_timestamp.getTime() - q.start_timestamp.getTime();
    if (span <= 0) {
      ctx.addIssue({ code: "custom", path: ["end_timestamp"], message: "must be after start_timestamp" });
    } else if (span > maxDays * 86_400_000) {
      ctx.addIssue({ code: "custom", path: ["end_timestamp"], message: `the window may not exceed ${maxDays} days` });
    }
  };
}

export const LocationHistoryQuery = LocationQueryShape.superRefine(checkWindow(LOCATION_MAX_WINDOW_DAYS));

export const LocationCalendarQuery = z
  .object({
    senior_id: Uuid,
    account_id: Uuid,
    start_timestamp: InstantQuerySchema,
    end_timestamp: InstantQuerySchema,
    timezone: TimezoneInput,
  })
  .superRefine(checkWindow(LOCATION_CALENDAR_MAX_DAYS));

export const LocationCalendarSchema = z.object({
  calenderDates: z
    .record(z.string().regex(/^\d{2}-\d{4}$/), z.array(z.string()))
    .describe("MM-YYYY → the YYYY-MM-DD dates of that month with location data, oldest first (spelled as the spec)"),
});

export const locationRoutes = {
  locationHistory: defineRoute({
    operationId: "getLocationHistory",
    method: "GET",
    path: "/api/supervision/location-history",
    service: S,
    summary: "Latest location, home / away / none, time away and (history=true) the window's points",
    access: LOCATION_ROLES,
    querystring: LocationHistoryQuery,
    data: LocationHistorySchema,
  }),
  location: defineRoute({
    operationId: "postLocationHistory",
    method: "POST",
    path: "/api/supervision/location",
    service: S,
    summary: "The same answer as GET location-history, asked with a JSON body (the dashboard's location card)",
    access: LOCATION_ROLES,
    audit: false, // a read: recorded by the read audit instead
    readAudit: true, // health data (where the senior is) of the senior in the body
    seniorWrite: false, // reads only
    body: LocationHistoryQuery,
    data: LocationHistorySchema,
  }),
  locationCalendar: defineRoute({
    operationId: "getLocationCalendar",
    method: "GET",
    path: "/api/supervision/location-calendar",
    service: S,
    summary: "Dates with location data per month (MM-YYYY), none after today in the member's time zone",
    access: LOCATION_ROLES,
    querystring: LocationCalendarQuery,
    data: LocationCalendarSchema,
  }),
  locateMe: defineRoute({
    operationId: "locateMe",
    method: "POST",
    path: "/api/supervision/locate-me",
    service: S,
    summary: "The watch's last position when it is online; 2046 'Device not reachable, please try later.' when not",
    access: LOCATION_ROLES,
    // Asking a senior's watch where they are is an action on the senior: audited as a write, and within the care
    // relationship (a care agent locates a senior not assigned to them only with a break-glass reason).
    body: z.object({ senior_id: Uuid, account_id: Uuid.optional() }),
    data: LocationPointSchema.nullable(),
  }),
} as const;
