import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardKeys } from "../../../apps/api/src/modules/auth/account-lock.js";
import { auditRowOf, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { DEMO_PASSWORD, login, SIGN_IN_ENV } from "../../support/sign-in.js";
import { loginFrom } from "./guards.js";

// Small numbers so the test is quick: 3 failures in a row from one address lock that address out of the account for
// 60 s, doubling up to 180 s; 7 failures from all addresses lock the account for addresses it never signed in from.
// 4 sign-in calls per minute per IP on the second harness.
let h: Harness;
let limited: Harness;
beforeAll(async () => {
  [h, limited] = await Promise.all([
    startHarness({
      env: {
        ...SIGN_IN_ENV,
        LOGIN_MAX_FAILURES: "3",
        LOGIN_LOCKOUT_S: "60",
        LOGIN_LOCKOUT_MAX_S: "180",
        LOGIN_ACCOUNT_MAX_FAILURES: "7",
      },
    }),
    startHarness({ env: { ...SIGN_IN_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: "4" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([h?.close(), limited?.close()]);
});

const WRONG = "Wrong#Password975";
const STRANGER = "198.51.100.7";
const OWNER = "203.0.113.5";
const UNLOCK = "/api/users/admin/care-agent/unlock";

const from = (address: string, email: string, password = DEMO_PASSWORD) => loginFrom(h.app, address, email, password);

/** Ends the current lock of one address as if its time had passed (the count of locks, for doubling, stays). */
async function letLockPass(email: string, address: string): Promise<void> {
  await h.app.redis.hset(guardKeys(h.config.QUEUE_PREFIX, email).signIn, `u:${address}`, Date.now() - 1000);
}

async function statusesFrom(address: string, email: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await from(address, email, WRONG)).statusCode);
  return out;
}

describe("lockout per account and source address", () => {
  it("locks the guessing address only: the owner still signs in from their own address", async () => {
    expect(await statusesFrom(STRANGER, DEMO_ACCOUNTS.warehouse, 3)).toEqual([401, 401, 423]);
    const locked = await from(STRANGER, DEMO_ACCOUNTS.warehouse);
    expect(locked.statusCode).toBe(423);
    expect(envelope(locked).error?.code).toBe("LOCKED");
    expect(envelope(locked).message).toBe(
      "Too many failed sign-in attempts. Your account is locked; try again in 1 minutes.",
    );
    expect(envelope(locked).application_code).toBe(423);
    // Today's admin-lockout-by-a-stranger: the right password from the owner's address works.
    expect((await from(OWNER, DEMO_ACCOUNTS.warehouse)).statusCode).toBe(200);
  });

  it("records the lock: locked_until on the account and an audit row naming the account, source and reason", async () => {
    const user = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.warehouse } });
    expect(user.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    const row = await h.prisma.auditLog.findFirstOrThrow({
      where: { action: "lockStaffAccount", entityId: user.id },
      orderBy: { id: "desc" },
    });
    expect(row).toMatchObject({
      actorId: null,
      method: "POST",
      route: "/api/cognito/authentication/login",
      entityType: "user",
      statusCode: 423,
      ip: STRANGER,
      summary: { reason: "sign_in_failures", failures: 3, source: STRANGER },
    });
  });

  it("doubles each further lock of the same address, up to LOGIN_LOCKOUT_MAX_S", async () => {
    const minutesOfLock = async (): Promise<string> => {
      await letLockPass(DEMO_ACCOUNTS.warehouse, STRANGER);
      expect(await statusesFrom(STRANGER, DEMO_ACCOUNTS.warehouse, 2)).toEqual([401, 401]);
      const message = envelope(await from(STRANGER, DEMO_ACCOUNTS.warehouse, WRONG)).message;
      // The owner signs in meanwhile (which also clears the all-addresses count: see the test after the next).
      expect((await from(OWNER, DEMO_ACCOUNTS.warehouse)).statusCode).toBe(200);
      return message;
    };
    expect(await minutesOfLock()).toMatch(/try again in 2 minutes\.$/);
    expect(await minutesOfLock()).toMatch(/try again in 3 minutes\.$/);
    expect(await minutesOfLock()).toMatch(/try again in 3 minutes\.$/);
  });

  it("opens again when the lock has passed; a success clears the address's count", async () => {
    await letLockPass(DEMO_ACCOUNTS.warehouse, STRANGER);
    expect((await from(STRANGER, DEMO_ACCOUNTS.warehouse)).statusCode).toBe(200);
    expect(await statusesFrom(STRANGER, DEMO_ACCOUNTS.warehouse, 2)).toEqual([401, 401]);
    expect((await from(STRANGER, DEMO_ACCOUNTS.warehouse)).statusCode).toBe(200);
    expect(await statusesFrom(STRANGER, DEMO_ACCOUNTS.warehouse, 2)).toEqual([401, 401]);
  });

  it("answers an unknown email exactly like a known one (no account enumeration through the lock)", async () => {
    expect(await statusesFrom(STRANGER, "ghost@demo.care", 4)).toEqual([401, 401, 423, 423]);
  });

  it("locks the account for new addresses after failures from many; its known addresses stay open", async () => {
    const email = DEMO_ACCOUNTS.bdm;
    expect((await from(OWNER, email)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (const address of ["10.0.0.1", "10.0.0.1", "10.0.0.2", "10.0.0.2", "10.0.0.3", "10.0.0.3", "10.0.0.4"]) {
      statuses.push((await from(address, email, WRONG)).statusCode);
    }
    // No address reached its own 3; the 7th failure overall locks the account for addresses it never used.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 423]);
    expect((await from("10.0.0.5", email)).statusCode).toBe(423);
    expect((await from(OWNER, email)).statusCode).toBe(200);
    const user = await h.prisma.staffUser.findUniqueOrThrow({ where: { email } });
    const row = await h.prisma.auditLog.findFirstOrThrow({
      where: { action: "lockStaffAccount", entityId: user.id },
      orderBy: { id: "desc" },
    });
    expect(row.summary).toMatchObject({ reason: "sign_in_failures_all_sources", failures: 7, source: null });
  });
});

describe("PUT /api/users/admin/care-agent/unlock", () => {
  it("lets an Admin end every lock of an account from the accounts screen, audited", async () => {
    const email = "sam.irwin@staff.demo.care";
    const sam = await h.prisma.staffUser.findUniqueOrThrow({ where: { email } });
    expect(await statusesFrom(STRANGER, email, 3)).toEqual([401, 401, 423]);
    const listed = await h.as("admin").get("/api/users/admin/care-agents", { search: "Sam Irwin" });
    expect(listed.body.data.items[0].locked_until).not.toBeNull();

    const res = await h.as("admin").put(UNLOCK, { user_id: sam.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Account unlocked successfully.",
      data: { user_id: sam.id, locked_until: null },
    });
    expect((await from(STRANGER, email)).statusCode).toBe(200);
    const after = await h.as("admin").get("/api/users/admin/care-agents", { search: "Sam Irwin" });
    expect(after.body.data.items[0].locked_until).toBeNull();

    const audit = await auditRowOf(h, res);
    expect(audit).toMatchObject({
      actorId: h.user("admin").id,
      action: "unlockStaffAccount",
      route: UNLOCK,
      entityType: "user",
      entityId: sam.id,
      statusCode: 200,
    });
  });

  it("is the Admin's alone, and answers 404 for an unknown account", async () => {
    const sam = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: "sam.irwin@staff.demo.care" } });
    for (const role of ["wellness", "agent", "bdm", "warehouse", "facility"] as const) {
      expect((await h.as(role).put(UNLOCK, { user_id: sam.id })).status, role).toBe(403);
    }
    const missing = await h.as("admin").put(UNLOCK, { user_id: "00000000-0000-4000-8000-000000000000" });
    expect(missing.status).toBe(404);
    expect((await h.as("admin").put(UNLOCK, { user_id: "nope" })).status).toBe(400);
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
