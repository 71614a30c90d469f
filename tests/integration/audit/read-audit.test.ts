import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isReadAudited, ROUTE_TABLE } from "@care/contracts";
import { tokenFor } from "../../support/tokens.js";
import { bearer, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";

// Reads of health data are audited (issue 20 item 7, HIPAA §164.312(b)): actor, route, senior and time of every
// senior-scoped GET and every export, written off the request's path; the Admin's audit viewer filters them.

interface AuditItem {
  id: string;
  kind: "read" | "write";
  actor_id: string | null;
  actor_email: string | null;
  actor_roles: string[];
  method: string;
  route: string;
  action: string;
  senior_id: string | null;
  status_code: number;
  request_id: string;
  created_at: string;
}
interface AuditPage {
  items: AuditItem[];
  total: number;
}

// 2025-11-03 00:00 → 2025-11-10 00:00 America/New_York, in epoch nanoseconds.
const WEEK = "start_timestamp=1762146000000000000&end_timestamp=1762750800000000000&timezone=America%2FNew_York";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let h: Harness;
let agent: { token: string; id: string };
let admin: string;
let senior: { id: string; accountId: string };
beforeAll(async () => {
  h = await startHarness();
  const a = await tokenFor(h.app, DEMO_ACCOUNTS.agent);
  agent = { token: a.token, id: a.claims.sub };
  admin = (await tokenFor(h.app, DEMO_ACCOUNTS.admin)).token;
  senior = await h.app.prisma.senior.findUniqueOrThrow({
    where: { memberId: 100003 }, // assigned to the demo care agent
    select: { id: true, accountId: true },
  });
});
afterAll(async () => {
  await h?.close();
});

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: "GET", url, headers: { ...bearer(token), ...headers } });
const readRows = () => h.app.prisma.auditLog.findMany({ where: { kind: "read" }, orderBy: { id: "asc" } });
const viewer = async (query: string): Promise<AuditPage> => {
  await h.app.readAuditFlush();
  await h.app.auditFlush();
  const res = await get(`/api/users/audit?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return envelope<AuditPage>(res).data;
};

describe("a read of a senior's health data", () => {
  it("leaves a read row with actor, route, senior, status and request id once the buffer is flushed", async () => {
    const ref = `senior_id=${senior.id}&account_id=${senior.accountId}`;
    const res = await get(`/api/measurement/vitals/heart?${ref}&${WEEK}`, agent.token);
    expect(res.statusCode, res.body).toBe(200);
    await h.app.readAuditFlush();

    const rows = (await readRows()).filter((r) => r.route === "/api/measurement/vitals/heart");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "read",
      actorId: agent.id,
      actorEmail: DEMO_ACCOUNTS.agent,
      actorRoles: ["CareAgent"],
      method: "GET",
      route: "/api/measurement/vitals/heart",
      action: "getHeartSeries",
      seniorId: senior.id,
      entityType: "senior",
      entityId: senior.id,
      statusCode: 200,
      requestId: res.headers["x-request-id"],
      ip: "127.0.0.1",
    });
  });

  it("records an export (the xlsx vitals report) too", async () => {
    const ref = `senior_id=${senior.id}&account_id=${senior.accountId}`;
    const res = await get(`/api/measurement/vitals-report?${ref}&${WEEK}&vital=heart_rate`, agent.token);
    expect(res.statusCode).toBe(200);
    const page = await viewer(`kind=read&route=${encodeURIComponent("/api/measurement/vitals-report")}`);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: "read",
      actor_id: agent.id,
      route: "/api/measurement/vitals-report",
      action: "downloadVitalsReport",
      senior_id: senior.id,
      status_code: 200,
    });
  });

  it("records a refused read of a senior out of scope, with its status", async () => {
    const facility = await tokenFor(h.app, DEMO_ACCOUNTS.facility);
    const ref = `senior_id=${senior.id}&account_id=${senior.accountId}`;
    const res = await get(`/api/supervision/sos?${ref}`, facility.token);
    expect(res.statusCode).toBe(404);
    const page = await viewer(`kind=read&actor_id=${facility.claims.sub}`);
    expect(page.items.map((i) => [i.route, i.senior_id, i.status_code])).toEqual([
      ["/api/supervision/sos", senior.id, 404],
    ]);
  });

  it("leaves no read row for GETs that read no senior's health data", async () => {
    await h.app.readAuditFlush();
    const before = (await readRows()).length;
    for (const url of [
      "/api/cognito/user/generate-memberid",
      "/api/cognito/client-configuration?name=portal",
      "/api/measurement/devices",
      "/api/health",
    ]) {
      expect((await get(url, agent.token)).statusCode, url).toBeLessThan(500);
    }
    expect((await get("/api/users/audit", admin)).statusCode).toBe(200);
    await h.app.readAuditFlush();
    expect((await readRows()).length).toBe(before);
  });

  it("leaves no row for an anonymous caller (refused before any data)", async () => {
    await h.app.readAuditFlush();
    const before = (await readRows()).length;
    const res = await h.app.inject({
      method: "GET",
      url: `/api/supervision/sos?senior_id=${senior.id}&account_id=${senior.accountId}`,
    });
    expect(res.statusCode).toBe(401);
    await h.app.readAuditFlush();
    expect((await readRows()).length).toBe(before);
  });
});

describe("which routes are read-audited (decided from the contract)", () => {
  it("covers every GET that can name a senior, and every file export", () => {
    const missed = ROUTE_TABLE.filter((r) => {
      const fields = JSON.stringify(Object.keys(shapeOf(r.querystring)).concat(Object.keys(shapeOf(r.params))));
      return (r.raw || (r.method === "GET" && fields.includes('"senior_id"'))) && r.readAudit !== false;
    }).filter((r) => !isReadAudited(r));
    expect(missed.map((r) => r.path)).toEqual([]);
  });

  it("includes these reads and leaves these out", () => {
    const audited = new Set(ROUTE_TABLE.filter(isReadAudited).map((r) => `${r.method} ${r.path}`));
    for (const route of [
      "GET /api/measurement/vitals/heart",
      "GET /api/measurement/sleep/phase",
      "GET /api/measurement/weekly-vitals/:vital",
      "GET /api/measurement/vitals-report",
      "GET /api/supervision/sos",
      "GET /api/careinsights/history",
      "GET /api/measurement/dashboard",
      "GET /api/careinsights/review",
      "GET /api/supervision/alarms",
    ]) {
      expect(audited.has(route), route).toBe(true);
    }
    for (const route of [
      "GET /api/health",
      "GET /api/users/audit",
      "GET /api/measurement/devices",
      "GET /api/cognito/client-configuration",
      "POST /api/careinsights/threshold-update",
    ]) {
      expect(audited.has(route), route).toBe(false);
    }
  });
});

// The object shape of a query schema as written in the contracts (ZodObject, possibly refined).
function shapeOf(schema: unknown): Record<string, unknown> {
  const s = schema as { shape?: Record<string, unknown> } | undefined;
  return s?.shape ?? {};
}

describe("the audit viewer", () => {
  it("filters by kind, actor, route, senior and time range", async () => {
    const otherSenior = "00000000-0000-4000-8000-0000000000aa";
    const actor = "00000000-0000-4000-8000-0000000000bb";
    const at = (minute: number): Date => new Date(Date.UTC(2024, 5, 1, 12, minute));
    await h.app.prisma.auditLog.createMany({
      data: [
        {
          kind: "read",
          actorId: actor,
          method: "GET",
          route: "/api/x/heart",
          action: "a",
          seniorId: senior.id,
          statusCode: 200,
          createdAt: at(1),
        },
        {
          kind: "read",
          actorId: actor,
          method: "GET",
          route: "/api/x/sleep",
          action: "b",
          seniorId: senior.id,
          statusCode: 200,
          createdAt: at(2),
        },
        {
          kind: "read",
          actorId: actor,
          method: "GET",
          route: "/api/x/heart",
          action: "a",
          seniorId: otherSenior,
          statusCode: 200,
          createdAt: at(3),
        },
        {
          kind: "write",
          actorId: actor,
          method: "PUT",
          route: "/api/x/goal",
          action: "c",
          entityType: "senior",
          entityId: senior.id,
          statusCode: 200,
          createdAt: at(4),
        },
        {
          kind: "write",
          actorId: actor,
          method: "PUT",
          route: "/api/x/alarm",
          action: "d",
          entityType: "alarm",
          entityId: "1",
          statusCode: 200,
          createdAt: at(5),
        },
      ],
    });
    const routes = (p: AuditPage): string[] => p.items.map((i) => `${i.kind} ${i.route} ${i.senior_id ?? "-"}`);

    expect(routes(await viewer(`actor_id=${actor}`))).toEqual([
      "write /api/x/alarm -",
      `write /api/x/goal ${senior.id}`,
      `read /api/x/heart ${otherSenior}`,
      `read /api/x/sleep ${senior.id}`,
      `read /api/x/heart ${senior.id}`,
    ]);
    expect(routes(await viewer(`actor_id=${actor}&kind=read`))).toEqual([
      `read /api/x/heart ${otherSenior}`,
      `read /api/x/sleep ${senior.id}`,
      `read /api/x/heart ${senior.id}`,
    ]);
    expect(routes(await viewer(`actor_id=${actor}&kind=write`))).toEqual([
      "write /api/x/alarm -",
      `write /api/x/goal ${senior.id}`,
    ]);
    expect(routes(await viewer(`actor_id=${actor}&route=${encodeURIComponent("/api/x/heart")}`))).toEqual([
      `read /api/x/heart ${otherSenior}`,
      `read /api/x/heart ${senior.id}`,
    ]);
    expect(routes(await viewer(`actor_id=${actor}&senior_id=${senior.id}`))).toEqual([
      `write /api/x/goal ${senior.id}`,
      `read /api/x/sleep ${senior.id}`,
      `read /api/x/heart ${senior.id}`,
    ]);
    const from = encodeURIComponent("2024-06-01T12:02:00Z");
    const to = encodeURIComponent("2024-06-01T12:03:00Z");
    expect(routes(await viewer(`actor_id=${actor}&from=${from}&to=${to}`))).toEqual([
      `read /api/x/heart ${otherSenior}`,
      `read /api/x/sleep ${senior.id}`,
    ]);
  });

  it("rejects bad filters with 400", async () => {
    for (const q of ["kind=delete", "senior_id=nope", `route=${"x".repeat(201)}`]) {
      expect((await get(`/api/users/audit?${q}`, admin)).statusCode, q).toBe(400);
    }
  });
});

describe("a failing read-audit write", () => {
  it("is logged and never reaches the caller", async () => {
    await h.app.readAuditFlush();
    await h.app.prisma.$executeRawUnsafe('ALTER TABLE "audit_log" RENAME TO "audit_log_away"');
    try {
      const res = await get(`/api/supervision/sos?senior_id=${senior.id}&account_id=${senior.accountId}`, agent.token);
      expect(res.statusCode).toBe(200);
      await h.app.readAuditFlush();
    } finally {
      await h.app.prisma.$executeRawUnsafe('ALTER TABLE "audit_log_away" RENAME TO "audit_log"');
    }
  });
});

describe("x-request-id", () => {
  it("keeps a client's id in the safe format", async () => {
    const res = await get("/api/cognito/user/generate-memberid", agent.token, { "x-request-id": "portal-42.retry_1" });
    expect(res.headers["x-request-id"]).toBe("portal-42.retry_1");
  });

  it.each([
    ["a newline (log injection)", 'abc\n{"level":50,"msg":"forged"}'],
    ["500 characters", "a".repeat(500)],
    ["spaces and quotes", 'id" onload="x'],
    ["an empty value", ""],
  ])("replaces one with %s by a fresh UUID, in the answer and the audit trail", async (_label, given) => {
    const res = await get(`/api/supervision/sos?senior_id=${senior.id}&account_id=${senior.accountId}`, agent.token, {
      "x-request-id": given,
    });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers["x-request-id"]);
    expect(id).toMatch(UUID);
    await h.app.readAuditFlush();
    const row = await h.app.prisma.auditLog.findFirstOrThrow({ where: { kind: "read" }, orderBy: { id: "desc" } });
    expect(row.requestId).toBe(id);
  });
});
