// Per-senior scoping for the access matrix (issue 20 item 4c): which real seeded senior each role may read through
// each senior-scoped route, and a valid request of that route for one senior. The expectations are the spec's rules
// written out (spec 1 §6, spec 3 §6), not derived from the API's scope code.
import type { InjectOptions } from "fastify";
import { z } from "zod";
import { msToNs, ROUTE_TABLE, type RouteContract, type StaffRole } from "@care/contracts";
import type { PrismaClient } from "@care/db";

export interface SeniorRef {
  id: string;
  accountId: string;
  memberId: number;
  facilityId: string | null;
  /** An approved insight of the senior (sub-history needs one). */
  insightId: string;
  /** A photo row of the senior (download-image needs one; its url is signed, the object need not exist). */
  imageId: string;
  /** A goal of the senior's wellness plan (version 1) and a file resource of it (goal notes, signed-url). */
  goalId: string;
  resourceId: string;
  /** The senior's old pending SOS (the alarm list's first page; alarm-details asks about it). */
  alarmId: string;
}

export interface Seniors {
  /** A resident of the facility agent's facility, assigned to the care agent. */
  own: SeniorRef;
  /** A resident of another facility, not assigned to the care agent. */
  otherFacility: SeniorRef;
  /** A member living at home (no facility), not assigned to the care agent. */
  nonResident: SeniorRef;
}
export type SeniorKey = keyof Seniors;

/**
 * How a route decides who reads which senior:
 * - senior: every role its access lets in reads every senior, except facility agents: their facility only;
 * - vitals: a senior's readings, wherever shown (issue 25 item 8, docs/security.md "Who may read a senior's
 *   vitals"): care agents, Admin and Admin_WellnessServices every senior, living at home or not; facility agents their
 *   facility's residents; BDMs and warehouse employees nobody, whatever route lets them in (the agency graphs);
 * - resident: the client dashboard's card of an agency resident: a member living at home has none (404 to all);
 *   facility agents their own facility's;
 * - facility: a facility's list filtered by senior (asked with the senior's facility): facility agents their own.
 */
export type Rule = "senior" | "vitals" | "resident" | "facility";

