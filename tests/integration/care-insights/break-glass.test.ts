import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ROUTE_TABLE, type RouteContract, type StaffRole } from "@care/contracts";
import { facilitySeniors, type FacilitySeniors, makeInsight } from "../../support/fixtures.js";
import { auditRowOf, type DemoRole, type Harness, startHarness } from "../../support/harness.js";
import { multipartImages, PNG_1X1 } from "../../support/multipart.js";

// Issue 20 item 8: a care agent reads any senior but writes (insights, thresholds, goals) only for the seniors
// assigned to them, unless the request carries a break-glass reason, which the audit row keeps. The header name,
// code and message are written out here on purpose: the portal depends on them.

const HEADER = "x-break-glass-reason";
const CODE = 4031;
const MESSAGE = "This senior is not assigned to you. Give a reason for this break-glass access to continue.";
const REASON = "Covering for the assigned coach on sick leave";

interface Ref {
  id: string;
  accountId: string;
}

let h: Harness;
let seniors: FacilitySeniors;
/** agent@demo.care coaches members 100001–100040 (seed); 100150 is nobody's of theirs. */
let assigned: Ref;
let notAssigned: Ref;

beforeAll(async () => {
  h = await startHarness();
  seniors = await facilitySeniors(h);
  const member = (memberId: number) =>
    h.prisma.senior.findUniqueOrThrow({ where: { memberId }, select: { id: true, accountId: true } });
  assigned = await member(100010);
  notAssigned = await member(100150);
  const open = (seniorId: string) =>
    h.prisma.careAgentAssignment.count({ where: { seniorId, staffUserId: h.user("agent").id, unassignedAt: null } });
  // A day of heart rate for each, so that a baseline refresh has something to compute from.
  for (const s of [assigned, notAssigned]) {
    await h.prisma.readingDaily.create({
      data: {
        seniorId: s.id,
        metric: "heart_rate",
        bucketStart: new Date(Date.now() - 2 * 86_400_000),
        count: 10,
        sum: 720,
        min: 60,
        max: 84,
        last: 70,
        lastTs: new Date(Date.now() - 2 * 86_400_000 + 3_600_000),
      },
    });
  }
  // Preconditions of the seed this file relies on.
  expect(await open(assigned.id)).toBe(1);
  expect(await open(notAssigned.id)).toBe(0);
});
afterAll(async () => {
  await h?.close();
});

/** The input of one write: its body, or its query for a route without a body; path params are filled from it. */
type Input = Record<string, unknown>;

const DAY_MS = 86_400_000;
/** A different number for every call of a builder, so that unique fields (phones, serials, slots) never collide. */
let serial = 0;
const next = (): number => ++serial;

/** State a write needs first (a caregiver to update, a call to log), made by an Admin, who needs no reason. */
async function made(method: "post" | "put", url: string, body: Input): Promise<Record<string, string>> {
  const res = await h.as("admin")[method](url, body);
  expect(res.status, `${method} ${url}: ${res.raw.body}`).toBe(200);
  return res.body.data;
}

