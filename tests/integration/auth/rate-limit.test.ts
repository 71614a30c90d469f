import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../apps/api/src/app.js";
import { createTestEnv, type TestEnv } from "../../support/test-env.js";
import { DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { DEMO_PASSWORD, SIGN_IN_ENV } from "../../support/sign-in.js";

// The per-IP limiter of the sign-in routes: what it keys on, and what it does when its store (Redis) is away.
let direct: Harness;
let proxied: Harness;
let downEnv: TestEnv;
let down: FastifyInstance;
let deadRedis: Redis;
beforeAll(async () => {
  [direct, proxied, downEnv] = await Promise.all([
    startHarness({ env: { ...SIGN_IN_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "false" } }),
    startHarness({ env: { ...SIGN_IN_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" } }),
    createTestEnv(),
  ]);
  // Port 1: nothing listens there, so every command of the limiter fails.
  deadRedis = new Redis("redis://127.0.0.1:1", { lazyConnect: true, maxRetriesPerRequest: 1 });
  deadRedis.on("error", () => undefined);
  down = await buildApp({ config: downEnv.config, redis: deadRedis, logger: false });
  await down.ready();
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close(), down?.close()]);
  deadRedis?.disconnect();
  await downEnv?.cleanup();
});

function loginFrom(app: FastifyInstance, forwardedFor?: string) {
  return app.inject({
    method: "POST",
    url: "/api/cognito/authentication/login",
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    payload: { email: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD },
  });
}

describe("the limiter keys on the trusted hop only", () => {
  it("ignores X-Forwarded-For when TRUST_PROXY=false: a spoofed header is no fresh bucket", async () => {
    const statuses: number[] = [];
    for (const spoof of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4", "198.51.100.5"]) {
      statuses.push((await loginFrom(direct.app, spoof)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("believes only the hop nginx appended when TRUST_PROXY=1: entries before it change nothing", async () => {
    const statuses: number[] = [];
    for (const spoof of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
      statuses.push((await loginFrom(proxied.app, `${spoof}, 203.0.113.7`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await loginFrom(proxied.app, "203.0.113.8")).statusCode).toBe(200);
  });
});

describe("with Redis down", () => {
  it("refuses sign-in with 503 in the envelope instead of letting unlimited attempts through", async () => {
    const res = await loginFrom(down);
    expect(res.statusCode).toBe(503);
    expect(envelope(res)).toEqual({
      application_code: 503,
      message: "Sign-in is temporarily unavailable. Please try again in a minute.",
      data: null,
      error: { code: "UNAVAILABLE" },
    });
    const reset = await down.inject({
      method: "POST",
      url: "/api/cognito/authentication/reset-password",
      payload: { email: DEMO_ACCOUNTS.agent, otp: "123456", password: "Fresh#Garden9753x" },
    });
    expect(reset.statusCode).toBe(503);
  });

  it("still answers forgot-password, whose mails are bounded per account in Postgres", async () => {
    const res = await down.inject({
      method: "GET",
      url: `/api/cognito/authentication/forgot-password?email=${DEMO_ACCOUNTS.agent}`,
    });
    expect(res.statusCode).toBe(200);
  });
});
