import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@care/contracts";
import { bearer, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import {
  CAREGIVER_EMAIL,
  decodeClaims,
  DEMO_PASSWORD,
  login,
  mailbox,
  nextMail,
  SIGN_IN_ENV,
  signIn,
  type Tokens,
} from "../../support/sign-in.js";
import { clearSignInGuard } from "./guards.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: SIGN_IN_ENV });
});
afterAll(async () => {
  await h?.close();
});

describe("POST /api/cognito/authentication/login", () => {
  it("signs a non-MFA account in with tokens and no applicationCode", async () => {
    const res = await login(h.app, DEMO_ACCOUNTS.agent);
    expect(res.statusCode).toBe(200);
    const env = envelope<Tokens[]>(res);
    expect(env.application_code).toBe(200);
    expect(env).not.toHaveProperty("applicationCode");
    expect(env.error).toBeNull();
    expect(env.data).toHaveLength(1);
    expect(env.data[0]?.jwt.split(".")).toHaveLength(3);
    expect(env.data[0]?.refresh_token.length).toBeGreaterThan(30);
  });

  it("lowercases and trims the email", async () => {
    const res = await login(h.app, "  Agent@Demo.CARE ");
    expect(res.statusCode).toBe(200);
  });

  it("puts the spec's claims in the access token", async () => {
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const claims = decodeClaims(jwt);
    const user = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.agent } });
    expect(claims.sub).toBe(user.id);
    expect(claims.email).toBe(DEMO_ACCOUNTS.agent);
    expect(claims.roles).toEqual(["CareAgent"]);
    expect(claims.name).toEqual({ first_name: user.firstName, middle_name: user.middleName, last_name: user.lastName });
    expect(claims.first_login).toBe(false);
    expect(claims.facility_info).toBeNull();
    expect(new Date(claims.password_created).toISOString()).toBe(claims.password_created);
    expect(claims.exp - claims.iat).toBe(h.env.config.ACCESS_TOKEN_TTL_S);
  });

  it("carries facility_info for a facility agent", async () => {
    const claims = decodeClaims((await signIn(h.app, DEMO_ACCOUNTS.facility)).jwt);
    const user = await h.app.prisma.staffUser.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS.facility },
      include: { facility: { include: { corporation: true } } },
    });
    expect(claims.roles).toEqual(["FACILITY_AGENT"]);
    expect(claims.facility_info).toEqual({
      corporate_name: user.facility?.corporation.name,
      corporate_id: user.facility?.corporationId,
      facility_id: user.facilityId,
      facility_type: user.facility?.facilityType,
      facility_name: user.facility?.name,
    });
  });

  it("puts the primary role first, then the secondary roles", async () => {
    await h.app.prisma.staffUser.update({
      where: { email: DEMO_ACCOUNTS.bdm },
      data: { secondaryRoles: ["careagent", "BDM"] },
    });
    const claims = decodeClaims((await signIn(h.app, DEMO_ACCOUNTS.bdm)).jwt);
    expect(claims.roles).toEqual(["BDM", "CareAgent"]);
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.bdm }, data: { secondaryRoles: [] } });
  });

  it("answers 401 'Incorrect Email or Password.' for a wrong password and for an unknown email alike", async () => {
    const wrong = await login(h.app, DEMO_ACCOUNTS.admin, "Wrong#Password975");
    const unknown = await login(h.app, "nobody@demo.care", DEMO_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(envelope(res).message).toBe(AUTH_MESSAGES.incorrectCredentials);
      expect(envelope(res).error?.code).toBe("UNAUTHORIZED");
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it("refuses a caregiver-only account with 403 'Unauthorized Access !'", async () => {
    const res = await login(h.app, CAREGIVER_EMAIL);
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe(AUTH_MESSAGES.caregiver);
  });

  it("lets a staff account that is also a caregiver in, without the Caregiver role in the token", async () => {
    await h.app.prisma.staffUser.update({
      where: { email: DEMO_ACCOUNTS.warehouse },
      data: { secondaryRoles: ["Caregiver"] },
    });
    const claims = decodeClaims((await signIn(h.app, DEMO_ACCOUNTS.warehouse)).jwt);
    expect(claims.roles).toEqual(["WarehouseEmployee"]);
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.warehouse }, data: { secondaryRoles: [] } });
  });

  it("refuses an account with a role the portal does not know", async () => {
    await h.app.prisma.staffUser.update({
      where: { email: DEMO_ACCOUNTS.wellness },
      data: { secondaryRoles: ["SuperUser"] },
    });
    const res = await login(h.app, DEMO_ACCOUNTS.wellness);
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe(AUTH_MESSAGES.unknownRole);
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.wellness }, data: { secondaryRoles: [] } });
  });

  it("refuses an inactive account with a clear 403, but only after the right password", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.warehouse }, data: { isActive: false } });
    const right = await login(h.app, DEMO_ACCOUNTS.warehouse);
    expect(right.statusCode).toBe(403);
    expect(envelope(right).message).toBe(AUTH_MESSAGES.inactive);
    const wrong = await login(h.app, DEMO_ACCOUNTS.warehouse, "Wrong#Password975");
    expect(wrong.statusCode).toBe(401);
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.warehouse }, data: { isActive: true } });
  });

  it("gives a first-login account tokens with first_login true", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.admin }, data: { isFirstLogin: true } });
    const claims = decodeClaims((await signIn(h.app, DEMO_ACCOUNTS.admin)).jwt);
    expect(claims.first_login).toBe(true);
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.admin }, data: { isFirstLogin: false } });
  });

  it("treats an expired password (portal_password_expiry_days) like a first login", async () => {
    const old = new Date(Date.now() - 365 * 86_400_000);
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.admin }, data: { passwordCreatedAt: old } });
    const claims = decodeClaims((await signIn(h.app, DEMO_ACCOUNTS.admin)).jwt);
    expect(claims.first_login).toBe(true);
    expect(claims.password_created).toBe(old.toISOString());
    await h.app.prisma.staffUser.update({
      where: { email: DEMO_ACCOUNTS.admin },
      data: { passwordCreatedAt: new Date() },
    });
  });

  it("rejects malformed bodies with 400, never 500", async () => {
    for (const payload of [
      {},
      { email: "not-an-email", password: "x" },
      { email: DEMO_ACCOUNTS.admin },
      { email: DEMO_ACCOUNTS.admin, password: "x".repeat(300) },
      { email: DEMO_ACCOUNTS.admin, mfa_code: "12ab56" },
      { email: DEMO_ACCOUNTS.admin, password: "x", extra: 1 },
    ]) {
      const res = await h.app.inject({ method: "POST", url: "/api/cognito/authentication/login", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("MFA sign-in through the development mailbox", () => {
  it("mails a 6-digit code, then signs in with email + mfa_code", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.mfa)).length;
    const first = await login(h.app, DEMO_ACCOUNTS.mfa);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      application_code: 200,
      applicationCode: 200,
      message: AUTH_MESSAGES.mfaSent,
      data: [],
      error: null,
    });
    const mail = await nextMail(h.app, DEMO_ACCOUNTS.mfa, before);
    expect(mail.code).toMatch(/^\d{6}$/);

    const second = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO_ACCOUNTS.mfa, mfa_code: mail.code },
    });
    expect(second.statusCode).toBe(200);
    const env = envelope<Tokens[]>(second);
    expect(env).not.toHaveProperty("applicationCode");
    const claims = decodeClaims(env.data[0]?.jwt ?? "");
    expect(claims.email).toBe(DEMO_ACCOUNTS.mfa);

    // The code is used up.
    const again = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO_ACCOUNTS.mfa, mfa_code: mail.code },
    });
    expect(again.statusCode).toBe(401);
  });

  it("refuses a wrong code; the 5th wrong guess locks the account and burns the code", async () => {
    // A clean count: the reuse of a spent code in the test before counted as a failure.
    await clearSignInGuard(h.app, DEMO_ACCOUNTS.mfa);
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.mfa)).length;
    await login(h.app, DEMO_ACCOUNTS.mfa);
    const { code } = await nextMail(h.app, DEMO_ACCOUNTS.mfa, before);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const guess = () =>
      h.app.inject({
        method: "POST",
        url: "/api/cognito/authentication/login",
        payload: { email: DEMO_ACCOUNTS.mfa, mfa_code: wrong },
      });
    for (let i = 0; i < 4; i++) {
      const res = await guess();
      expect(res.statusCode).toBe(401);
      expect(envelope(res).message).toBe(AUTH_MESSAGES.invalidMfa);
    }
    // Wrong codes count toward the account lockout (LOGIN_MAX_FAILURES, default 5) like wrong passwords.
    expect((await guess()).statusCode).toBe(423);
    // Unlocked by hand: the code itself has had its 5 attempts, so even the right one is refused now.
    await clearSignInGuard(h.app, DEMO_ACCOUNTS.mfa);
    const right = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO_ACCOUNTS.mfa, mfa_code: code },
    });
    expect(right.statusCode).toBe(401);
  });

  it("never accepts an MFA code for an account without MFA, nor without the password step", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO_ACCOUNTS.agent, mfa_code: "000000" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("resent-otp during the MFA step mails a new sign-in code that replaces the first", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.mfa)).length;
    await login(h.app, DEMO_ACCOUNTS.mfa);
    const first = await nextMail(h.app, DEMO_ACCOUNTS.mfa, before);
    const resend = await h.app.inject({
      method: "GET",
      url: `/api/cognito/authentication/resent-otp?email=${encodeURIComponent(DEMO_ACCOUNTS.mfa)}`,
    });
    expect(resend.statusCode).toBe(200);
    expect(envelope(resend).message).toBe(`OTP is successfully sent to email ${DEMO_ACCOUNTS.mfa}.`);
    const second = await nextMail(h.app, DEMO_ACCOUNTS.mfa, before + 1);
    expect(second.subject).toBe(first.subject);
    const old = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO_ACCOUNTS.mfa, mfa_code: first.code },
    });
    if (first.code !== second.code) expect(old.statusCode).toBe(401);
    const ok = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO_ACCOUNTS.mfa, mfa_code: second.code },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("a bearer token from MFA sign-in works on a guarded route", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.mfa)).length;
    await login(h.app, DEMO_ACCOUNTS.mfa);
    const { code } = await nextMail(h.app, DEMO_ACCOUNTS.mfa, before);
    const res = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO_ACCOUNTS.mfa, mfa_code: code },
    });
    const jwt = envelope<Tokens[]>(res).data[0]?.jwt ?? "";
    const verify = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/verify-password",
      headers: bearer(jwt),
      payload: { password: DEMO_PASSWORD },
    });
    expect(verify.statusCode).toBe(200);
    expect(envelope(verify).data).toBe(true);
  });
});
