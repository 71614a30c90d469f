import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../apps/api/src/app.js";
import { bearer, envelope, type Harness, startHarness } from "../../support/harness.js";
import { decodeClaims, SIGN_IN_ENV, type Tokens } from "../../support/sign-in.js";
import { finishSso, REDIRECT_URI, signInAtProvider, ssoSignIn, startSso } from "./flow.js";
import { ssoEnv, startTestProvider, type TestProvider } from "./provider.js";

// What follows a single sign-on is a sign-in like a password one (docs/sessions.md): logout ends it, a disabled
// account is refused, the routes are rate-limited like login, and without the settings there is no SSO at all.

let idp: TestProvider;
let h: Harness;
const others: FastifyInstance[] = [];
beforeAll(async () => {
  idp = await startTestProvider(REDIRECT_URI);
  h = await startHarness({ env: { ...SIGN_IN_ENV, ...ssoEnv(idp, REDIRECT_URI) } });
});
afterAll(async () => {
  for (const app of others) await app.close();
  await h?.close();
  await idp?.close();
});

/** A second API process over the same database, with its own configuration. */
async function appWith(config: Partial<Harness["config"]>): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...h.config, ...config }, logger: false });
  await app.ready();
  others.push(app);
  return app;
}

const useToken = (jwt: string) =>
  h.app.inject({ method: "GET", url: "/api/cognito/secret-data", headers: bearer(jwt) });

describe("after a single sign-on", () => {
  it("logout ends that session: its access token and its refresh token stop at once", async () => {
    const res = await ssoSignIn(h.app, "warehouse");
    expect(res.statusCode, res.body).toBe(200);
    const tokens = envelope<Tokens[]>(res).data[0]!;
    expect((await useToken(tokens.jwt)).statusCode).toBe(200);

    const out = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/logout",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: "warehouse@demo.care", refresh_token: tokens.refresh_token }).toString(),
    });
    expect(out.statusCode).toBe(200);
    expect(envelope(out).message).toBe("User logged out successfully!");

    expect((await useToken(tokens.jwt)).statusCode).toBe(401);
    const refresh = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/access-token",
      payload: { email: "warehouse@demo.care", refresh_token: tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const family = await h.app.prisma.refreshTokenFamily.findUniqueOrThrow({
      where: { id: (decodeClaims(tokens.jwt) as { sid?: string }).sid! },
    });
    expect(family.revokeReason).toBe("logout");
  });

  it("refuses a disabled staff account, with the password sign-in's message, and audits the account", async () => {
    const bdm = await h.app.prisma.staffUser.update({ where: { email: "bdm@demo.care" }, data: { isActive: false } });
    const sessionsBefore = await h.app.prisma.refreshTokenFamily.count({ where: { userId: bdm.id } });
    const res = await ssoSignIn(h.app, "bdm");
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe("Your account is inactive. Please contact your administrator.");
    const row = await h.app.prisma.auditLog.findFirstOrThrow({
      where: { action: "ssoSignInRefused" },
      orderBy: { id: "desc" },
    });
    expect(row).toMatchObject({
      entityType: "user",
      entityId: bdm.id,
      statusCode: 403,
      summary: { issuer: `${idp.issuer}/`, reason: "account_refused", email: "bdm@demo.care" },
    });
    expect(await h.app.prisma.refreshTokenFamily.count({ where: { userId: bdm.id } })).toBe(sessionsBefore);
  });

  it("ends the invitation's first-password step: a first sign-in through the provider lands like any other", async () => {
    const agent = await h.app.prisma.staffUser.update({
      where: { email: "facility@demo.care" },
      data: { isFirstLogin: true },
    });
    const res = await ssoSignIn(h.app, "facility");
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeClaims(envelope<Tokens[]>(res).data[0]!.jwt)).toMatchObject({
      roles: ["FACILITY_AGENT"],
      first_login: false,
    });
    const after = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { id: agent.id } });
    expect(after.isFirstLogin).toBe(false);
    const row = await h.app.prisma.auditLog.findFirstOrThrow({
      where: { action: "ssoSignIn" },
      orderBy: { id: "desc" },
    });
    expect(row.summary).toEqual({ issuer: `${idp.issuer}/`, email: "facility@demo.care", first_sign_in: true });
  });
});

describe("limits and settings", () => {
  it("rate-limits the start and the callback per address like login", async () => {
    // Its own counters (prefix) and a budget of 2 a minute.
    const app = await appWith({ LOGIN_RATE_LIMIT_PER_MINUTE: 2, QUEUE_PREFIX: `${h.config.QUEUE_PREFIX}rl` });
    const first = await startSso(app);
    await startSso(app);
    const third = await app.inject({ method: "POST", url: "/api/cognito/sso/start" });
    expect(third.statusCode).toBe(429);
    expect(envelope(third).message).toBe("Too many attempts. Please try again in 1 minute.");

    const query = await signInAtProvider(first.authorizationUrl, "agent");
    expect((await finishSso(app, query, first.cookie)).statusCode).toBe(200);
    expect((await finishSso(app, query, first.cookie)).statusCode).toBe(401);
    const limited = await finishSso(app, query, first.cookie);
    expect(limited.statusCode).toBe(429);
  });

  it("is off without its settings: no button, and the routes answer 404", async () => {
    const app = await appWith({
      SSO_ISSUER_URL: undefined,
      SSO_CLIENT_ID: undefined,
      SSO_CLIENT_SECRET: undefined,
      SSO_REDIRECT_URI: undefined,
    });
    const config = await app.inject({ method: "GET", url: "/api/cognito/sso/config" });
    expect(envelope(config).data).toEqual({ enabled: false, label: null });
    const start = await app.inject({ method: "POST", url: "/api/cognito/sso/start" });
    expect(start.statusCode).toBe(404);
    expect(envelope(start).message).toBe("Single sign-on is not set up for this portal.");
    const callback = await app.inject({
      method: "POST",
      url: "/api/cognito/sso/callback",
      payload: { query: "?code=x&state=y" },
    });
    expect(callback.statusCode).toBe(404);
  });

  it("answers 503 with the provider's name when the provider cannot be reached, and password sign-in is untouched", async () => {
    const app = await appWith({ SSO_ISSUER_URL: "http://127.0.0.1:9/", QUEUE_PREFIX: `${h.config.QUEUE_PREFIX}down` });
    const start = await app.inject({ method: "POST", url: "/api/cognito/sso/start" });
    expect(start.statusCode).toBe(503);
    expect(envelope(start).message).toBe(
      "Test IdP cannot be reached. Please try again in a minute or sign in with your password.",
    );
    const login = await app.inject({
      method: "POST",
      url: "/api/cognito/authentication/login",
      payload: { email: "agent@demo.care", password: "Demo#Portal2026x" },
    });
    expect(login.statusCode).toBe(200);
  });
});
