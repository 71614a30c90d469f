import { z } from "zod";
import { FETCH_LIMITS, PAGE_SIZES } from "../constants.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import {
  checkedPeriod,
  MEASUREMENT_ROLES,
  NsTimestamp,
  NsTimestampInput,
  Num,
  PeriodQuery,
  SeniorRefQuery,
  TimezoneInput,
} from "./measurement-common.js";

// Weekly vitals, the resident dashboard's SOS/fall table, the per-vital xlsx download and the IoT device history.

const S = "measurement";

export const WEEKLY_VITALS = ["heart-rate", "activity", "body-health", "sleep"] as const;

export const WeeklyVitalsParams = z.object({ vital: z.enum(WEEKLY_VITALS) });
export const WeeklyVitalsQuery = SeniorRefQuery.extend({
  /** Any instant of the wanted week (ns); default now. Weeks run Monday 00:00 to Monday 00:00. */
  date: NsTimestampInput.optional(),
  /** Caller's time zone; ignored for sleep, which uses the member's time zone. */
  timezone: TimezoneInput,
});

export const WeeklyVitalDay = z.object({
  time: NsTimestamp,
  date: z.string(),
  weekday: z.string(),
  heart_rate: Num.optional(),
  min_heart_rate: Num.optional(),
  max_heart_rate: Num.optional(),
  step_count: Num.optional(),
  goal_percentage: Num.optional(),
  weight: Num.optional(),
  hydration: Num.optional(),
  bmi: Num.optional(),
  sleep_score: Num.optional(),
  total_sleep_time: Num.optional(),
  total_timeinbed: Num.optional(),
});

export const WeeklyVitalsSchema = z.object({
  vital: z.enum(WEEKLY_VITALS),
  timezone: z.string(),
  week_start: NsTimestamp,
  week_end: NsTimestamp,
  /** Monday to Sunday; null values where there is no reading. */
  days: z.array(WeeklyVitalDay).length(7),
});

/** Spec 3 §5: the resident dashboard covers the last 30 days; the table shows 20 rows. */
export const SOS_FALL_WINDOW_DAYS = 30;
export const SOS_FALL_MAX_ROWS = 20;

export const SosFallQuery = SeniorRefQuery.extend({
  start_timestamp: NsTimestampInput.optional(),
  end_timestamp: NsTimestampInput.optional(),
});

export const SosFallSchema = z.array(
  z.object({
    alarm_id: z.string(),
    type: z.enum(["sos", "fall"]),
    time: NsTimestamp,
    status: z.enum(["pending", "assigned", "closed"]),
    lat: Num,
    lng: Num,
  }),
);

export const VITALS_REPORT_VITALS = ["heart_rate", "activity", "body_health", "sleep"] as const;
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const VitalsReportQuery = checkedPeriod(PeriodQuery.extend({ vital: z.enum(VITALS_REPORT_VITALS) }));

/**
 * Device search (spec 3 §5): alphanumerics, or a MAC prefix of hex digits and colons that does not start with a
 * colon, has no colon in second position, and has at most 6 groups of at most 2 characters. Empty is allowed.
 */
export function isDeviceSearch(v: string): boolean {
  if (v === "") return true;
  if (/^[A-Za-z0-9]{1,64}$/.test(v)) return true;
  if (!/^[0-9A-Fa-f:]+$/.test(v) || v.startsWith(":") || v[1] === ":") return false;
  const groups = v.split(":");
  if (groups.length > 6) return false;
  // Only the last group may still be empty (the user has just typed the colon).
  return groups.every((g, i) => g.length <= 2 && (g.length > 0 || i === groups.length - 1));
}

export const DeviceSearchInput = z
  .string()
  .trim()
  .max(64)
  .refine(isDeviceSearch, "alphanumerics, or a MAC address like aa:bb:cc (hex digits and colons)");

export const DEVICE_TYPES = ["watch", "sleep", "scale", "withings_hub", "techuva_watch"] as const;

export const DeviceHistoryQuery = pagingQuery(PAGE_SIZES.devices, FETCH_LIMITS.devices).extend({
  search: DeviceSearchInput.optional(),
  device_type: z.enum(DEVICE_TYPES).optional(),
});

export const DeviceHistoryRow = z.object({
  device_id: z.string(),
  unique_identifier: z.string(),
  device_type: z.string(),
  member_id: z.number().int().nullable(),
  senior_name: z.string().nullable(),
  assigned_date: z.string().nullable(),
  unlinked_date: z.string().nullable(),
  /** linked: current link; unlinked: a past link; unassigned: never linked. */
  status: z.enum(["linked", "unlinked", "unassigned"]),
});

export const DeviceHistorySchema = paged(DeviceHistoryRow);

export const measurementReportRoutes = {
  weeklyVitals: defineRoute({
    operationId: "getWeeklyVitals",
    method: "GET",
    path: "/api/measurement/weekly-vitals/:vital",
    service: S,
    summary: "Seven daily values (Monday to Sunday) of one vital",
    access: MEASUREMENT_ROLES.wellness,
    params: WeeklyVitalsParams,
    querystring: WeeklyVitalsQuery,
    data: WeeklyVitalsSchema,
  }),
  sosFall: defineRoute({
    operationId: "getSosFallDetection",
    method: "GET",
    path: "/api/measurement/sos-fall",
    service: S,
    summary: "SOS and fall alarms merged, newest first, at most 20 (default window: the last 30 days)",
    access: MEASUREMENT_ROLES.wellness,
    querystring: SosFallQuery,
    data: SosFallSchema,
  }),
  vitalsReport: defineRoute({
    operationId: "downloadVitalsReport",
    method: "GET",
    path: "/api/measurement/vitals-report",
    service: S,
    summary: "Per-vital xlsx download (daily rows; nights for sleep). Answers the file, not the envelope.",
    access: MEASUREMENT_ROLES.wellness,
    querystring: VitalsReportQuery,
    data: z.never(),
    raw: { contentType: XLSX_CONTENT_TYPE },
  }),
  deviceHistory: defineRoute({
    operationId: "listDeviceHistory",
    method: "GET",
    path: "/api/measurement/devices",
    service: S,
    summary: "IoT device history: one row per link (and per never-linked device), newest link first",
    access: MEASUREMENT_ROLES.deviceHistory,
    querystring: DeviceHistoryQuery,
    data: DeviceHistorySchema,
  }),
} as const;
