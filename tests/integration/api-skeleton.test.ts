import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../apps/api/src/app.js";
import { HealthSchema, ROUTE_TABLE } from "@care/contracts";
import { loadConfig } from "@care/infra";
import { createTestEnv, type TestEnv } from "../support/test-env.js";
import { tokenFor } from "../support/tokens.js";

let env: TestEnv;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ config: env.config, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await env?.cleanup();
});

/** The test's own configuration with some variables changed. */
function configWith(changes: Record<string, string>): ReturnType<typeof loadConfig> {
  return loadConfig({
    ...Object.fromEntries(Object.entries(env.config).map(([k, v]) => [k, String(v)])),
    ...changes,
  });
}

describe("API skeleton", () => {
  it("reports every dependency reachable on /api/health", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ application_code: 200, message: "Healthy", error: null });
    const health = HealthSchema.parse(body.data);
    expect(health.status).toBe("ok");
    for (const dep of ["postgres", "redis", "soketi", "s3"] as const) {
      expect(health.dependencies[dep], dep).toMatchObject({ ok: true, error: null });
    }
  });

  it("names the unreachable dependency when one is down", async () => {
    const broken = await buildApp({
      config: loadConfig({
        ...Object.fromEntries(Object.entries(env.config).map(([k, v]) => [k, String(v)])),
        S3_PORT: "1",
        SOKETI_PORT: "1",
      }),
      logger: false,
    });
    try {
      const res = await broken.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      const health = HealthSchema.parse(res.json().data);
      expect(health.status).toBe("degraded");
      expect(health.dependencies.postgres.ok).toBe(true);
      expect(health.dependencies.s3.ok).toBe(false);
      expect(health.dependencies.soketi.ok).toBe(false);
      expect(health.dependencies.soketi.error).toBeTruthy();
    } finally {
      await broken.close();
    }
  });

  it("hides a failing dependency's own error from anonymous callers; an Admin token sees it", async () => {
    const broken = await buildApp({ config: configWith({ S3_PORT: "1", SOKETI_PORT: "1" }), logger: false });
    try {
      const anonymous = HealthSchema.parse((await broken.inject({ method: "GET", url: "/api/health" })).json().data);
      expect(anonymous.dependencies.soketi).toEqual({ ok: false, latency_ms: null, error: "unavailable" });
      expect(anonymous.dependencies.s3).toEqual({ ok: false, latency_ms: null, error: "unavailable" });
      expect(anonymous.dependencies.postgres).toMatchObject({ ok: true, error: null });

      const { token } = await tokenFor(broken, "admin@demo.care");
      const res = await broken.inject({
        method: "GET",
        url: "/api/health",
        headers: { authorization: `Bearer ${token}` },
      });
      const admin = HealthSchema.parse(res.json().data);
      expect(admin.dependencies.soketi.ok).toBe(false);
      expect(admin.dependencies.soketi.error).not.toBe("unavailable");
      expect(admin.dependencies.soketi.error).toBeTruthy();

      const { token: agentToken } = await tokenFor(broken, "agent@demo.care");
      const agent = await broken.inject({
        method: "GET",
        url: "/api/health",
        headers: { authorization: `Bearer ${agentToken}` },
      });
      expect(HealthSchema.parse(agent.json().data).dependencies.soketi.error).toBe("unavailable");
    } finally {
      await broken.close();
    }
  });

  it("answers anonymous callers from one probe per 5 s; an Admin gets a fresh one", async () => {
    // soketi and S3 stand-ins on one local port that count the probes they get (both answer 200 to anything).
    const probes: string[] = [];
    const server: Server = createServer((req, res) => {
      probes.push(`${req.method} ${req.url}`);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = String((server.address() as AddressInfo).port);
    const counted = await buildApp({ config: configWith({ S3_PORT: port, SOKETI_PORT: port }), logger: false });
    const health = async (headers: Record<string, string> = {}) =>
      HealthSchema.parse((await counted.inject({ method: "GET", url: "/api/health", headers })).json().data);
    try {
      const first = await health();
      expect(first.status, JSON.stringify(first)).toBe("ok");
      const probe = [...probes].sort();
      expect(probe).toEqual(["GET /", `HEAD /${env.config.S3_BUCKET}/`]);

      // A burst and a later call within the window: the same answer, and not one more probe.
      const burst = await Promise.all([health(), health(), health(), health(), health()]);
      const again = await health();
      expect(probes).toHaveLength(2);
      for (const h of [...burst, again]) expect(h.checked_at).toBe(first.checked_at);

      // An Admin (checking an incident) probes anew; the anonymous answers then reuse that result.
      const { token } = await tokenFor(counted, "admin@demo.care");
      const admin = await health({ authorization: `Bearer ${token}` });
      expect(probes).toHaveLength(4);
      expect((await health()).checked_at).toBe(admin.checked_at);
      expect(probes).toHaveLength(4);
    } finally {
      await counted.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("serves no /api/docs in production unless API_DOCS=true", async () => {
    const production = {
      NODE_ENV: "production",
      SOKETI_APP_KEY: "prod-key-0123456789",
      SOKETI_APP_SECRET: "prod-secret-0123456789",
      S3_ACCESS_KEY_ID: "prod-access-key",
      S3_SECRET_ACCESS_KEY: "prod-secret-access-key",
    };
    const closed = await buildApp({ config: configWith(production), logger: false });
    const open = await buildApp({ config: configWith({ ...production, API_DOCS: "true" }), logger: false });
    try {
      for (const url of ["/api/docs", "/api/docs/json"]) {
        const res = await closed.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ application_code: 404, data: null, error: { code: "NOT_FOUND" } });
      }
      expect((await open.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
    } finally {
      await Promise.all([closed.close(), open.close()]);
    }
  });

  it("answers unknown API paths with a 404 envelope", async () => {
    const res = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ application_code: 404, data: null, error: { code: "NOT_FOUND" } });
  });

  it("answers without a token with 401 in the envelope, never a stack", async () => {
    const guarded = ROUTE_TABLE.find((c) => c.access !== "public");
    if (!guarded) throw new Error("the route table has no guarded route");
    const res = await app.inject({ method: guarded.method, url: guarded.path.replace(/:(\w+)/g, "x") });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      application_code: 401,
      message: "Unauthorized",
      data: null,
      error: { code: "UNAUTHORIZED" },
    });
  });

  it("gives every answer a request id", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "abc-123" } });
    expect(res.headers["x-request-id"]).toBe("abc-123");
    const generated = await app.inject({ method: "GET", url: "/api/health" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves the OpenAPI document with every contract's operation", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const operationIds = new Set(
      Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId)),
    );
    for (const c of ROUTE_TABLE.filter((c) => !c.devOnly)) expect(operationIds, c.operationId).toContain(c.operationId);
    expect((await app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
  });

  it("refuses a time zone Postgres does not know with 400 naming the field (Intl alone accepts it)", async () => {
    const { token } = await tokenFor(app, "admin@demo.care");
    const facility = await app.prisma.facility.findFirstOrThrow({ select: { id: true } });
    const graph = `/api/measurement/agency/fall-graph?facility_id=${facility.id}`;
    for (const zone of ["US/Pacific-New", "Canada/East-Saskatchewan"]) {
      const res = await app.inject({
        method: "GET",
        url: `${graph}&timezone=${encodeURIComponent(zone)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, zone).toBe(400);
      expect(res.json(), zone).toEqual({
        application_code: 400,
        message: `Invalid query.timezone: unknown time zone "${zone}"`,
        data: null,
        error: { code: "VALIDATION", fields: [{ field: "query.timezone", reason: `unknown time zone "${zone}"` }] },
      });
    }
    const known = await app.inject({
      method: "GET",
      url: `${graph}&timezone=America/Chicago`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(known.statusCode, known.body).toBe(200);
  });

  it("refuses forged dashboard cursors and member ids out of range with 400, not 500", async () => {
    const { token } = await tokenFor(app, "admin@demo.care");
    const cursor = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");
    const forged = {
      int4Overflow: cursor(["Smith", "Ann", 2_147_483_648]),
      hugeId: cursor(["Smith", "Ann", 1e20]),
      fractionalId: cursor(["Smith", "Ann", 100001.5]),
      negativeId: cursor(["Smith", "Ann", -5]),
      nulInName: cursor(["Smi\u0000th", "Ann", 100001]),
      notBase64: "%%%",
      notJson: Buffer.from("{oops").toString("base64url"),
    };
    for (const [name, key] of Object.entries(forged)) {
      const res = await app.inject({
        method: "GET",
        url: `/api/measurement/dashboard?last_evaluated_key=${encodeURIComponent(key)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.fields?.[0]?.field, name).toBe("query.last_evaluated_key");
    }
    const first = await app.inject({
      method: "GET",
      url: "/api/measurement/dashboard",
      headers: { authorization: `Bearer ${token}` },
    });
    const next = first.json().data.LastEvaluatedKey as string;
    const second = await app.inject({
      method: "GET",
      url: `/api/measurement/dashboard?last_evaluated_key=${encodeURIComponent(next)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(second.statusCode).toBe(200);
  });

  it("serves every contract of the route table", () => {
    expect(app.unservedContracts().map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });
});
