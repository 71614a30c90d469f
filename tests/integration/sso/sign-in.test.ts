import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { decodeClaims, SIGN_IN_ENV, signIn, type Tokens } from "../../support/sign-in.js";
import { finishSso, REDIRECT_URI, signInAtProvider, ssoSignIn, startSso } from "./flow.js";
import { ssoEnv, startTestProvider, type TestProvider } from "./provider.js";

// Issue 30 item 4: staff sign in through the organisation's OpenID Connect provider (code + PKCE), mapped to the
// existing staff account of the provider's verified email. A real provider (oidc-provider) runs in this process;
// its login form is driven over HTTP as a browser would (flow.ts).

let idp: TestProvider;
let h: Harness;
beforeAll(async () => {
  idp = await startTestProvider(REDIRECT_URI);
  h = await startHarness({ env: { ...SIGN_IN_ENV, ...ssoEnv(idp, REDIRECT_URI) } });
});
afterAll(async () => {
  await h?.close();
  await idp?.close();
});

const staffCount = (): Promise<number> => h.app.prisma.staffUser.count();
const lastAudit = (action: string) =>
  h.app.prisma.auditLog.findFirstOrThrow({ where: { action }, orderBy: { id: "desc" } });

describe("single sign-on", () => {
  it("tells the login page it is on, with the provider's name for the button", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/cognito/sso/config" });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).data).toEqual({ enabled: true, label: "Test IdP" });
  });

  it("sends the browser to the provider with code + PKCE (S256), state and nonce, and a short-lived httpOnly cookie", async () => {
    const res = await h.app.inject({ method: "POST", url: "/api/cognito/sso/start" });
    expect(res.statusCode).toBe(200);
    const url = new URL(envelope<{ authorization_url: string }>(res).data.authorization_url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("client_id")).toBe("care-portal");
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(url.searchParams.get("scope")).toBe("openid email");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(
      /^care_sso=[A-Za-z0-9_-]{43}; Path=\/api\/cognito\/sso; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    // Nothing of the attempt's secrets reaches the browser but the cookie's random id.
    expect(cookie).not.toContain(url.searchParams.get("state"));
  });

  it("signs the care agent in end to end, with the same claims and session machinery as a password sign-in", async () => {
    const res = await ssoSignIn(h.app, "agent");
    expect(res.statusCode, res.body).toBe(200);
    const answer = envelope<Tokens[]>(res);
    expect(answer.message).toBe("Login successful");
    // The callback's cookie is spent.
    expect(String(res.headers["set-cookie"])).toMatch(/^care_sso=; Path=\/api\/cognito\/sso; Max-Age=0;/);
    const tokens = answer.data[0]!;
    const sso = decodeClaims(tokens.jwt);
    const password = decodeClaims((await signIn(h.app, DEMO_ACCOUNTS.agent)).jwt);
    const { iat: _a, exp: _b, sid: ssoSid, ...ssoClaims } = sso as typeof sso & { sid: string };
    const { iat: _c, exp: _d, sid: pwSid, ...passwordClaims } = password as typeof password & { sid: string };
    expect(ssoClaims).toEqual(passwordClaims);
    expect(ssoClaims).toMatchObject({ email: "agent@demo.care", roles: ["CareAgent"], first_login: false });
    expect(ssoSid).not.toBe(pwSid);
    // A sign-in like any other: a refresh-token family of the account, a token the API takes, a refresh that rotates.
    const family = await h.app.prisma.refreshTokenFamily.findUniqueOrThrow({ where: { id: ssoSid } });
    expect(family.userId).toBe(sso.sub);
    expect(family.revokedAt).toBeNull();
    const use = await h.app.inject({ method: "GET", url: "/api/cognito/secret-data", headers: bearer(tokens.jwt) });
    expect(use.statusCode).toBe(200);
    const refreshed = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/access-token",
      payload: { email: "agent@demo.care", refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeClaims(envelope<Tokens[]>(refreshed).data[0]!.jwt)).toMatchObject({
      sid: ssoSid,
      roles: ["CareAgent"],
    });

    const row = await lastAudit("ssoSignIn");
    expect(row).toMatchObject({
      actorId: sso.sub,
      actorEmail: "agent@demo.care",
      actorRoles: ["CareAgent"],
      method: "POST",
      route: "/api/cognito/sso/callback",
      entityType: "user",
      entityId: sso.sub,
      statusCode: 200,
      requestId: res.headers["x-request-id"],
      ip: "127.0.0.1",
      summary: { issuer: `${idp.issuer}/`, email: "agent@demo.care", first_sign_in: false },
    });
  });

  it("matches the email whatever its case at the provider", async () => {
    const res = await ssoSignIn(h.app, "admin");
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeClaims(envelope<Tokens[]>(res).data[0]!.jwt)).toMatchObject({
      email: "admin@demo.care",
      roles: ["Admin"],
    });
  });

  it("refuses an email the provider has not verified, and creates nothing", async () => {
    const before = await staffCount();
    for (const login of ["unverified", "verified-as-text", "entra-unverified-domain", "unverified-despite-edov"]) {
      const res = await ssoSignIn(h.app, login);
      expect(res.statusCode, login).toBe(403);
      expect(envelope(res).message).toBe(
        "Test IdP has not verified your email address wellness@demo.care, so it cannot be matched to a portal account. Ask your administrator.",
      );
      expect(envelope(res).data).toBeNull();
    }
    expect(await staffCount()).toBe(before);
    const row = await lastAudit("ssoSignInRefused");
    expect(row).toMatchObject({
      actorId: null,
      statusCode: 403,
      entityId: null,
      summary: { issuer: `${idp.issuer}/`, reason: "email_unverified", email: "wellness@demo.care" },
    });
  });

  it("takes Microsoft Entra ID's xms_edov in place of an absent email_verified", async () => {
    const res = await ssoSignIn(h.app, "entra");
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeClaims(envelope<Tokens[]>(res).data[0]!.jwt)).toMatchObject({
      email: "wellness@demo.care",
      roles: ["Admin_WellnessServices"],
    });
  });

  it("refuses an email no staff account uses, and never creates one", async () => {
    const before = await staffCount();
    const res = await ssoSignIn(h.app, "stranger");
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe(
      "No care portal account uses stranger@example.org. Single sign-on never creates accounts: ask your administrator to create one.",
    );
    expect(await staffCount()).toBe(before);
    expect(await h.app.prisma.staffUser.findUnique({ where: { email: "stranger@example.org" } })).toBeNull();
    expect((await lastAudit("ssoSignInRefused")).summary).toEqual({
      issuer: `${idp.issuer}/`,
      reason: "unknown_email",
      email: "stranger@example.org",
    });
  });

  it("refuses when the provider shares no email", async () => {
    const res = await ssoSignIn(h.app, "no-email");
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe(
      "Test IdP did not share your email address, so no portal account can be matched. Ask your administrator.",
    );
  });

  it("refuses a caregiver-only account with the password sign-in's own message", async () => {
    const res = await ssoSignIn(h.app, "caregiver");
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe("Unauthorized Access !");
  });

  it("refuses an answer whose state is not the attempt's, and the code is not exchanged", async () => {
    const started = await startSso(h.app);
    const query = await signInAtProvider(started.authorizationUrl, "agent");
    const tampered = new URLSearchParams(query);
    tampered.set("state", "another-attempts-state");
    const res = await finishSso(h.app, `?${tampered.toString()}`, started.cookie);
    expect(res.statusCode).toBe(401);
    expect(envelope(res).message).toBe(
      "The answer from Test IdP does not belong to the sign-in started in this browser. Please try again.",
    );
    expect((await lastAudit("ssoSignInRefused")).summary).toMatchObject({ reason: "state_mismatch" });
    // The attempt is spent: the right answer afterwards finds nothing to finish.
    const retry = await finishSso(h.app, query, started.cookie);
    expect(retry.statusCode).toBe(401);
    expect(envelope(retry).message).toBe(
      "The single sign-on attempt expired or was not started in this browser. Please try again.",
    );
  });

  it("refuses another browser's answer (login CSRF): the answer belongs to the attempt of the cookie", async () => {
    const attacker = await startSso(h.app);
    const attackersAnswer = await signInAtProvider(attacker.authorizationUrl, "bdm");
    const victim = await startSso(h.app);
    const res = await finishSso(h.app, attackersAnswer, victim.cookie);
    expect(res.statusCode).toBe(401);
    expect((await lastAudit("ssoSignInRefused")).summary).toMatchObject({ reason: "state_mismatch" });
    // Without any cookie, nothing to finish either.
    const bare = await finishSso(h.app, attackersAnswer, "");
    expect(bare.statusCode).toBe(401);
    expect((await lastAudit("ssoSignInRefused")).summary).toMatchObject({ reason: "no_flow" });
  });

  it("refuses an answer used twice (a replayed code)", async () => {
    const started = await startSso(h.app);
    const query = await signInAtProvider(started.authorizationUrl, "agent");
    expect((await finishSso(h.app, query, started.cookie)).statusCode).toBe(200);
    const replay = await finishSso(h.app, query, started.cookie);
    expect(replay.statusCode).toBe(401);
  });

  it("refuses a code the provider did not issue for this attempt (the exchange fails)", async () => {
    const started = await startSso(h.app);
    const answer = new URLSearchParams(await signInAtProvider(started.authorizationUrl, "agent"));
    answer.set("code", "forged-authorization-code");
    const res = await finishSso(h.app, `?${answer.toString()}`, started.cookie);
    expect(res.statusCode).toBe(401);
    expect(envelope(res).message).toBe("The answer from Test IdP could not be verified. Please try again.");
    expect((await lastAudit("ssoSignInRefused")).summary).toMatchObject({ reason: "exchange_failed", email: null });
  });

  it("says so when the provider refuses", async () => {
    const started = await startSso(h.app);
    const state = new URL(started.authorizationUrl).searchParams.get("state")!;
    const query = `?error=access_denied&error_description=End-User+aborted&state=${state}`;
    const res = await finishSso(h.app, query, started.cookie);
    expect(res.statusCode).toBe(401);
    expect(envelope(res).message).toBe("Test IdP did not sign you in (access_denied).");
    expect((await lastAudit("ssoSignInRefused")).summary).toMatchObject({
      reason: "provider_error",
      provider_error: "access_denied",
    });
  });
});
