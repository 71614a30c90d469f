import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveEntity, redact } from "../../../apps/api/src/plugins/audit.js";
import { bearer, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { DEMO_PASSWORD, NEW_PASSWORD, SIGN_IN_ENV, signIn } from "../../support/sign-in.js";

let h: Harness;
let adminJwt: string;
beforeAll(async () => {
  // As behind one reverse proxy (compose: nginx), so the client address comes from X-Forwarded-For.
  h = await startHarness({ env: { ...SIGN_IN_ENV, TRUST_PROXY: "1" } });
  adminJwt = (await signIn(h.app, DEMO_ACCOUNTS.admin)).jwt;
});
afterAll(async () => {
  await h?.close();
});

interface AuditItem {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_roles: string[];
  method: string;
  route: string;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  summary: unknown;
  status_code: number;
  request_id: string;
  created_at: string;
}
interface AuditPage {
  items: AuditItem[];
  total: number;
  offset: number;
}

const list = async (query = "", jwt = adminJwt) => {
  await h.app.auditFlush();
  return h.app.inject({ method: "GET", url: `/api/users/audit${query}`, headers: bearer(jwt) });
};

describe("the audit hook", () => {
  it("records a staff write with actor, route, action, redacted summary, status, request id and ip", async () => {
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.warehouse);
    const user = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.warehouse } });
    const res = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/change-password",
      headers: { ...bearer(jwt), "x-forwarded-for": "203.0.113.7" },
      payload: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);

    const page = envelope<AuditPage>(await list(`?actor_id=${user.id}`)).data;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      actor_id: user.id,
      actor_email: DEMO_ACCOUNTS.warehouse,
      actor_roles: ["WarehouseEmployee"],
      method: "POST",
      route: "/api/cognito/authentication/change-password",
      action: "changePassword",
      summary: { old_password: "[redacted]", new_password: "[redacted]" },
      status_code: 200,
      request_id: res.headers["x-request-id"],
    });
    const row = await h.app.prisma.auditLog.findFirstOrThrow({ where: { actorId: user.id } });
    expect(row.ip).toBe("203.0.113.7");
    expect(JSON.stringify(row.summary)).not.toContain(NEW_PASSWORD);
  });

  it("records failed writes too, with their status", async () => {
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.bdm);
    const user = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.bdm } });
    await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/change-password",
      headers: bearer(jwt),
      payload: { old_password: "Wrong#Password975", new_password: NEW_PASSWORD },
    });
    const page = envelope<AuditPage>(await list(`?actor_id=${user.id}`)).data;
    expect(page.items.map((i) => i.status_code)).toEqual([400]);
  });

  it("skips reads, anonymous writes and routes whose contract says audit: false", async () => {
    const before = await h.app.prisma.auditLog.count();
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.agent); // login: audit false
    await h.app.inject({ method: "GET", url: "/api/cognito/user/generate-memberid", headers: bearer(jwt) }); // read
    await h.app.inject({
      method: "POST",
      url: "/api/cognito/user/check-existence",
      headers: bearer(jwt),
      payload: { email: DEMO_ACCOUNTS.admin },
    }); // audit false
    await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/reset-password",
      payload: { email: DEMO_ACCOUNTS.agent, otp: "000000", password: NEW_PASSWORD },
    }); // anonymous
    await h.app.auditFlush();
    expect(await h.app.prisma.auditLog.count()).toBe(before);
  });
});

