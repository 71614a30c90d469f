import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "@care/db";
import { loadConfig } from "@care/infra";
import { createLogger } from "../../../apps/worker/src/logger.js";
import { PROCESSORS } from "../../../apps/worker/src/processors.js";
import { processorsFor } from "../../../apps/worker/src/worker-role.js";
import { deleteExpiredAuditRows } from "../../../apps/worker/src/periodic/audit-retention.js";
import { startHarness, type DemoRole, type Harness, type TestResponse } from "../../support/harness.js";

// Issue 30 item 5: the audit viewer's CSV export (GET /api/users/audit/export) and the retention of audit rows.
// Rows are written straight into the table at fixed instants; the expected files are written out line by line.
const ROUTE = "/api/users/audit/export";
const BOM = "\uFEFF";
const HEADER = "time,actor,role,action,route,senior,facility,outcome,IP,reason";
const FACILITY = "Maple Court, East Wing";

let h: Harness;
/** A facility resident (their facility renamed to FACILITY) and a member living at home. */
let resident: { id: string; memberId: number };
let atHome: { id: string };

const at = (minute: number): Date => new Date(Date.UTC(2026, 4, 1, 12, minute));
const row = (r: Partial<Prisma.AuditLogCreateManyInput> & { createdAt: Date }): Prisma.AuditLogCreateManyInput => ({
  actorEmail: "admin@demo.care",
  actorRoles: ["Admin"],
  method: "POST",
  route: "/api/users/corporates",
  action: "createCorporate",
  statusCode: 200,
  ip: "10.0.0.1",
  ...r,
});

/** The file's lines: the byte-order mark and the CRLF ends checked here, once. */
function lines(res: TestResponse): string[] {
  const text = res.raw.body;
  expect(text.startsWith(BOM)).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replaceAll("\r\n", "")).not.toContain("\n");
  return text.slice(BOM.length, -2).split("\r\n");
}

beforeAll(async () => {
  h = await startHarness({ seeded: true });
  const r = await h.prisma.senior.findFirstOrThrow({
    where: { facilityId: { not: null } },
    orderBy: { memberId: "asc" },
  });
  await h.prisma.facility.update({ where: { id: r.facilityId ?? "" }, data: { name: FACILITY } });
  resident = { id: r.id, memberId: r.memberId };
  atHome = await h.prisma.senior.findFirstOrThrow({ where: { facilityId: null }, orderBy: { memberId: "asc" } });
});
afterAll(async () => {
  await h?.close();
});

