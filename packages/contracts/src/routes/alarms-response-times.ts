import { z } from "zod";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { ALARM_OUTCOMES } from "./alarms.js";

// Alarm response times (issue 27 item 6): per period and per facility or care agent, how fast alarms were taken and
// first called, how they ended and how many were false alarms. Computed in SQL over the alarm timeline
// (@care/db responseTimesSql), the same query as the "Alarm Response Times" report. Definitions: docs/realtime.md
// "Response times".

/**
 * Who reads response times: the organisation's supervisors (Admin, Admin_WellnessServices) over every facility, and
 * facility agents over their own facility's residents. Care agents, BDMs and warehouse employees do not.
 */
export const RESPONSE_TIME_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices", "FACILITY_AGENT"];

/**
 * The bar: the UK telecare standard (TSA Telecare Code of Practice) asks that 97.5 % of alarm calls are answered
 * within 60 seconds and 99 % within 180 seconds. The screen draws these as target lines.
 */
export const RESPONSE_TIME_TARGETS = {
  within60Pct: 97.5,
  within180Pct: 99,
} as const;

/** The widest period one request covers (a year and a day, as reports). */
export const RESPONSE_TIME_MAX_DAYS = 366;

/** The per-device false-alarm rows answered, the most false alarms first. */
export const RESPONSE_TIME_DEVICE_ROWS = 100;

export const RESPONSE_TIME_GROUP_BY = ["facility", "care_agent"] as const;
export type ResponseTimeGroupBy = (typeof RESPONSE_TIME_GROUP_BY)[number];

export const RESPONSE_TIME_GROUP_LABELS: Record<ResponseTimeGroupBy, string> = {
  facility: "Facility",
  care_agent: "Care agent",
};

export const ResponseTimesMessages = {
  toBeforeFrom: "to must be after from",
  tooLong: `A period covers at most ${RESPONSE_TIME_MAX_DAYS} days`,
  /** The name of the group of alarms nobody took (care agent grouping) and of seniors without a facility. */
  notTaken: "Not taken",
  noFacility: "No facility",
  allAlarms: "All alarms",
} as const;

const DAY_MS = 86_400_000;

export const ResponseTimesQuerySchema = z
  .object({
    from: z.iso
      .datetime({ offset: true })
      .describe(
        "Start of the period (inclusive), ISO-8601; an alarm is in the period of its device time (occurred_at)",
      ),
    to: z.iso.datetime({ offset: true }).describe("End of the period (exclusive), ISO-8601"),
    group_by: z.enum(RESPONSE_TIME_GROUP_BY).default("facility"),
    facility_id: z.uuid().optional().describe("Only this facility's seniors (a facility agent's own is implied)"),
  })
  .superRefine((q, ctx) => {
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span <= 0) ctx.addIssue({ code: "custom", path: ["to"], message: ResponseTimesMessages.toBeforeFrom });
    else if (span > RESPONSE_TIME_MAX_DAYS * DAY_MS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: ResponseTimesMessages.tooLong });
    }
  });
export type ResponseTimesQuery = z.infer<typeof ResponseTimesQuerySchema>;

const Pct = z.number().nullable().describe("Percent with one decimal; null when there is nothing to divide by");
const Seconds = z
  .number()
  .nullable()
  .describe("Seconds with one decimal; null when no alarm of the group has the time");

export const ResponseTimeOutcomesSchema = z.object(
  Object.fromEntries(ALARM_OUTCOMES.map((o) => [o, z.number().int()])) as Record<
    (typeof ALARM_OUTCOMES)[number],
    z.ZodNumber
  >,
);

/** The figures of one group of alarms. */
export const ResponseTimeFiguresSchema = z.object({
  alarms: z.number().int(),
  taken: z.number().int(),
  untaken: z.number().int(),
  /** Taken within 60 s / 180 s of receipt; untaken alarms count as not within. */
  within_60_s: z.number().int(),
  within_180_s: z.number().int(),
  within_60_s_pct: Pct,
  within_180_s_pct: Pct,
  /** Time to take (assigned_at − received_at) over the taken alarms. */
  take_median_s: Seconds,
  take_p90_s: Seconds,
  /** Alarms with a call entered about them, and the time to the first (first_call_started_at − received_at). */
  first_calls: z.number().int(),
  first_call_median_s: Seconds,
  first_call_p90_s: Seconds,
  /** Not closed yet. */
  open: z.number().int(),
  /** Closed with an outcome; the false-alarm rate is over these. */
  with_outcome: z.number().int(),
  false_alarms: z.number().int(),
  false_alarm_pct: Pct,
  outcomes: ResponseTimeOutcomesSchema,
});
export type ResponseTimeFigures = z.infer<typeof ResponseTimeFiguresSchema>;

export const ResponseTimeGroupSchema = ResponseTimeFiguresSchema.extend({
  /** Facility id or care agent id; null for seniors without a facility / alarms nobody took. */
  group_id: z.string().nullable(),
  name: z.string(),
});
export type ResponseTimeGroup = z.infer<typeof ResponseTimeGroupSchema>;

/** One senior's alarms from one device: how many, and how many were false. */
export const ResponseTimeDeviceSchema = z.object({
  senior_id: z.string(),
  member_id: z.number().int(),
  senior_name: z.string(),
  device_id: z.string().nullable(),
  device_identifier: z.string().nullable(),
  device_type: z.string().nullable(),
  alarms: z.number().int(),
  with_outcome: z.number().int(),
  false_alarms: z.number().int(),
  false_alarm_pct: Pct,
});
export type ResponseTimeDevice = z.infer<typeof ResponseTimeDeviceSchema>;

export const ResponseTimesSchema = z.object({
  from: z.string(),
  to: z.string(),
  group_by: z.enum(RESPONSE_TIME_GROUP_BY),
  targets: z.object({ within_60_s_pct: z.number(), within_180_s_pct: z.number() }),
  /** Every alarm of the period in the caller's scope. */
  total: ResponseTimeFiguresSchema,
  /** One per facility or care agent, by name (the null group last). */
  groups: z.array(ResponseTimeGroupSchema),
  /** Per senior and device, the most false alarms first, at most RESPONSE_TIME_DEVICE_ROWS. */
  devices: z.array(ResponseTimeDeviceSchema),
  /** How many senior/device rows there are in all. */
  devices_total: z.number().int(),
});
export type ResponseTimes = z.infer<typeof ResponseTimesSchema>;

export const responseTimeRoutes = {
  responseTimes: defineRoute({
    operationId: "getAlarmResponseTimes",
    method: "GET",
    path: "/api/supervision/response-times",
    service: "supervision",
    summary:
      "Alarm response times of a period per facility or care agent: % taken within 60 s and 180 s, median and 90th percentile time to take and to first call, untaken alarms, outcomes and false-alarm rates per senior and device",
    access: RESPONSE_TIME_ROLES,
    readAudit: true, // seniors' names and how their alarms ended, no senior named in the call
    querystring: ResponseTimesQuerySchema,
    data: ResponseTimesSchema,
  }),
} as const;