describe("GET /api/users/audit", () => {
  it("is for admins only", async () => {
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.wellness);
    expect((await list("", jwt)).statusCode).toBe(403);
    expect((await h.app.inject({ method: "GET", url: "/api/users/audit" })).statusCode).toBe(401);
  });

  it("pages newest first and filters by action, entity type and time", async () => {
    await h.app.prisma.auditLog.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        actorId: null,
        method: "PUT",
        route: "/api/test/:senior_id",
        action: i % 2 ? "seniorUpdate" : "alarmClose",
        entityType: i % 2 ? "senior" : "alarm",
        entityId: String(i),
        statusCode: 200,
        requestId: `req-${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    });
    const first = envelope<AuditPage>(await list("?action=seniorUpdate&limit=5")).data;
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(5);
    expect(first.items.map((i) => i.entity_id)).toEqual(["23", "21", "19", "17", "15"]);
    const second = envelope<AuditPage>(await list("?action=seniorUpdate&limit=5&offset=5")).data;
    expect(second.offset).toBe(5);
    expect(second.items[0]?.entity_id).toBe("13");

    const alarms = envelope<AuditPage>(await list("?entity_type=alarm&limit=100")).data;
    expect(alarms.total).toBe(13);
    const window = envelope<AuditPage>(
      await list(
        `?from=${encodeURIComponent("2026-01-01T00:10:00Z")}&to=${encodeURIComponent("2026-01-01T00:12:00Z")}`,
      ),
    ).data;
    expect(window.items.map((i) => i.entity_id)).toEqual(["12", "11", "10"]);
  });

  it("rejects bad filters with 400", async () => {
    for (const q of ["?limit=0", "?limit=101", "?actor_id=nope", "?from=yesterday", "?offset=-1"]) {
      expect((await list(q)).statusCode, q).toBe(400);
    }
  });
});

describe("redaction and entity derivation", () => {
  it("redacts secrets at any depth and bounds sizes", () => {
    const out = redact({
      password: "a",
      nested: { refresh_token: "b", mfa_code: "123456", otp: "1", zipcode: "30301", note: "x".repeat(600) },
      list: Array.from({ length: 30 }, (_, i) => i),
    }) as Record<string, Record<string, unknown> & unknown[]>;
    expect(out.password).toBe("[redacted]");
    expect(out.nested).toMatchObject({
      refresh_token: "[redacted]",
      mfa_code: "[redacted]",
      otp: "[redacted]",
      zipcode: "30301",
    });
    expect(String(out.nested?.note).length).toBeLessThanOrEqual(501);
    expect(out.list).toHaveLength(21);
  });

  it("takes the entity from params first, then body; senior_id before other ids; bare :id as the service", () => {
    expect(deriveEntity({ seniorId: "s1" }, { alarm_id: "a1" }, "supervision")).toEqual({
      entityType: "senior",
      entityId: "s1",
    });
    expect(deriveEntity({}, { device_id: "d1", senior_id: "s2" }, "x")).toEqual({
      entityType: "senior",
      entityId: "s2",
    });
    expect(deriveEntity({ id: "r1" }, {}, "reports")).toEqual({ entityType: "reports", entityId: "r1" });
    expect(deriveEntity(undefined, { name: "n" }, "x")).toEqual({ entityType: null, entityId: null });
  });
});

describe("a failing audit write", () => {
  it("is logged and never breaks the request", async () => {
    await h.app.prisma.$executeRawUnsafe('ALTER TABLE "audit_log" RENAME TO "audit_log_away"');
    try {
      const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.facility);
      const res = await h.app.inject({
        method: "POST",
        url: "/api/cognito/authentication/change-password",
        headers: bearer(jwt),
        payload: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      await h.app.auditFlush();
    } finally {
      await h.app.prisma.$executeRawUnsafe('ALTER TABLE "audit_log_away" RENAME TO "audit_log"');
    }
  });
});

describe("client address without a trusted proxy", () => {
  it("ignores X-Forwarded-For, so a client cannot pick its own address", async () => {
    const direct = await startHarness({ env: SIGN_IN_ENV });
    try {
      const { jwt } = await signIn(direct.app, DEMO_ACCOUNTS.agent);
      await direct.app.inject({
        method: "POST",
        url: "/api/cognito/authentication/change-password",
        headers: { ...bearer(jwt), "x-forwarded-for": "203.0.113.9" },
        payload: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
      });
      await direct.app.auditFlush();
      const row = await direct.app.prisma.auditLog.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
      expect(row.ip).toBe("127.0.0.1");
    } finally {
      await direct.close();
    }
  });
});