describe("GET /api/users/audit/export", () => {
  beforeAll(async () => {
    await h.prisma.auditLog.deleteMany();
    await h.prisma.auditLog.createMany({
      data: [
        row({ createdAt: at(0) }),
        // A break-glass write on the resident whose reason a spreadsheet would run as a formula.
        row({
          createdAt: at(1),
          actorEmail: "agent@demo.care",
          actorRoles: ["CareAgent"],
          method: "PUT",
          route: "/api/careinsights/threshold",
          action: "updateThreshold",
          entityType: "senior",
          entityId: resident.id,
          breakGlassReason: '=HYPERLINK("http://evil.test","Fix")',
          ip: "10.0.0.2",
        }),
        // A health-data read of the senior at home, by an actor whose email starts with a minus.
        row({
          createdAt: at(2),
          kind: "read",
          actorEmail: "-1+2@staff.test",
          actorRoles: ["Admin", "Admin_WellnessServices"],
          method: "GET",
          route: "/api/measurement/vitals/heart",
          action: "getHeartRate",
          seniorId: atHome.id,
          ip: "@10.0.0.3",
        }),
        row({
          createdAt: at(3),
          actorEmail: "bdm@demo.care",
          actorRoles: ["BDM"],
          method: "GET",
          route: "/api/users/audit",
          action: "listAuditLog",
          statusCode: 403,
          ip: null,
        }),
        // A member-account write names the resident by member number.
        row({
          createdAt: at(4),
          route: "/api/users/admin/member/disable",
          action: "disableMember",
          entityType: "member",
          entityId: String(resident.memberId),
          ip: "\t10.0.0.5",
        }),
      ],
    });
  });

  it("writes the header and every row, newest first, with formula cells made inert", async () => {
    const res = await h.as("admin").get(ROUTE);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(String(res.headers["content-disposition"])).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv"$/,
    );
    expect(lines(res)).toEqual([
      HEADER,
      `2026-05-01T12:04:00.000Z,admin@demo.care,Admin,disableMember,POST /api/users/admin/member/disable,${resident.id},"${FACILITY}",success 200,'\t10.0.0.5,`,
      `2026-05-01T12:03:00.000Z,bdm@demo.care,BDM,listAuditLog,GET /api/users/audit,,,failure 403,,`,
      `2026-05-01T12:02:00.000Z,'-1+2@staff.test,Admin; Admin_WellnessServices,getHeartRate,GET /api/measurement/vitals/heart,${atHome.id},,success 200,'@10.0.0.3,`,
      `2026-05-01T12:01:00.000Z,agent@demo.care,CareAgent,updateThreshold,PUT /api/careinsights/threshold,${resident.id},"${FACILITY}",success 200,10.0.0.2,"'=HYPERLINK(""http://evil.test"",""Fix"")"`,
      `2026-05-01T12:00:00.000Z,admin@demo.care,Admin,createCorporate,POST /api/users/corporates,,,success 200,10.0.0.1,`,
    ]);
  });

  it("applies the viewer's filters", async () => {
    // Bounded to the seeded day: the read-audit rows of this file's own exports land in the table meanwhile.
    const times = async (q: Record<string, string>): Promise<string[]> => {
      const res = await h.as("admin").get(ROUTE, { to: "2026-05-01T23:59:59Z", ...q });
      expect(res.status, res.raw.body).toBe(200);
      return lines(res)
        .slice(1)
        .map((l) => l.slice(11, 16));
    };
    expect(await times({ senior_id: resident.id })).toEqual(["12:04", "12:01"]);
    expect(await times({ outcome: "failure" })).toEqual(["12:03"]);
    expect(await times({ kind: "read" })).toEqual(["12:02"]);
    expect(await times({ actor_email: "ADMIN@demo" })).toEqual(["12:04", "12:00"]);
    expect(await times({ route: "/api/users/audit", method: "GET" })).toEqual(["12:03"]);
    expect(await times({ from: "2026-05-01T12:01:00Z", to: "2026-05-01T12:03:00Z" })).toEqual([
      "12:03",
      "12:02",
      "12:01",
    ]);
    // Nothing matches: the header alone.
    const none = await h.as("admin").get(ROUTE, { action: "noSuchAction", to: "2026-05-01T23:59:59Z" });
    expect(lines(none)).toEqual([HEADER]);
  });

  it("refuses bad filters with 400 in the envelope, naming the field", async () => {
    for (const [q, field] of [
      [{ outcome: "maybe" }, "query.outcome"],
      [{ senior_id: "not-a-senior" }, "query.senior_id"],
      [{ from: "yesterday" }, "query.from"],
      [{ method: "HEAD" }, "query.method"],
      [{ actor_email: "" }, "query.actor_email"],
    ] as const) {
      const res = await h.as("admin").get(ROUTE, q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body).toMatchObject({ application_code: 400, data: null, error: { code: "VALIDATION" } });
      expect(res.body.error?.fields?.map((f) => f.field)).toEqual([field]);
    }
  });

  it("answers only the roles that may read the audit viewer", async () => {
    for (const role of ["agent", "wellness", "warehouse", "bdm", "facility"] as const satisfies DemoRole[]) {
      const res = await h.as(role).get(ROUTE);
      expect(res.status, role).toBe(403);
      expect(res.body.application_code).toBe(403);
    }
    expect((await h.anonymous.get(ROUTE)).status).toBe(401);
  });

  it("audits the export itself: who took which senior's trail, and when", async () => {
    const res = await h.as("admin").get(ROUTE, { senior_id: resident.id });
    expect(res.status).toBe(200);
    await h.app.readAuditFlush();
    const audit = await h.prisma.auditLog.findFirstOrThrow({
      where: { requestId: String(res.headers["x-request-id"]) },
    });
    expect(audit).toMatchObject({
      kind: "read",
      actorId: h.user("admin").id,
      actorEmail: "admin@demo.care",
      method: "GET",
      route: "/api/users/audit/export",
      action: "exportAuditLog",
      seniorId: resident.id,
      statusCode: 200,
    });
    // A refused export is recorded too.
    const refused = await h.as("agent").get(ROUTE);
    await h.app.readAuditFlush();
    const denied = await h.prisma.auditLog.findFirstOrThrow({
      where: { requestId: String(refused.headers["x-request-id"]) },
    });
    expect(denied).toMatchObject({ actorEmail: "agent@demo.care", action: "exportAuditLog", statusCode: 403 });
  });
});

describe("GET /api/users/audit/export over more rows than one batch", () => {
  it("writes every row once, in order, across batches that split rows of one millisecond", async () => {
    await h.app.readAuditFlush();
    await h.prisma.auditLog.deleteMany();
    // 1,203 rows, seven to a millisecond: the 500-row batches end inside a millisecond.
    const total = 1203;
    await h.prisma.auditLog.createMany({
      data: Array.from({ length: total }, (_, i) =>
        row({ createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 7)), actorEmail: `u${i}@bulk.test` }),
      ),
    });
    const res = await h.as("admin").get(ROUTE);
    expect(res.status).toBe(200);
    const actors = lines(res)
      .slice(1)
      .map((l) => l.split(",")[1]);
    // Newest first; within a millisecond the later insert (higher id) first.
    expect(actors).toEqual(Array.from({ length: total }, (_, i) => `u${total - 1 - i}@bulk.test`));
  });
});

