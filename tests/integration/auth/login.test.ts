import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@care/contracts";
import {
  auth,
  body,
  decodeClaims,
  DEMO,
  DEMO_PASSWORD,
  login,
  mailbox,
  nextMail,
  signIn,
  startHarness,
  type Harness,
  type Tokens,
} from "./helpers.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("POST /api/cognito/authentication/login", () => {
  it("signs a non-MFA account in with tokens and no applicationCode", async () => {
    const res = await login(h.app, DEMO.agent);
    expect(res.statusCode).toBe(200);
    const env = body<Tokens[]>(res);
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
    const { jwt } = await signIn(h.app, DEMO.agent);
    const claims = decodeClaims(jwt);
    const user = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO.agent } });
    expect(claims.sub).toBe(user.id);
    expect(claims.email).toBe(DEMO.agent);
    expect(claims.roles).toEqual(["CareAgent"]);
    expect(claims.name).toEqual({ first_name: user.firstName, middle_name: user.middleName, last_name: user.lastName });
    expect(claims.first_login).toBe(false);
    expect(claims.facility_info).toBeNull();
    expect(new Date(claims.password_created).toISOString()).toBe(claims.password_created);
    expect(claims.exp - claims.iat).toBe(h.env.config.ACCESS_TOKEN_TTL_S);
  });

  it("carries facility_info for a facility agent", async () => {
    const claims = decodeClaims((await signIn(h.app, DEMO.facility)).jwt);
    const user = await h.app.prisma.staffUser.findUniqueOrThrow({
      where: { email: DEMO.facility },
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
    await h.app.prisma.staffUser.update({ where: { email: DEMO.bdm }, data: { secondaryRoles: ["careagent", "BDM"] } });
    const claims = decodeClaims((await signIn(h.app, DEMO.bdm)).jwt);
    expect(claims.roles).toEqual(["BDM", "CareAgent"]);
    await h.app.prisma.staffUser.update({ where: { email: DEMO.bdm }, data: { secondaryRoles: [] } });
  });

  it("answers 401 'Incorrect Email or Password.' for a wrong password and for an unknown email alike", async () => {
    const wrong = await login(h.app, DEMO.admin, "Wrong#Password975");
    const unknown = await login(h.app, "nobody@demo.care", DEMO_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(body(res).message).toBe(AUTH_MESSAGES.incorrectCredentials);
      expect(body(res).error?.code).toBe("UNAUTHORIZED");
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it("refuses a caregiver-only account with 403 'Unauthorized Access !'", async () => {
    const res = await login(h.app, DEMO.caregiver);
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(AUTH_MESSAGES.caregiver);
  });

  it("lets a staff account that is also a caregiver in, without the Caregiver role in the token", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO.warehouse }, data: { secondaryRoles: ["Caregiver"] } });
    const claims = decodeClaims((await signIn(h.app, DEMO.warehouse)).jwt);
    expect(claims.roles).toEqual(["WarehouseEmployee"]);
    await h.app.prisma.staffUser.update({ where: { email: DEMO.warehouse }, data: { secondaryRoles: [] } });
  });

  it("refuses an account with a role the portal does not know", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO.wellness }, data: { secondaryRoles: ["SuperUser"] } });
    const res = await login(h.app, DEMO.wellness);
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(AUTH_MESSAGES.unknownRole);
    await h.app.prisma.staffUser.update({ where: { email: DEMO.wellness }, data: { secondaryRoles: [] } });
  });

  it("refuses an inactive account with a clear 403, but only after the right password", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO.warehouse }, data: { isActive: false } });
    const right = await login(h.app, DEMO.warehouse);
    expect(right.statusCode).toBe(403);
    expect(body(right).message).toBe(AUTH_MESSAGES.inactive);
    const wrong = await login(h.app, DEMO.warehouse, "Wrong#Password975");
    expect(wrong.statusCode).toBe(401);
    await h.app.prisma.staffUser.update({ where: { email: DEMO.warehouse }, data: { isActive: true } });
  });

  it("gives a first-login account tokens with first_login true", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO.admin }, data: { isFirstLogin: true } });
    const claims = decodeClaims((await signIn(h.app, DEMO.admin)).jwt);
    expect(claims.first_login).toBe(true);
    await h.app.prisma.staffUser.update({ where: { email: DEMO.admin }, data: { isFirstLogin: false } });
  });

  it("treats an expired password (portal_password_expiry_days) like a first login", async () => {
    const old = new Date(Date.now() - 365 * 86_400_000);
    await h.app.prisma.staffUser.update({ where: { email: DEMO.admin }, data: { passwordCreatedAt: old } });
    const claims = decodeClaims((await signIn(h.app, DEMO.admin)).jwt);
    expect(claims.first_login).toBe(true);
    expect(claims.password_created).toBe(old.toISOString());
    await h.app.prisma.staffUser.update({ where: { email: DEMO.admin }, data: { passwordCreatedAt: new Date() } });
  });

  it("rejects malformed bodies with 400, never 500", async () => {
    for (const payload of [
      {},
      { email: "not-an-email", password: "x" },
      { email: DEMO.admin },
      { email: DEMO.admin, password: "x".repeat(300) },
      { email: DEMO.admin, mfa_code: "12ab56" },
      { email: DEMO.admin, password: "x", extra: 1 },
    ]) {
      const res = await h.app.inject({ method: "POST", url: "/api/cognito/authentication/login", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("MFA sign-in through the development mailbox", () => {
  it("mails a 6-digit code, then signs in with email + mfa_code", async () => {
    const before = (await mailbox(h.app, DEMO.mfa)).length;
    const first = await login(h.app, DEMO.mfa);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      application_code: 200,
      applicationCode: 200,
      message: AUTH_MESSAGES.mfaSent,
      data: [],
      error: null,
    });
    const mail = await nextMail(h.app, DEMO.mfa, before);
    expect(mail.code).toMatch(/^\d{6}$/);

    const second = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO.mfa, mfa_code: mail.code },
    });
    expect(second.statusCode).toBe(200);
    const env = body<Tokens[]>(second);
    expect(env).not.toHaveProperty("applicationCode");
    const claims = decodeClaims(env.data[0]?.jwt ?? "");
    expect(claims.email).toBe(DEMO.mfa);

    // The code is used up.
    const again = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO.mfa, mfa_code: mail.code },
    });
    expect(again.statusCode).toBe(401);
  });

  it("refuses a wrong code, and burns the code after 5 wrong guesses", async () => {
    const before = (await mailbox(h.app, DEMO.mfa)).length;
    await login(h.app, DEMO.mfa);
    const { code } = await nextMail(h.app, DEMO.mfa, before);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) {
      const res = await h.app.inject({
        method: "POST",
        url: "/api/cognito/authentication/login",
        payload: { email: DEMO.mfa, mfa_code: wrong },
      });
      expect(res.statusCode).toBe(401);
      expect(body(res).message).toBe(AUTH_MESSAGES.invalidMfa);
    }
    const right = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO.mfa, mfa_code: code },
    });
    expect(right.statusCode).toBe(401);
  });

  it("never accepts an MFA code for an account without MFA, nor without the password step", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO.agent, mfa_code: "000000" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("resent-otp during the MFA step mails a new sign-in code that replaces the first", async () => {
    const before = (await mailbox(h.app, DEMO.mfa)).length;
    await login(h.app, DEMO.mfa);
    const first = await nextMail(h.app, DEMO.mfa, before);
    const resend = await h.app.inject({
      method: "GET",
      url: `/api/cognito/authentication/resent-otp?email=${encodeURIComponent(DEMO.mfa)}`,
    });
    expect(resend.statusCode).toBe(200);
    expect(body(resend).message).toBe(`OTP is successfully sent to email ${DEMO.mfa}.`);
    const second = await nextMail(h.app, DEMO.mfa, before + 1);
    expect(second.subject).toBe(first.subject);
    const old = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO.mfa, mfa_code: first.code },
    });
    if (first.code !== second.code) expect(old.statusCode).toBe(401);
    const ok = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO.mfa, mfa_code: second.code },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("a bearer token from MFA sign-in works on a guarded route", async () => {
    const before = (await mailbox(h.app, DEMO.mfa)).length;
    await login(h.app, DEMO.mfa);
    const { code } = await nextMail(h.app, DEMO.mfa, before);
    const res = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: DEMO.mfa, mfa_code: code },
    });
    const jwt = body<Tokens[]>(res).data[0]?.jwt ?? "";
    const verify = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/verify-password",
      headers: auth(jwt),
      payload: { password: DEMO_PASSWORD },
    });
    expect(verify.statusCode).toBe(200);
    expect(body(verify).data).toBe(true);
  });
});