/** A 15-digit IMEI ending with its Luhn check digit (the API refuses other watch serials). */
function imei(n: number): string {
  const body = `35${String(n).padStart(12, "0")}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A watch linked to senior `s` and online (settings and locate-me need a reachable watch). */
async function linkedWatch(s: Ref): Promise<{ id: string; serial: string }> {
  const device = await h.prisma.device.create({
    data: { type: "watch", uniqueIdentifier: imei(next()), vendor: "Navigil", secret: "0".repeat(64), online: true },
  });
  await h.prisma.deviceAssignment.create({ data: { deviceId: device.id, seniorId: s.id } });
  return { id: device.id, serial: device.uniqueIdentifier };
}

/** A photo row of senior `s` (its object need not exist in storage). */
async function photo(s: Ref): Promise<string> {
  const row = await h.prisma.seniorImage.create({
    data: { seniorId: s.id, format: "png", s3Key: `uploads/images/break-glass-${next()}.png` },
  });
  return row.id;
}

const caregiver = (s: Ref): Input => ({
  senior_id: s.id,
  name: { firstName: "Mia", lastName: "Lovelace" },
  mobileNumber: `617999${String(next()).padStart(4, "0")}`,
  senior_info: { caregiver_type: "alternate", emergency_contact: false, relationship_with_senior: "Granddaughter" },
});
const doctor = (s: Ref): Input => ({
  senior_id: s.id,
  name: "Dr. Grace Hopper",
  contact_phone: "6175550150",
  provider_name: "Mass General",
  speciality: "Geriatrics",
});
const pharmacy = (s: Ref): Input => ({ senior_id: s.id, name: "CVS Pharmacy", contact_phone: "6175550160" });
const PROVIDER_BODY: Record<"doctor" | "dentist" | "pharmacy", (s: Ref) => Input> = {
  doctor,
  dentist: doctor,
  pharmacy,
};
const condition = (s: Ref): Input => ({
  senior_id: s.id,
  condition: "Hypertension",
  severity_level: "Mild",
  date_of_onset: "2020-05-01",
  notes: null,
});
const medication = (s: Ref): Input => ({
  senior_id: s.id,
  medicine: "Lisinopril",
  dose_form: "Tablet",
  dose_frequency: { every: 1, period: "day" },
  when: "Morning",
  date_prescribed: "2024-01-15",
  notes: null,
  status: "Save",
});
/** A call slot of its own: one day apart per builder call, years ahead (no overlap with the seed's calls). */
const slot = (): string => new Date(Date.UTC(2031, 0, 1, 15) + next() * DAY_MS).toISOString();
const booking = (s: Ref): Input => ({
  senior_id: s.id,
  account_id: s.accountId,
  callee_id: s.id,
  careagent_id: h.user("agent").id,
  start_time: slot(),
  duration: 30,
  call_reason: "Senior Check-in",
});
/** A window ahead of now: the API refuses windows that already ended. */
const suppression = (s: Ref): Input => ({
  senior_id: s.id,
  start: new Date(Date.now() + DAY_MS).toISOString(),
  end: new Date(Date.now() + 3 * DAY_MS).toISOString(),
  reason: "away",
});

/** The three writes of one provider type: add, change, remove. */
function providerWrites(type: "doctor" | "dentist" | "pharmacy"): Record<string, (s: Ref) => Promise<Input>> {
  const url = `/api/users/provider/${type}`;
  const body = PROVIDER_BODY[type];
  return {
    [`POST ${url}`]: async (s) => body(s),
    [`PUT ${url}`]: async (s) => ({ ...body(s), provider_id: (await made("post", url, body(s))).provider_id }),
    [`DELETE ${url}`]: async (s) => ({ senior_id: s.id, provider_id: (await made("post", url, body(s))).provider_id }),
  };
}

// Wellness plan (issue 15): the plan's latest version, and goals made by an admin (no reason needed), each with
// its own catalogue action so a senior never gets the same goal action twice.
const PLAN = "/api/users/wellness-plan";
const planVersion = async (s: Ref): Promise<number> =>
  (await h.prisma.wellnessPlan.findUnique({ where: { seniorId: s.id } }))?.currentVersion ?? 0;
const SLEEP_ACTIONS = ["Keep a regular bedtime", "Limit caffeine after noon", "Use the sleep mat nightly"];
const FALL_ACTIONS = ["Complete a home safety check", "Wear the fall-detection watch", "Review footwear"];
let goalNo = 0;
const nextGoalAction = (): Input => {
  const n = goalNo++;
  const [goal, actions] = n % 2 === 0 ? ["Improve sleep", SLEEP_ACTIONS] : ["Prevent falls", FALL_ACTIONS];
  return { goal, action: actions[Math.floor(n / 2) % 3], status: "not_started" };
};
const goalsBody = async (s: Ref): Promise<Input> => ({
  customer_id: `senior-${s.id}`,
  role: "senior",
  current_version: await planVersion(s),
  goal_actions: [nextGoalAction()],
});
async function wellnessGoal(s: Ref): Promise<{ version: number; goalId: string }> {
  const data = (await made("post", `${PLAN}/goals`, await goalsBody(s))) as unknown as {
    current_version: number;
    goals: { goal_action_id: string }[];
  };
  return { version: data.current_version, goalId: data.goals.at(-1)?.goal_action_id ?? "" };
}
const linkResource = async (s: Ref, g: { version: number; goalId: string }): Promise<string> => {
  const body = {
    senior_id: s.id,
    version: g.version,
    goal_action_id: g.goalId,
    urls: [{ name: "Tips", url: "https://example.org" }],
  };
  const data = (await made("post", `${PLAN}/resources/upload-url`, body)) as unknown as {
    resources: { resource_id: string }[];
  };
  return data.resources[0]?.resource_id ?? "";
};

/** A valid input of each senior write a care agent may call, for senior `s`. */
const WRITES: Record<string, (s: Ref) => Promise<Input>> = {
  "POST /api/careinsights/summary": async (s) => ({
    senior_id: s.id,
    account_id: s.accountId,
    message: "Doing well this week",
  }),
  "POST /api/careinsights/alert": async (s) => ({
    senior_id: s.id,
    account_id: s.accountId,
    message: "Heart rate stayed high",
  }),
  "PUT /api/careinsights/update-insight": async (s) => ({
    care_insight_id: await makeInsight(h.prisma, { seniorId: s.id }),
    status: "no_action",
  }),
  "PUT /api/careinsights/update-status": async (s) => ({
    care_insight_ids: [await makeInsight(h.prisma, { seniorId: s.id })],
    status: "no_action",
  }),
  "POST /api/careinsights/vitals/state-update": async (s) => ({
    senior_id: s.id,
    measurement_name: "weight",
    state: "UNASSIGNED",
  }),
  "POST /api/careinsights/vitals/threshold-update": async (s) => ({
    senior_id: s.id,
    measurement_name: "heart_rate",
    timezone: "America/Chicago",
    threshold: {
      upHigh: 30,
      upLow: 15,
      lowHigh: 10,
      lowLow: null,
      definition: {
        action: [
          { operator: "gt", value: 93.6, event: { action: "attention" } },
          { operator: "lt", value: 64.8, event: { action: "attention" } },
        ],
      },
    },
  }),
  "POST /api/careinsights/vitals/baseline-refresh": async (s) => ({ senior_id: s.id, measurement_name: "heart_rate" }),
  "POST /api/careinsights/vitals/range-score-clear": async (s) => ({ senior_id: s.id, measurement_name: "steps" }),
  "POST /api/measurement/goals/activity": async (s) => ({ senior_id: s.id, account_id: s.accountId, goal: 5500 }),
  "POST /api/measurement/goals/body-health": async (s) => ({
    senior_id: s.id,
    account_id: s.accountId,
    target_type: "weight",
    target_score: 165,
  }),
  "POST /api/measurement/goals/sleep": async (s) => ({
    senior_id: s.id,
    account_id: s.accountId,
    sleep_score_goal: 85,
  }),
  // No-data alerts and suppression windows (issue 16).
  "PUT /api/careinsights/no-data-settings": async (s) => ({ senior_id: s.id, device_type: "watch", silence: 3 }),
  "POST /api/careinsights/suppression-windows": async (s) => suppression(s),
  "PUT /api/careinsights/suppression-windows/:suppression_window_id": async (s) => ({
    ...suppression(s),
    reason: "hospital_stay",
    suppression_window_id: (await made("post", "/api/careinsights/suppression-windows", suppression(s)))
      .suppression_window_id,
  }),
  "DELETE /api/careinsights/suppression-windows/:suppression_window_id": async (s) => ({
    senior_id: s.id,
    suppression_window_id: (await made("post", "/api/careinsights/suppression-windows", suppression(s)))
      .suppression_window_id,
  }),
  // Calls and location (issue 13).
  "POST /api/supervision/call-scheduler": async (s) => booking(s),
  "PUT /api/supervision/update-call-scheduler": async (s) => ({
    senior_id: s.id,
    account_id: s.accountId,
    call_id: (await made("post", "/api/supervision/call-scheduler", booking(s))).call_id,
    duration: 45,
  }),
  "POST /api/supervision/call-logs/instant": async (s) => ({
    senior_id: s.id,
    account_id: s.accountId,
    start_time: "2026-01-10T10:00:00.000Z",
    call_time: "2026-01-10T10:02:00.000Z",
    duration: 15,
    call_direction: "outbound",
    call_reason: "Senior Check-in",
    care_call_notes: "Checked in by phone",
  }),
  "POST /api/supervision/call-logs/outbound": async (s) => ({
    senior_id: s.id,
    account_id: s.accountId,
    call_id: (await made("post", "/api/supervision/call-scheduler", booking(s))).call_id,
    call_time: "2026-02-01T15:02:00.000Z",
    care_call_notes: "Discussed the new walker",
    action_item: ["Order the walker"],
  }),
  "POST /api/supervision/call-entry": async (s) => ({
    senior_id: s.id,
    account_id: s.accountId,
    call_type: "Check-in",
    start_time: "2026-03-01T08:05:00.000Z",
    care_call_notes: "Called after the alert",
  }),
  "POST /api/supervision/locate-me": async (s) => {
    await linkedWatch(s);
    return { senior_id: s.id, account_id: s.accountId };
  },
  // Onboarding info (issue 12): the member's own values saved again are no duplicate.
  "POST /api/users/senior/minimal-info": async (s) => {
    const info = await h.as("admin").get("/api/users/senior/minimal-info", { senior_id: s.id });
    const d = info.body.data;
    return {
      senior_id: s.id,
      account_id: s.accountId,
      name: { first_name: d.name.first_name, middle_name: d.name.middle_name, last_name: d.name.last_name },
      mobile_number: d.mobile_number ?? `212999${String(next()).padStart(4, "0")}`,
      email: d.email ?? `break-glass-${next()}@example.org`,
      gender: d.gender ?? "Female",
      dob: d.dob ?? "1941-12-10",
      address: {
        street: d.address.street ?? "350 5th Ave",
        apartment_number: d.address.apartment_number,
        city: d.address.city ?? "New York",
        zipcode: d.address.zipcode ?? "10118",
        state: d.address.state ?? "NY",
      },
      member_type: d.member_type,
      facility_type: d.facility_type,
      isResident: d.isResident,
      corporate: d.corporate_id,
      facility: d.facility_id,
    };
  },
  "PUT /api/users/senior/basic-info": async (s) => ({ senior_id: s.id, account_id: s.accountId, pets: "Cat" }),
  "PUT /api/users/senior/persona": async (s) => ({ senior_id: s.id, persona: { hobbies: { data: "Chess" } } }),
  "POST /api/users/senior/care-circle": async (s) => caregiver(s),
  "PUT /api/users/senior/care-circle": async (s) => ({
    ...caregiver(s),
    senior_info: { caregiver_type: "alternate", emergency_contact: false, relationship_with_senior: "Niece" },
    caregiver_id: (await made("post", "/api/users/senior/care-circle", caregiver(s))).caregiver_id,
  }),
  "DELETE /api/users/senior/care-circle": async (s) => ({
    senior_id: s.id,
    caregiver_id: (await made("post", "/api/users/senior/care-circle", caregiver(s))).caregiver_id,
  }),
  ...providerWrites("doctor"),
  ...providerWrites("dentist"),
  ...providerWrites("pharmacy"),
  "PUT /api/users/medical-device": async (s) => ({
    senior_id: s.id,
    device_type: "scale",
    device_serial: `02:00:00:00:${String(next())
      .padStart(4, "0")
      .replace(/(..)(..)/, "$1:$2")}`,
  }),
  "PATCH /api/users/medical-device": async (s) => ({
    senior_id: s.id,
    device_id: (await linkedWatch(s)).id,
    sensitivity_data: "high",
  }),
  "DELETE /api/users/medical-device": async (s) => ({ senior_id: s.id, device_id: (await linkedWatch(s)).id }),
  "POST /api/users/vendor/navigil-registration": async (s) => ({
    serial_id: (await linkedWatch(s)).serial,
    device_type: "watch",
    account_id: s.accountId,
    senior_id: s.id,
  }),
  // Photos: the upload routes take the senior in the query and a multipart body (see `send`).
  "POST /api/users/senior/image": async (s) => ({ senior_id: s.id }),
  "POST /api/users/senior/multiple-images": async (s) => ({ senior_id: s.id }),
  "DELETE /api/users/senior/image": async (s) => ({ senior_id: s.id, image_id: await photo(s) }),
  "POST /api/users/senior/profile-image": async (s) => ({ senior_id: s.id, image_id: await photo(s) }),
  // Medical info (issue 12 item 5).
  "POST /api/users/senior/medical-condition": async (s) => condition(s),
  "PUT /api/users/senior/medical-condition": async (s) => ({
    ...condition(s),
    severity_level: "Severe",
    medical_condition_id: (await made("post", "/api/users/senior/medical-condition", condition(s)))
      .medical_condition_id,
  }),
  "DELETE /api/users/senior/medical-condition": async (s) => ({
    senior_id: s.id,
    medical_condition_id: (await made("post", "/api/users/senior/medical-condition", condition(s)))
      .medical_condition_id,
  }),
  "POST /api/users/senior/medication": async (s) => medication(s),
  "PUT /api/users/senior/medication": async (s) => ({
    ...medication(s),
    status: "Submit",
    medication_id: (await made("post", "/api/users/senior/medication", medication(s))).medication_id,
  }),
  // Assessments (issue 14): a draft of the seeded holistic form (version 1), and an incomplete wellness survey (which
  // may be saved again the same day).
  "POST /api/users/assessments/:group": async (s) => ({
    group: "holistic",
    senior_id: s.id,
    account_id: s.accountId,
    action: "save",
    form_version: 1,
    answers: { holistic_physical_1: { value: "always" } },
  }),
  "POST /api/users/wellness-survey": async (s) => ({
    senior_id: s.id,
    account_id: s.accountId,
    form_version: 1,
    answers: { wellbeing_1: { value: "often" } },
    is_survey_completed: false,
  }),
  // Wellness plan (issue 15): the plan names its senior customer_id.
  [`POST ${PLAN}`]: async (s) => ({
    customer_id: s.id,
    current_version: await planVersion(s),
    wellness_plan_details: { situation: "Fell twice" },
  }),
  [`POST ${PLAN}/goals`]: goalsBody,
  [`POST ${PLAN}/goal-notes`]: async (s) => {
    const g = await wellnessGoal(s);
    return { senior_id: s.id, current_version: g.version, goal_action_id: g.goalId, notes: "Slept well" };
  },
  [`POST ${PLAN}/resources/upload-url`]: async (s) => {
    const g = await wellnessGoal(s);
    return {
      senior_id: s.id,
      version: g.version,
      goal_action_id: g.goalId,
      files: [{ resource_id: randomUUID(), name: "Guide", content_type: "application/pdf", size: 100 }],
    };
  },
  [`PUT ${PLAN}/resources`]: async (s) => {
    const g = await wellnessGoal(s);
    const file = { name: "Guide", content_type: "application/pdf", size: 100 };
    const uploaded = (await made("post", `${PLAN}/resources/upload-url`, {
      senior_id: s.id,
      version: g.version,
      goal_action_id: g.goalId,
      files: [{ ...file, resource_id: randomUUID() }],
    })) as unknown as { resources: { resource_id: string }[] };
    return { senior_id: s.id, version: g.version, resource_id: uploaded.resources[0]?.resource_id ?? "", file };
  },
  [`DELETE ${PLAN}/resources`]: async (s) => {
    const g = await wellnessGoal(s);
    return { senior_id: s.id, version: String(g.version), resource_id: await linkResource(s, g) };
  },
};

const CONTRACTS = new Map(ROUTE_TABLE.map((r) => [`${r.method} ${r.path}`, r]));

/**
 * Sends `input` as the route takes it: path params filled from it; a JSON body when the route has one, else the
 * query; a multipart route gets the query and one real PNG as its files.
 */
function send(who: DemoRole, key: string, input: Input, reason?: string): Promise<LightMyRequestResponse> {
  const route = CONTRACTS.get(key) as RouteContract;
  const rest: Input = { ...input };
  const url = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = String(rest[name]);
    delete rest[name];
    return value;
  });
  const headers: Record<string, string> = { authorization: `Bearer ${h.token(who)}` };
  if (reason !== undefined) headers[HEADER] = reason;
  const method = route.method;
  if (route.consumes?.includes("multipart/form-data")) {
    const form = multipartImages([{ name: "photo.png", bytes: PNG_1X1 }]);
    const query = rest as Record<string, string>;
    return h.app.inject({ method, url, query, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  if (route.body === undefined) return h.app.inject({ method, url, headers, query: rest as Record<string, string> });
  return h.app.inject({ method, url, headers, payload: rest });
}

const names = (schema: unknown): string => {
  if (!schema) return "";
  return JSON.stringify(z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }));
};

describe("break-glass writes", () => {
  it("covers every write a care agent may make about a senior", () => {
    const seniorWrites = ROUTE_TABLE.filter(
      (r: RouteContract) =>
        r.method !== "GET" &&
        r.access !== "public" &&
        (r.access as readonly StaffRole[]).includes("CareAgent") &&
        r.seniorWrite !== false &&
        /"(senior_id|customer_id|care_insight_ids?)"/.test(names(r.params) + names(r.body) + names(r.querystring)),
    ).map((r) => `${r.method} ${r.path}`);
    expect(seniorWrites.sort()).toEqual(Object.keys(WRITES).sort());
  });

  it.each(Object.keys(WRITES))(
    "%s: refused for a senior not assigned to the care agent, allowed with a reason that is audited",
    async (key) => {
      const payload = await (WRITES[key] as (s: Ref) => Promise<Input>)(notAssigned);
      const refused = await send("agent", key, payload);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({
        application_code: CODE,
        message: MESSAGE,
        data: null,
        error: { code: "FORBIDDEN", fields: [{ field: `headers.${HEADER}`, reason: "Required Field" }] },
      });
      expect(await auditRowOf(h, refused)).toMatchObject({ statusCode: 403, breakGlassReason: null });

      const allowed = await send("agent", key, payload, REASON);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await auditRowOf(h, allowed)).toMatchObject({
        actorId: h.user("agent").id,
        statusCode: 200,
        breakGlassReason: REASON,
      });
    },
  );

  it.each(Object.keys(WRITES))("%s: allowed for an assigned senior without a reason", async (key) => {
    const payload = await (WRITES[key] as (s: Ref) => Promise<Input>)(assigned);
    const res = await send("agent", key, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditRowOf(h, res)).toMatchObject({ statusCode: 200, breakGlassReason: null });
  });

  it("leaves the other roles to their own scope: approvers and a facility agent in their facility need no reason", async () => {
    const summary = { senior_id: notAssigned.id, account_id: notAssigned.accountId, message: "Approved text" };
    for (const who of ["admin", "wellness"] as const) {
      const res = await send(who, "POST /api/careinsights/summary", summary);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
    }
    const resident = { senior_id: seniors.resident.id, account_id: seniors.resident.accountId, goal: 6000 };
    const goal = await send("facility", "POST /api/measurement/goals/activity", resident);
    expect(goal.statusCode, goal.body).toBe(200);
  });

  it("answers 400 naming the header for a reason that is too short, too long, has control characters or bad encoding", async () => {
    const payload = { senior_id: notAssigned.id, account_id: notAssigned.accountId, goal: 7000 };
    for (const [reason, why] of [
      ["too short", "must be at least 10 characters"],
      ["x".repeat(501), "must be at most 500 characters"],
      ["line one%0Aline two", "must not contain control characters"],
      ["100%25 sure%E0%A4%A", "must be one percent-encoded value"],
    ] as const) {
      const res = await send("agent", "POST /api/measurement/goals/activity", payload, reason);
      expect(res.statusCode, reason).toBe(400);
      expect(res.json().error).toEqual({ code: "VALIDATION", fields: [{ field: `headers.${HEADER}`, reason: why }] });
    }
    const goal = await h.prisma.seniorGoal.findFirst({ where: { seniorId: notAssigned.id, kind: "steps" } });
    expect(goal?.targetScore.toNumber()).not.toBe(7000);
  });

  it("stores a percent-encoded reason decoded, so any language can be written", async () => {
    const reason = "Vertretung für Frau Müller, Notfall";
    const payload = { senior_id: notAssigned.id, account_id: notAssigned.accountId, sleep_score_goal: 80 };
    const res = await send("agent", "POST /api/measurement/goals/sleep", payload, encodeURIComponent(reason));
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditRowOf(h, res)).breakGlassReason).toBe(reason);
  });

  it("shows the reason in the audit viewer an Admin reads", async () => {
    const payload = { senior_id: notAssigned.id, account_id: notAssigned.accountId, goal: 6500 };
    const res = await send("agent", "POST /api/measurement/goals/activity", payload, REASON);
    expect(res.statusCode, res.body).toBe(200);
    await h.app.auditFlush();
    const viewer = await h.as("admin").get("/api/users/audit", { kind: "write", senior_id: notAssigned.id, limit: 50 });
    expect(viewer.status).toBe(200);
    const entry = viewer.body.data.items.find(
      (i: { request_id: string }) => i.request_id === res.headers["x-request-id"],
    );
    expect(entry).toMatchObject({
      route: "/api/measurement/goals/activity",
      status_code: 200,
      break_glass_reason: REASON,
    });
  });

  it("still answers 404 for a senior that does not exist, with or without a reason", async () => {
    const missing = { senior_id: "00000000-0000-4000-8000-000000000000", message: "Nobody is there" };
    expect((await send("agent", "POST /api/careinsights/summary", missing)).statusCode).toBe(404);
    expect((await send("agent", "POST /api/careinsights/summary", missing, REASON)).statusCode).toBe(404);
  });
});