export const SCOPING_RULE: Record<string, Rule> = {
  // The audit viewer's senior filter and its export: Admin reads every senior's trail.
  "GET /api/users/audit": "senior",
  "GET /api/users/audit/export": "senior",
  // SOS and fall history: the senior's readings.
  "GET /api/supervision/sos": "vitals",
  "GET /api/supervision/fall-detection": "vitals",
  // An alarm's responder details: caregivers, conditions and location, read under requireSenior like their routes.
  "GET /api/supervision/alarm-details": "senior",
  // An alarm's timeline: the detail of a row of the SOS / fall history, under the history's rule.
  "GET /api/supervision/alarm-timeline": "vitals",
  "GET /api/careinsights/history": "senior",
  "GET /api/careinsights/sub-history": "senior",
  "GET /api/careinsights/query": "senior",
  "GET /api/careinsights/all": "senior",
  "GET /api/careinsights/all-facility": "facility",
  "GET /api/careinsights/milestones": "senior",
  "GET /api/careinsights/no-data-settings": "senior",
  "GET /api/careinsights/suppression-windows": "senior",
  "POST /api/careinsights/vitals/list": "vitals",
  "GET /api/measurement/activity/score": "vitals",
  "GET /api/measurement/activity/series": "vitals",
  "GET /api/measurement/body-health/raw-measurement": "vitals",
  "GET /api/measurement/body-health/raw-difference": "vitals",
  "GET /api/measurement/body-health/body-graph": "vitals",
  "GET /api/measurement/vitals/heart-extreme": "vitals",
  "GET /api/measurement/vitals/heart": "vitals",
  "GET /api/measurement/vitals/respiration-extreme": "vitals",
  "GET /api/measurement/vitals/respiration": "vitals",
  "GET /api/measurement/sleep/daily": "vitals",
  "GET /api/measurement/sleep/heart-rate": "vitals",
  "GET /api/measurement/sleep/phase": "vitals",
  "GET /api/measurement/sleep/depth": "vitals",
  "GET /api/measurement/sleep/weekly-summary": "vitals",
  "GET /api/measurement/sleep/monthly-summary": "vitals",
  "GET /api/measurement/goals/activity": "vitals",
  "GET /api/measurement/goals/body-health": "vitals",
  "GET /api/measurement/goals/sleep": "vitals",
  "GET /api/measurement/agency/activity-graph": "vitals",
  "GET /api/measurement/weekly-vitals/:vital": "vitals",
  "GET /api/measurement/sos-fall": "vitals",
  "GET /api/measurement/vitals-report": "vitals",
  // Onboarding info (issue 12): every role reads every senior, facility agents their facility's.
  "GET /api/users/senior/minimal-info": "senior",
  "POST /api/users/senior/validate-duplicate-data": "senior",
  "GET /api/users/senior/basic-info": "senior",
  "GET /api/users/senior/persona": "senior",
  "GET /api/users/senior/header": "senior",
  "GET /api/users/senior/care-circle": "senior",
  "GET /api/users/provider/doctor": "senior",
  "GET /api/users/provider/dentist": "senior",
  "GET /api/users/provider/pharmacy": "senior",
  "GET /api/users/medical-device": "senior",
  "GET /api/users/medical-device/last-session": "senior",
  "GET /api/users/senior/image": "senior",
  "GET /api/users/senior/download-image": "senior",
  // Medical info (issue 12 item 5): the roles that load it read every senior, facility agents their facility's.
  "GET /api/users/senior/medical-condition": "senior",
  "GET /api/users/senior/medical-condition-history": "senior",
  "GET /api/users/senior/medication": "senior",
  // Calls and location (issue 13): Admin, CareAgent, Admin_WellnessServices read every senior.
  "GET /api/supervision/call-logs": "senior",
  "GET /api/supervision/call-schedule": "senior",
  "GET /api/supervision/call-entry": "senior",
  "GET /api/supervision/location-history": "senior",
  "POST /api/supervision/location": "senior",
  "GET /api/supervision/location-calendar": "senior",
  // Wellness plan (issue 15): Admin, CareAgent, Admin_WellnessServices read every senior (named as customer_id).
  "GET /api/users/wellness-plan": "senior",
  "GET /api/users/wellness-plan/goals": "senior",
  "GET /api/users/wellness-plan/goal-action-map": "senior",
  "GET /api/users/wellness-plan/goal-notes": "senior",
  "GET /api/users/wellness-plan/resources/signed-url": "senior",
  // Assessments (issue 14): the Assessments tab's roles and the onboarding Survey/Assessments sub-tabs' care-team
  // roles read every senior, facility agents their facility's. ':group' is asked as holistic.
  "GET /api/users/assessments/status": "senior",
  "GET /api/users/assessments/:group": "senior",
  "GET /api/users/assessments/:group/history": "senior",
  "GET /api/users/wellness-survey": "senior",
  // Agency area (issue 18): the client dashboard's summary card, agency residents only.
  "GET /api/users/agency/resident-summary": "resident",
};

const EVERY: readonly SeniorKey[] = ["own", "otherFacility", "nonResident"];
const RESIDENTS: readonly SeniorKey[] = ["own", "otherFacility"];

/** The seniors a rule can be asked about (a facility list needs a facility). */
export const ASKED: Record<Rule, readonly SeniorKey[]> = {
  senior: EVERY,
  vitals: EVERY,
  resident: EVERY,
  facility: RESIDENTS,
};

/** Which of the seniors each role reads, per rule; the others must answer 404 (out of scope looks missing). */
export const SENIORS_OF_ROLE: Record<Rule, Record<StaffRole, readonly SeniorKey[]>> = {
  senior: {
    Admin: EVERY,
    CareAgent: EVERY,
    Admin_WellnessServices: EVERY,
    WarehouseEmployee: EVERY,
    BDM: EVERY,
    FACILITY_AGENT: ["own"],
  },
  vitals: {
    Admin: EVERY,
    CareAgent: EVERY,
    Admin_WellnessServices: EVERY,
    WarehouseEmployee: [],
    BDM: [],
    FACILITY_AGENT: ["own"],
  },
  resident: {
    Admin: RESIDENTS,
    CareAgent: [],
    Admin_WellnessServices: RESIDENTS,
    WarehouseEmployee: [],
    BDM: [],
    FACILITY_AGENT: ["own"],
  },
  facility: {
    Admin: RESIDENTS,
    CareAgent: [],
    Admin_WellnessServices: RESIDENTS,
    WarehouseEmployee: [],
    BDM: [],
    FACILITY_AGENT: ["own"],
  },
};

export const routeKey = (r: RouteContract): string => `${r.method} ${r.path}`;

/**
 * Reads that show many seniors' readings at once and name none (issue 25 item 8): the vitals rule decides whose.
 * For each, the query that would show senior `s` if the caller may read them, and whether the answer's data does.
 */