describe("audit retention (worker)", () => {
  const log = createLogger("silent");
  const DAY = 24 * 3600_000;
  const now = new Date(Date.UTC(2026, 11, 7, 12, 0));
  const ago = (ms: number): Date => new Date(now.getTime() - ms);
  const actors = async (): Promise<string[]> =>
    (await h.prisma.auditLog.findMany({ orderBy: { createdAt: "asc" } })).map((r) => r.actorEmail ?? "");

  it("is one of the pipeline worker's periodic tasks, and keeps six years by default", () => {
    expect(PROCESSORS.map((p) => p.name)).toContain("audit-retention");
    expect(processorsFor("pipeline", PROCESSORS).map((p) => p.name)).toContain("audit-retention");
    expect(loadConfig({}).AUDIT_RETENTION_DAYS).toBe(2192);
  });

  it("deletes only the rows older than the setting, in batches", async () => {
    await h.app.readAuditFlush();
    await h.prisma.auditLog.deleteMany();
    // More old rows than one DELETE takes (5,000).
    await h.prisma.auditLog.createMany({
      data: Array.from({ length: 5003 }, () => row({ createdAt: ago(40 * DAY), actorEmail: "old@test" })),
    });
    await h.prisma.auditLog.createMany({
      data: [
        row({ createdAt: ago(30 * DAY + 1), actorEmail: "just-past@test" }),
        row({ createdAt: ago(30 * DAY - 60_000), actorEmail: "just-within@test" }),
        row({ createdAt: ago(0), actorEmail: "now@test" }),
      ],
    });
    const deps = { prisma: h.prisma, config: { ...h.config, AUDIT_RETENTION_DAYS: 30 }, log };
    expect(await deleteExpiredAuditRows(deps, now)).toBe(5004);
    expect(await actors()).toEqual(["just-within@test", "now@test"]);
    // Nothing more to do on the next run.
    expect(await deleteExpiredAuditRows(deps, now)).toBe(0);
  });

  it("keeps six years with the default setting, and everything when the setting is 0", async () => {
    await h.prisma.auditLog.deleteMany();
    await h.prisma.auditLog.createMany({
      data: [
        row({ createdAt: ago(2193 * DAY), actorEmail: "seven-ish@test" }),
        row({ createdAt: ago(2190 * DAY), actorEmail: "under-six-years@test" }),
      ],
    });
    expect(
      await deleteExpiredAuditRows({ prisma: h.prisma, config: { ...h.config, AUDIT_RETENTION_DAYS: 0 }, log }, now),
    ).toBe(null);
    expect(await actors()).toEqual(["seven-ish@test", "under-six-years@test"]);
    expect(h.config.AUDIT_RETENTION_DAYS).toBe(2192);
    expect(await deleteExpiredAuditRows({ prisma: h.prisma, config: h.config, log }, now)).toBe(1);
    expect(await actors()).toEqual(["under-six-years@test"]);
  });
});

describe("GET /api/users/audit/export when the database fails", () => {
  // Real failures in this file's own database: a table renamed away for one request, and back.
  async function without<T>(table: string, run: () => Promise<T>): Promise<T> {
    await h.prisma.$executeRawUnsafe(`ALTER TABLE ${table} RENAME TO ${table}_away`);
    try {
      return await run();
    } finally {
      await h.prisma.$executeRawUnsafe(`ALTER TABLE ${table}_away RENAME TO ${table}`);
    }
  }
  const exportAll = () =>
    h.app.inject({ method: "GET", url: ROUTE, headers: { authorization: `Bearer ${h.token("admin")}` } });

  it("answers the 500 envelope, not a file, when the first batch cannot be read", async () => {
    await h.app.readAuditFlush();
    const res = await without("audit_log", exportAll);
    expect(res.statusCode).toBe(500);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json()).toMatchObject({ application_code: 500, data: null, error: { code: "INTERNAL" } });
  });

  it("cuts the answer when a later batch fails, so a partial file never looks whole", async () => {
    await h.app.readAuditFlush();
    await h.prisma.auditLog.deleteMany();
    // The newest 500 rows (the first batch) name no senior; the older 100 do, and their batch reads the seniors.
    await h.prisma.auditLog.createMany({
      data: Array.from({ length: 600 }, (_, i) =>
        row({ createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000), seniorId: i < 100 ? resident.id : null }),
      ),
    });
    await without("senior", async () => {
      await expect(exportAll()).rejects.toThrow("response destroyed before completion");
    });
  });
});
