import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { login, SIGN_IN_ENV } from "../../support/sign-in.js";

// Small numbers so the test is quick: 3 failures lock for 60 s; 4 sign-in calls per minute per IP.
let h: Harness;
let limited: Harness;
beforeAll(async () => {
  [h, limited] = await Promise.all([
    startHarness({ env: { ...SIGN_IN_ENV, LOGIN_MAX_FAILURES: "3", LOGIN_LOCKOUT_S: "60" } }),
    startHarness({ env: { ...SIGN_IN_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: "4" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([h?.close(), limited?.close()]);
});

const WRONG = "Wrong#Password975";

describe("per-account lockout", () => {
  it("locks after LOGIN_MAX_FAILURES consecutive failures, with 423 even for the right password", async () => {
    expect((await login(h.app, DEMO_ACCOUNTS.warehouse, WRONG)).statusCode).toBe(401);
    expect((await login(h.app, DEMO_ACCOUNTS.warehouse, WRONG)).statusCode).toBe(401);
    const third = await login(h.app, DEMO_ACCOUNTS.warehouse, WRONG);
    expect(third.statusCode).toBe(423);
    expect(envelope(third).error?.code).toBe("LOCKED");
    expect(envelope(third).message).toMatch(/locked; try again in 1 minutes/);

    const right = await login(h.app, DEMO_ACCOUNTS.warehouse);
    expect(right.statusCode).toBe(423);
    expect(envelope(right).application_code).toBe(423);
  });

  it("opens again when the lock has passed, with a fresh series of attempts", async () => {
    await h.app.prisma.staffUser.update({
      where: { email: DEMO_ACCOUNTS.warehouse },
      data: { lockedUntil: new Date(Date.now() - 1000) },
    });
    expect((await login(h.app, DEMO_ACCOUNTS.warehouse)).statusCode).toBe(200);
    const row = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.warehouse } });
    expect(row.failedLoginCount).toBe(0);
    expect(row.lockedUntil).toBeNull();
  });

  it("counts consecutive failures only: a success resets the count", async () => {
    await login(h.app, DEMO_ACCOUNTS.bdm, WRONG);
    await login(h.app, DEMO_ACCOUNTS.bdm, WRONG);
    expect((await login(h.app, DEMO_ACCOUNTS.bdm)).statusCode).toBe(200);
    expect((await login(h.app, DEMO_ACCOUNTS.bdm, WRONG)).statusCode).toBe(401);
    expect((await login(h.app, DEMO_ACCOUNTS.bdm, WRONG)).statusCode).toBe(401);
  });

  it("answers an unknown email exactly like a known one (no account enumeration through the lock)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(h.app, "ghost@demo.care", WRONG)).statusCode);
    expect(statuses).toEqual([401, 401, 423, 423]);
  });
});

describe("per-IP rate limit on the sign-in routes", () => {
  it("answers 429 in the envelope after LOGIN_RATE_LIMIT_PER_MINUTE sign-in calls", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(limited.app, DEMO_ACCOUNTS.agent)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const res = await login(limited.app, DEMO_ACCOUNTS.agent);
    expect(envelope(res).error?.code).toBe("RATE_LIMITED");
    expect(envelope(res).application_code).toBe(429);
  });

  it("limits forgot-password, reset-password and resent-otp too", async () => {
    const calls = {
      forgot: () =>
        limited.app.inject({ method: "GET", url: `/api/cognito/authentication/forgot-password?email=x@y.z` }),
      resend: () => limited.app.inject({ method: "GET", url: `/api/cognito/authentication/resent-otp?email=x@y.z` }),
      reset: () =>
        limited.app.inject({
          method: "POST",
          url: "/api/cognito/authentication/reset-password",
          payload: { email: "x@y.z", otp: "000000", password: "x" },
        }),
    };
    for (const call of Object.values(calls)) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await call()).statusCode);
      expect(statuses[4]).toBe(429);
      expect(statuses.slice(0, 4)).not.toContain(429);
    }
  });

  it("does not limit other routes", async () => {
    for (let i = 0; i < 8; i++) {
      const res = await limited.app.inject({
        method: "POST",
        url: "/api/cognito/authentication/password-validate",
        payload: { password: "x" },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
