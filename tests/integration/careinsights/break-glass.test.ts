import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ROUTE_TABLE, type RouteContract, type StaffRole } from "@care/contracts";
import { facilitySeniors, type FacilitySeniors, makeInsight } from "../../support/fixtures.js";
import { type DemoRole, type Harness, startHarness } from "../../support/harness.js";

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

/** A valid body of each senior write a care agent may call, for senior `s`. */
const WRITES: Record<string, (s: Ref) => Promise<Record<string, unknown>>> = {
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
};

function send(who: DemoRole, key: string, payload: object, reason?: string): Promise<LightMyRequestResponse> {
  const [method, url] = key.split(" ") as ["POST" | "PUT", string];
  const headers: Record<string, string> = { authorization: `Bearer ${h.token(who)}` };
  if (reason !== undefined) headers[HEADER] = reason;
  return h.app.inject({ method, url, headers, payload });
}

async function auditOf(res: LightMyRequestResponse) {
  await h.app.auditFlush();
  return h.prisma.auditLog.findFirstOrThrow({ where: { requestId: String(res.headers["x-request-id"]) } });
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
        /"(senior_id|care_insight_ids?)"/.test(names(r.params) + names(r.body) + names(r.querystring)),
    ).map((r) => `${r.method} ${r.path}`);
    expect(seniorWrites.sort()).toEqual(Object.keys(WRITES).sort());
  });

  it.each(Object.keys(WRITES))(
    "%s: refused for a senior not assigned to the care agent, allowed with a reason that is audited",
    async (key) => {
      const payload = await (WRITES[key] as (s: Ref) => Promise<Record<string, unknown>>)(notAssigned);
      const refused = await send("agent", key, payload);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({
        application_code: CODE,
        message: MESSAGE,
        data: null,
        error: { code: "FORBIDDEN", fields: [{ field: `headers.${HEADER}`, reason: "Required Field" }] },
      });
      expect(await auditOf(refused)).toMatchObject({ statusCode: 403, breakGlassReason: null });

      const allowed = await send("agent", key, payload, REASON);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await auditOf(allowed)).toMatchObject({
        actorId: h.user("agent").id,
        statusCode: 200,
        breakGlassReason: REASON,
      });
    },
  );

  it.each(Object.keys(WRITES))("%s: allowed for an assigned senior without a reason", async (key) => {
    const payload = await (WRITES[key] as (s: Ref) => Promise<Record<string, unknown>>)(assigned);
    const res = await send("agent", key, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditOf(res)).toMatchObject({ statusCode: 200, breakGlassReason: null });
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
    expect((await auditOf(res)).breakGlassReason).toBe(reason);
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
