import { z } from "zod";
import { defineRoute } from "../route.js";
import { MEASUREMENT_ROLES, NsTimestamp, Num, TimezoneInput } from "./measurement-common.js";

// Agency (facility) dashboards: resident counts per zone and the zone graphs (spec 3 §2 "Zone graphs", §3, §9).

/** Spec 1 §1 / §9: the agency-wide average activity goal, in points. */
export const AGENCY_ACTIVITY_GOAL = 40_000;
/** Daily minimum of steps for a day to earn activity points. */
export const DAILY_MINIMUM_STEPS = 4500;
export const EMOTIONAL_WELLBEING_TARGET = 6.5;
export const LONELINESS_TARGET = 70;
export const GRAPH_ZONES = ["blue", "green", "gold"] as const;
/** The wellness-goal statuses the agency goals ring counts (spec 3 §2: Started and In_Progress). */
export const GOALS_RING_STATUSES = ["started", "in_progress"] as const;

const FacilityTypeInput = z.enum(["assisted_living", "independent_living", "memory_care"]);

export const ResidentsCountQuery = z.object({
  /** Required for everybody but facility agents, who are always given their own facility. */
  facility_id: z.uuid().optional(),
  facility_type: FacilityTypeInput.optional(),
});

export const ResidentsCountSchema = z.object({
  /** Residents in the graph zones (blue + green + gold). */
  overall: z.number().int(),
  blue: z.number().int(),
  green: z.number().int(),
  gold: z.number().int(),
  white: z.number().int(),
  /** Every active resident, white included. */
  total_residents: z.number().int(),
});

export const AgencyGraphQuery = z.object({
  facility_id: z.uuid().optional(),
  facility_type: FacilityTypeInput.optional(),
  /** Month range: 3 or 12 months, the current month included. */
  duration: z.enum(["3", "12"]).transform(Number).default(3),
  timezone: TimezoneInput,
});

export const ActivityGraphQuery = AgencyGraphQuery.extend({
  /** One resident's graph instead of the agency's. */
  senior_id: z.uuid().optional(),
  /** Which series `points` follows; default overall. */
  zone: z.enum(["overall", ...GRAPH_ZONES]).optional(),
});

const ZoneValues = z.object({ overall: Num, blue: Num, green: Num, gold: Num });
const ZoneCounts = z.object({
  overall: z.number().int(),
  blue: z.number().int(),
  green: z.number().int(),
  gold: z.number().int(),
});

export const ActivityGraphSchema = z.object({
  months: z.array(z.string()),
  /** One point per month (month start, ns) for the selected zone, or for the resident. */
  points: z.array(z.object({ timestamp: NsTimestamp, score: Num })),
  /** Month-keyed average activity score per group. */
  activity_score: z.object({
    overall: z.record(z.string(), Num),
    blue: z.record(z.string(), Num),
    green: z.record(z.string(), Num),
    gold: z.record(z.string(), Num),
  }),
  overall_activity_score: Num,
  overall_target_score: z.number(),
  targets: z.object({ blue: z.number(), green: z.number(), gold: z.number() }),
  zone_count: ZoneCounts,
  /**
   * The goals ring (spec 3 §2 "A goals ring shows progress. The goals status filter uses Started and In_Progress"):
   * the wellness-plan goals of the residents (or of the one resident) whose status is started or in_progress at
   * their plan's current version, and their average progress in percent (null without such goals).
   */
  goals: z.object({ count: z.number().int(), average_progress: Num }),
});

export const FallGraphSchema = z.object({
  months: z.array(z.string()),
  data: z.record(
    z.string(),
    z.object({
      /** Fall alarms in the month (graph zones). */
      fall_count: z.number().int(),
      /** Residents who fell at least once in the month (graph zones). */
      overall_fall: z.number().int(),
      zone: z.object({
        blue_fall_count: z.number().int(),
        green_fall_count: z.number().int(),
        gold_fall_count: z.number().int(),
      }),
    }),
  ),
});

export const ZoneMonthGraphSchema = z.object({
  months: z.array(z.string()),
  data: z.record(z.string(), ZoneValues),
  /** The graph's target line where the spec gives one. */
  target: Num,
});

const S = "measurement";
const roles = MEASUREMENT_ROLES.agency;

export const measurementAgencyRoutes = {
  residentsCount: defineRoute({
    operationId: "getFacilityResidentsCount",
    method: "GET",
    path: "/api/measurement/facility-residents-count",
    service: S,
    summary: "Active residents of an agency per zone",
    access: roles,
    querystring: ResidentsCountQuery,
    data: ResidentsCountSchema,
  }),
  activityGraph: defineRoute({
    operationId: "getAgencyActivityGraph",
    method: "GET",
    path: "/api/measurement/agency/activity-graph",
    service: S,
    summary: "Monthly activity score per zone (or of one resident) against the 40,000-point goal",
    access: roles,
    querystring: ActivityGraphQuery,
    data: ActivityGraphSchema,
  }),
  fallGraph: defineRoute({
    operationId: "getAgencyFallGraph",
    method: "GET",
    path: "/api/measurement/agency/fall-graph",
    service: S,
    summary: "Falls per month, overall and per zone",
    access: roles,
    querystring: AgencyGraphQuery,
    data: FallGraphSchema,
  }),
  losGraph: defineRoute({
    operationId: "getAgencyLengthOfStayGraph",
    method: "GET",
    path: "/api/measurement/agency/length-of-stay-graph",
    service: S,
    summary: "Average length of stay (days) at the end of each month, overall and per zone",
    access: roles,
    querystring: AgencyGraphQuery,
    data: ZoneMonthGraphSchema,
  }),
  wellbeingGraph: defineRoute({
    operationId: "getAgencyEmotionalWellbeingGraph",
    method: "GET",
    path: "/api/measurement/agency/emotional-wellbeing-graph",
    service: S,
    summary: "Average wellbeing survey score (0–7 scale) per month, overall and per zone",
    access: roles,
    querystring: AgencyGraphQuery,
    data: ZoneMonthGraphSchema,
  }),
  lonelinessGraph: defineRoute({
    operationId: "getAgencyLonelinessGraph",
    method: "GET",
    path: "/api/measurement/agency/ucla-loneliness-graph",
    service: S,
    summary: "Average UCLA loneliness score (% of the scale maximum) per month, overall and per zone",
    access: roles,
    querystring: AgencyGraphQuery,
    data: ZoneMonthGraphSchema,
  }),
} as const;
