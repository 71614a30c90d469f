import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../apps/api/src/app.js";
import { HealthSchema, ROUTE_TABLE } from "@care/contracts";
import { loadConfig } from "@care/infra";
import { createTestEnv, type TestEnv } from "../support/test-env.js";

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

  it("serves every contract of the route table", () => {
    expect(app.unservedContracts().map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });
});
