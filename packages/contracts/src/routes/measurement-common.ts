import { z } from "zod";
import { DEFAULT_TIMEZONE } from "../constants.js";
import { NanoTimestampOut, nanoTimestampMs } from "../nano-timestamp.js";
import type { StaffRole } from "../roles.js";

/** Route access of the measurement service (spec 3 §6). */
export const MEASUREMENT_ROLES = {
  /**
   * Care dashboard and its search (spec 3 §6). The screens that show it are narrower (/care-dashboard: care agent,
   * admin; .../facilityCare: admin, facility agent); Admin_WellnessServices reads it for the senior Dashboard tab's
   * summary cards (issue 28 item 5: the routes decide who sees the care dashboard screen).
   */
  dashboard: ["Admin", "CareAgent", "FACILITY_AGENT", "Admin_WellnessServices"],
  /**
   * Who reads a senior's vitals and wellness data, wherever they are shown (the vitals rule, issue 25 item 8):
   * CareAgent, Admin and Admin_WellnessServices every senior, FACILITY_AGENT the seniors of their own facility;
   * never BDM or WarehouseEmployee. The per-senior half is apps/api/src/access/senior-visibility.ts; reports use the same.
   */
  wellness: ["CareAgent", "Admin", "FACILITY_AGENT", "Admin_WellnessServices"],
  /** IoT device history page. */
  deviceHistory: ["CareAgent", "Admin", "Admin_WellnessServices", "WarehouseEmployee"],
  /** Agency list, resident counts and zone graphs. */
  agency: ["Admin", "FACILITY_AGENT", "BDM", "Admin_WellnessServices"],
} as const satisfies Record<string, readonly StaffRole[]>;

/** A nanosecond epoch timestamp input (digits or a JSON number); the parsed value is epoch milliseconds. */
export const NsTimestampInput = nanoTimestampMs;

/** A nanosecond epoch timestamp in an answer (digits, exact). */
export const NsTimestamp = NanoTimestampOut;

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** IANA time zone of the caller (the portal sends the browser's); default America/New_York (spec 1 §9). */
export const TimezoneInput = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, "unknown time zone")
  .default(DEFAULT_TIMEZONE);

/** 'true' / 'false' query flags. */
export const BooleanQuery = z.enum(["true", "false"]).transform((v) => v === "true");

/** The senior of a senior-scoped call: both identifiers must name the same member (spec 3 §6). */
export const SeniorRefQuery = z.object({
  senior_id: z.uuid(),
  account_id: z.uuid(),
});

/** start/end of a wellness period (spec 3 §7 "start_timestamp, end_timestamp"), checked start < end ≤ 400 days. */
export const PeriodQuery = SeniorRefQuery.extend({
  start_timestamp: NsTimestampInput,
  end_timestamp: NsTimestampInput,
  timezone: TimezoneInput,
});

const MAX_PERIOD_MS = 400 * 86_400_000;

/** Adds the start < end and maximum-span checks to a query schema with start_timestamp / end_timestamp. */
export function checkedPeriod<T extends z.ZodType<{ start_timestamp: number; end_timestamp: number }>>(schema: T): T {
  return schema
    .refine((q) => q.start_timestamp < q.end_timestamp, {
      message: "start_timestamp must be before end_timestamp",
      path: ["end_timestamp"],
    })
    .refine((q) => q.end_timestamp - q.start_timestamp <= MAX_PERIOD_MS, {
      message: "the period may not exceed 400 days",
      path: ["end_timestamp"],
    }) as unknown as T;
}

export const HEART_CATEGORIES = ["normal", "elevated", "low_or_high", "no_data"] as const;
export const WEIGHT_CATEGORIES = ["no_change", "increase", "caution", "stable", "no_data"] as const;
export const HYDRATION_CATEGORIES = ["low", "fair", "good", "no_data"] as const;
export const SLEEP_CATEGORIES = ["poor", "fair", "good", "no_data"] as const;
export const ACTIVITY_CATEGORIES = ["low", "moving", "good", "no_data"] as const;
export const RISK_CATEGORIES = ["high", "moderate", "stable", "none"] as const;

/** A value that may be missing (no reading in the period). */
export const Num = z.number().nullable();
