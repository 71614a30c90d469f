import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardKeys } from "../../../apps/api/src/modules/auth/account-lock.js";
import { bearer, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { DEMO_PASSWORD, login, mailbox, NEW_PASSWORD, nextMail, SIGN_IN_ENV, signIn } from "../../support/sign-in.js";

// Guess limits on secrets: one-time codes (reset and MFA), the account lockout for MFA codes, and the per-user
// budget of the password checks. Three failures lock here, so a test sees the lock quickly. The per-account limit of
// wrong reset codes (code-limits.test.ts) is lifted here, so that 20 guesses at one code show the per-code limit.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    env: { ...SIGN_IN_ENV, LOGIN_MAX_FAILURES: "3", LOGIN_LOCKOUT_S: "60", CODE_MAX_FAILURES: "100" },
  });
});
afterAll(async () => {
  await h?.close();
});

const WRONG_PASSWORD = "Wrong#Password975";
const otherCode = (code: string): string => (code === "111111" ? "222222" : "111111");

function resetPassword(code: string) {
  return h.app.inject({
    method: "POST",
    url: "/api/cognito/authentication/reset-password",
    payload: { email: DEMO_ACCOUNTS.warehouse, otp: code, password: NEW_PASSWORD },
  });
}

function mfaLogin(email: string, code: string) {
  return h.app.inject({ method: "POST", url: "/api/cognito/authentication/login", payload: { email, mfa_code: code } });
}

describe("one-time code attempts", () => {
  it("counts 20 simultaneous wrong guesses as at most 5, and burns the code", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.warehouse)).length;
    await h.app.inject({
      method: "GET",
      url: `/api/cognito/authentication/forgot-password?email=${DEMO_ACCOUNTS.warehouse}`,
    });
    const code = (await nextMail(h.app, DEMO_ACCOUNTS.warehouse, before)).code as string;

    const answers = await Promise.all(Array.from({ length: 20 }, () => resetPassword(otherCode(code))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 400));

    const user = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.warehouse } });
    const row = await h.app.prisma.oneTimeCode.findFirstOrThrow({
      where: { userId: user.id, purpose: "reset" },
      orderBy: { createdAt: "desc" },
    });
    // Each guess takes its attempt before it is compared: only 5 of the 20 were ever compared.
    expect(row.attempts).toBe(5);

    const right = await resetPassword(code);
    expect(right.statusCode).toBe(400);
    expect(envelope(right).error?.fields?.[0]?.field).toBe("otp");
    expect((await login(h.app, DEMO_ACCOUNTS.warehouse)).statusCode).toBe(200);
  });
});

describe("MFA codes and the account lockout", () => {
  it("locks the account after LOGIN_MAX_FAILURES wrong codes, even for the right code afterwards", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.mfa)).length;
    expect((await login(h.app, DEMO_ACCOUNTS.mfa)).statusCode).toBe(200);
    const code = (await nextMail(h.app, DEMO_ACCOUNTS.mfa, before)).code as string;

    expect((await mfaLogin(DEMO_ACCOUNTS.mfa, otherCode(code))).statusCode).toBe(401);
    expect((await mfaLogin(DEMO_ACCOUNTS.mfa, otherCode(code))).statusCode).toBe(401);
    const third = await mfaLogin(DEMO_ACCOUNTS.mfa, otherCode(code));
    expect(third.statusCode).toBe(423);
    expect(envelope(third).error?.code).toBe("LOCKED");

    expect((await mfaLogin(DEMO_ACCOUNTS.mfa, code)).statusCode).toBe(423);
    expect((await login(h.app, DEMO_ACCOUNTS.mfa)).statusCode).toBe(423);
  });

  it("does not let a right password wipe out the wrong codes before it", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.bdm }, data: { isMfaEnabled: true } });
    expect((await login(h.app, DEMO_ACCOUNTS.bdm)).statusCode).toBe(200);
    expect((await mfaLogin(DEMO_ACCOUNTS.bdm, "000000")).statusCode).toBe(401);
    expect((await mfaLogin(DEMO_ACCOUNTS.bdm, "000000")).statusCode).toBe(401);
    // A fresh code through the password again: the two failures still count, so the next wrong code locks.
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.bdm)).length;
    expect((await login(h.app, DEMO_ACCOUNTS.bdm)).statusCode).toBe(200);
    const code = (await nextMail(h.app, DEMO_ACCOUNTS.bdm, before)).code as string;
    expect((await mfaLogin(DEMO_ACCOUNTS.bdm, otherCode(code))).statusCode).toBe(423);
  });

  it("clears the count once both factors are through", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.wellness }, data: { isMfaEnabled: true } });
    expect((await login(h.app, DEMO_ACCOUNTS.wellness, WRONG_PASSWORD)).statusCode).toBe(401);
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.wellness)).length;
    expect((await login(h.app, DEMO_ACCOUNTS.wellness)).statusCode).toBe(200);
    const code = (await nextMail(h.app, DEMO_ACCOUNTS.wellness, before)).code as string;
    expect((await mfaLogin(DEMO_ACCOUNTS.wellness, code)).statusCode).toBe(200);
    // The address's count and the all-addresses count are gone; the address is now known to the account.
    const guard = await h.app.redis.hgetall(guardKeys(h.config.QUEUE_PREFIX, DEMO_ACCOUNTS.wellness).signIn);
    expect(Object.keys(guard)).toEqual(["k:127.0.0.1"]);
  });
});

describe("per-user limit of the password checks (10 per 15 minutes)", () => {
  it("answers 429 to the 11th verify-password of one user, while another user is still served", async () => {
    const agent = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const verify = (jwt: string) =>
      h.app.inject({
        method: "POST",
        url: "/api/cognito/authentication/verify-password",
        headers: bearer(jwt),
        payload: { password: WRONG_PASSWORD },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await verify(agent.jwt)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const refused = await verify(agent.jwt);
    expect(envelope(refused)).toMatchObject({ application_code: 429, data: null, error: { code: "RATE_LIMITED" } });
    expect(refused.headers["retry-after"]).toBeDefined();

    const admin = await signIn(h.app, DEMO_ACCOUNTS.admin);
    expect((await verify(admin.jwt)).statusCode).toBe(200);
  });

  it("answers 429 to the 11th change-password of one user", async () => {
    const facility = await signIn(h.app, DEMO_ACCOUNTS.facility);
    const change = () =>
      h.app.inject({
        method: "POST",
        url: "/api/cognito/authentication/change-password",
        headers: bearer(facility.jwt),
        payload: { old_password: WRONG_PASSWORD, new_password: NEW_PASSWORD },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await change()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 429]);
    // The right old password is refused too while the budget is spent.
    const right = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/change-password",
      headers: bearer(facility.jwt),
      payload: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });
});