export const READINGS_LISTS: Record<
  string,
  { query(s: SeniorRef): Record<string, string>; shows(data: unknown, s: SeniorRef): boolean }
> = {
  // 'All Seniors': the care agent's default list of assigned seniors is a list default, not a boundary.
  "GET /api/measurement/dashboard": {
    query: (s) => ({
      assigned_to: "all",
      search_query: JSON.stringify([{ type: "member_id", value: String(s.memberId) }]),
    }),
    shows: (data, s) => s.id in (data as { dashboard: Record<string, unknown> }).dashboard,
  },
  // Pending alarms, oldest first: the seniors' 2020 SOS come first.
  "GET /api/supervision/alarms": {
    query: () => ({ limit: "500" }),
    shows: (data, s) => (data as { senior_id: string }[]).some((a) => a.senior_id === s.id),
  },
};

/** The other reads of the measurement service that name no senior: none shows one senior's readings. */
export const NOT_READINGS: Record<string, string> = {
  "GET /api/measurement/facility-residents-count": "residents per zone of one facility",
  "GET /api/measurement/agency/fall-graph": "falls per zone and month of one facility, no senior named",
  "GET /api/measurement/agency/length-of-stay-graph": "average stay per zone and month, no senior named",
  "GET /api/measurement/agency/emotional-wellbeing-graph": "average assessment scores per zone, no senior named",
  "GET /api/measurement/agency/ucla-loneliness-graph": "average assessment scores per zone, no senior named",
  "GET /api/measurement/devices": "devices and the members they were linked to, no readings",
};

// The wellness plan names its senior `customer_id` (issue 15).
const mentionsSenior = (schema: unknown): boolean =>
  schema !== undefined &&
  /"(senior_id|customer_id)"/.test(
    JSON.stringify(z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" })),
  );

/** Reads that name a senior: GETs with a senior_id, and POSTs that only read (seniorWrite: false). */
export function seniorScopedReads(): RouteContract[] {
  return ROUTE_TABLE.filter(
    (r) =>
      r.access !== "public" &&
      (r.method === "GET" || r.seniorWrite === false) &&
      (mentionsSenior(r.params) || mentionsSenior(r.querystring) || mentionsSenior(r.body)),
  );
}

/** Finds the three seniors in the seeded data and gives each an approved insight, a photo, a plan and an SOS. */
export async function scopingSeniors(prisma: PrismaClient, facilityId: string, careAgentId: string): Promise<Seniors> {
  const assigned = { careAgentAssignments: { some: { staffUserId: careAgentId, unassignedAt: null } } };
  const pick = async (where: object): Promise<SeniorRef> => {
    const s = await prisma.senior.findFirstOrThrow({ where, orderBy: { memberId: "asc" } });
    const insight = await prisma.careInsight.create({
      data: { seniorId: s.id, type: "alert", kind: "action", status: "approved", message: "Checked in" },
    });
    const image = await prisma.seniorImage.create({
      data: { seniorId: s.id, format: "png", s3Key: `uploads/images/scoping-${s.id}.png` },
    });
    const plan = await prisma.wellnessPlan.create({
      data: { seniorId: s.id, currentVersion: 1, versions: { create: { version: 1 } } },
    });
    const goal = await prisma.wellnessGoal.create({ data: { planId: plan.id, seq: 1 } });
    await prisma.wellnessGoalVersion.create({
      data: {
        goalId: goal.id,
        planId: plan.id,
        planVersion: 1,
        seq: 1,
        goal: "Improve sleep",
        action: "Keep a regular bedtime",
      },
    });
    const s3Key = `wellness-plan/scoping-${s.id}.pdf`;
    const resource = await prisma.wellnessResource.create({
      data: {
        goalId: goal.id,
        name: "Guide",
        format: "pdf",
        s3Key,
        // Every file resource has its file versions (signed-url signs those).
        files: {
          create: {
            resourceVersion: 1,
            name: "Guide",
            format: "pdf",
            s3Key,
            contentType: "application/pdf",
            addedInVersion: 1,
          },
        },
      },
    });
    // An old pending SOS: the alarm list (oldest first) shows it on its first page to whoever may read it.
    const alarm = await prisma.alarm.create({
      data: {
        seniorId: s.id,
        type: "sos",
        status: "pending",
        occurredAt: new Date(Date.UTC(2020, 0, 1)),
        dedupeKey: `scoping-${s.id}`,
      },
    });
    return {
      id: s.id,
      accountId: s.accountId,
      memberId: s.memberId,
      facilityId: s.facilityId,
      insightId: insight.id,
      imageId: image.id,
      goalId: goal.id,
      resourceId: resource.id,
      alarmId: alarm.id,
    };
  };
  return {
    own: await pick({ facilityId, isActive: true, ...assigned }),
    otherFacility: await pick({ facilityId: { not: null, notIn: [facilityId] }, isActive: true, NOT: assigned }),
    nonResident: await pick({ facilityId: null, isResident: false, isActive: true, NOT: assigned }),
  };
}

const DAY = 86_400_000;
// A fixed past week (ns digits), so the answers never depend on the clock.
const START = Date.UTC(2026, 9, 5);
const PERIOD = { start_timestamp: msToNs(START), end_timestamp: msToNs(START + 7 * DAY) };
/** The same week as ISO-8601 instants (the call screens take those). */
const ISO_PERIOD = { start_time: new Date(START).toISOString(), end_time: new Date(START + 7 * DAY).toISOString() };
const CYCLE = { sleep_cycle: JSON.stringify({ start_time: msToNs(START), end_time: msToNs(START + 8 * 3_600_000) }) };

/** What each route needs besides the senior (the rest of a valid request). */
const EXTRA: Record<string, (s: SeniorRef) => Record<string, string>> = {
  "GET /api/careinsights/sub-history": (s) => ({ care_insight_id: s.insightId }),
  "GET /api/supervision/alarm-details": (s) => ({ alarm_id: s.alarmId }),
  "GET /api/supervision/alarm-timeline": (s) => ({ alarm_id: s.alarmId }),
  "GET /api/careinsights/all-facility": (s) => ({ facility_id: s.facilityId ?? "" }),
  "GET /api/measurement/activity/score": () => PERIOD,
  "GET /api/measurement/activity/series": () => PERIOD,
  "GET /api/measurement/body-health/raw-measurement": () => PERIOD,
  "GET /api/measurement/body-health/raw-difference": () => PERIOD,
  "GET /api/measurement/body-health/body-graph": () => ({ ...PERIOD, measurement_type: "weight" }),
  "GET /api/measurement/vitals/heart-extreme": () => PERIOD,
  "GET /api/measurement/vitals/heart": () => PERIOD,
  "GET /api/measurement/vitals/respiration-extreme": () => PERIOD,
  "GET /api/measurement/vitals/respiration": () => PERIOD,
  "GET /api/measurement/sleep/daily": () => PERIOD,
  "GET /api/measurement/sleep/heart-rate": () => CYCLE,
  "GET /api/measurement/sleep/phase": () => CYCLE,
  "GET /api/measurement/sleep/depth": () => CYCLE,
  "GET /api/measurement/sleep/weekly-summary": () => PERIOD,
  "GET /api/measurement/sleep/monthly-summary": () => PERIOD,
  "GET /api/measurement/goals/body-health": () => ({ target_type: "weight" }),
  "GET /api/measurement/vitals-report": () => ({ ...PERIOD, vital: "heart_rate" }),
  "GET /api/users/senior/download-image": (s) => ({ image_id: s.imageId }),
  "GET /api/supervision/call-schedule": () => ISO_PERIOD,
  "GET /api/supervision/location-history": () => PERIOD,
  "POST /api/supervision/location": () => PERIOD,
  "GET /api/supervision/location-calendar": () => PERIOD,
  "GET /api/users/wellness-plan": (s) => ({ customer_id: s.id }),
  "GET /api/users/wellness-plan/goals": (s) => ({ customer_id: s.id }),
  "GET /api/users/wellness-plan/goal-action-map": (s) => ({ customer_id: s.id }),
  "GET /api/users/wellness-plan/goal-notes": (s) => ({ current_version: "1", goal_action_id: s.goalId }),
  "GET /api/users/wellness-plan/resources/signed-url": (s) => ({
    files: JSON.stringify([s.resourceId]),
    version: "1",
  }),
};

/** A valid request of `route` about senior `s` with `token`. */
export function scopingRequest(route: RouteContract, s: SeniorRef, token: string): InjectOptions {
  const input = { senior_id: s.id, account_id: s.accountId, ...EXTRA[routeKey(route)]?.(s) };
  const url = route.path.replace(":vital", "heart-rate").replace(":group", "holistic");
  const headers = { authorization: `Bearer ${token}` };
  return route.method === "GET"
    ? { method: "GET", url, headers, query: input }
    : { method: route.method, url, headers, payload: input };
}
