import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@care/contracts";
import { DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { decodeClaims, SIGN_IN_ENV, signIn, type Tokens } from "../../support/sign-in.js";
import { sha256Hex } from "../../../apps/api/src/modules/auth/secrets.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: SIGN_IN_ENV });
});
afterAll(async () => {
  await h?.close();
});

const refresh = (email: string, refresh_token: string) =>
  h.app.inject({ method: "POST", url: "/api/cognito/authentication/access-token", payload: { email, refresh_token } });

/** As if the token had been exchanged `ago` ms ago (default a minute: outside REFRESH_REUSE_GRACE_S, 10 s). */
const exchangedLongAgo = (refresh_token: string, ago = 60_000) =>
  h.app.prisma.refreshToken.update({
    where: { tokenHash: sha256Hex(refresh_token) },
    data: { usedAt: new Date(Date.now() - ago) },
  });

const logout = (email: string, refresh_token: string) =>
  h.app.inject({
    method: "POST",
    url: "/api/cognito/authentication/logout",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ email, refresh_token }).toString(),
  });

describe("access-token refresh rotates the refresh token", () => {
  it("returns application_code 200 with a new pair; the used token is dead afterwards", async () => {
    const first = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const res = await refresh(DEMO_ACCOUNTS.agent, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const env = envelope<Tokens[]>(res);
    expect(env.application_code).toBe(200);
    const next = env.data[0] as Tokens;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(decodeClaims(next.jwt).sub).toBe(decodeClaims(first.jwt).sub);

    // The new token works once more.
    const again = await refresh(DEMO_ACCOUNTS.agent, next.refresh_token);
    expect(again.statusCode).toBe(200);
  });

  it("stores only SHA-256 hashes of refresh tokens", async () => {
    const { refresh_token } = await signIn(h.app, DEMO_ACCOUNTS.agent);
    expect(await h.app.prisma.refreshToken.count({ where: { tokenHash: refresh_token } })).toBe(0);
    expect(await h.app.prisma.refreshToken.count({ where: { tokenHash: sha256Hex(refresh_token) } })).toBe(1);
  });

  it("treats a reused token as theft: the whole family is revoked, including the newest token", async () => {
    const first = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const second = envelope<Tokens[]>(await refresh(DEMO_ACCOUNTS.agent, first.refresh_token)).data[0] as Tokens;
    await exchangedLongAgo(first.refresh_token);

    const replay = await refresh(DEMO_ACCOUNTS.agent, first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(envelope(replay).message).toBe(AUTH_MESSAGES.invalidRefresh);

    const legit = await refresh(DEMO_ACCOUNTS.agent, second.refresh_token);
    expect(legit.statusCode).toBe(401);

    const row = await h.app.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: sha256Hex(second.refresh_token) },
      include: { family: true },
    });
    expect(row.family.revokedAt).not.toBeNull();
    expect(row.family.revokeReason).toBe("reuse_detected");
  });

  it("treats the same token back within seconds, its successor unused, as a lost answer: a new pair, the lost one retired", async () => {
    const first = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const lost = envelope<Tokens[]>(await refresh(DEMO_ACCOUNTS.agent, first.refresh_token)).data[0] as Tokens;

    // The answer never reached the portal (dropped response, reload before it was stored): it retries seconds later.
    await exchangedLongAgo(first.refresh_token, 3000);
    const retry = await refresh(DEMO_ACCOUNTS.agent, first.refresh_token);
    expect(retry.statusCode).toBe(200);
    const fresh = envelope<Tokens[]>(retry).data[0] as Tokens;
    expect([first.refresh_token, lost.refresh_token]).not.toContain(fresh.refresh_token);
    expect((await refresh(DEMO_ACCOUNTS.agent, fresh.refresh_token)).statusCode).toBe(200);

    // Only once per exchange: the same token a third time is reuse.
    expect((await refresh(DEMO_ACCOUNTS.agent, first.refresh_token)).statusCode).toBe(401);
  });

  it("still detects theft inside the grace: whoever presents the retired token ends the family", async () => {
    const first = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const lost = envelope<Tokens[]>(await refresh(DEMO_ACCOUNTS.agent, first.refresh_token)).data[0] as Tokens;
    await exchangedLongAgo(first.refresh_token, 3000);
    const fresh = envelope<Tokens[]>(await refresh(DEMO_ACCOUNTS.agent, first.refresh_token)).data[0] as Tokens;
    expect((await refresh(DEMO_ACCOUNTS.agent, lost.refresh_token)).statusCode).toBe(401);
    expect((await refresh(DEMO_ACCOUNTS.agent, fresh.refresh_token)).statusCode).toBe(401);
  });

  it("gives no grace once the successor was used: the old token back is reuse", async () => {
    const first = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const second = envelope<Tokens[]>(await refresh(DEMO_ACCOUNTS.agent, first.refresh_token)).data[0] as Tokens;
    const third = envelope<Tokens[]>(await refresh(DEMO_ACCOUNTS.agent, second.refresh_token)).data[0] as Tokens;
    await exchangedLongAgo(first.refresh_token, 3000);
    expect((await refresh(DEMO_ACCOUNTS.agent, first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(DEMO_ACCOUNTS.agent, third.refresh_token)).statusCode).toBe(401);
  });

  it("leaves the user's other sessions alone when one family is revoked", async () => {
    const a = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const b = await signIn(h.app, DEMO_ACCOUNTS.agent);
    await refresh(DEMO_ACCOUNTS.agent, a.refresh_token);
    await exchangedLongAgo(a.refresh_token);
    await refresh(DEMO_ACCOUNTS.agent, a.refresh_token); // reuse: family A dies
    expect((await refresh(DEMO_ACCOUNTS.agent, b.refresh_token)).statusCode).toBe(200);
  });

  it("lets only one of two simultaneous exchanges of a token win", async () => {
    const { refresh_token } = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const results = await Promise.all([
      refresh(DEMO_ACCOUNTS.agent, refresh_token),
      refresh(DEMO_ACCOUNTS.agent, refresh_token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it("refuses unknown tokens, another user's email, and expired tokens", async () => {
    expect((await refresh(DEMO_ACCOUNTS.agent, "not-a-token")).statusCode).toBe(401);
    const { refresh_token } = await signIn(h.app, DEMO_ACCOUNTS.agent);
    expect((await refresh(DEMO_ACCOUNTS.admin, refresh_token)).statusCode).toBe(401);

    const other = await signIn(h.app, DEMO_ACCOUNTS.agent);
    await h.app.prisma.refreshToken.update({
      where: { tokenHash: sha256Hex(other.refresh_token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await refresh(DEMO_ACCOUNTS.agent, other.refresh_token)).statusCode).toBe(401);
  });

  it("ends the session of an account disabled since sign-in", async () => {
    const { refresh_token } = await signIn(h.app, DEMO_ACCOUNTS.bdm);
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.bdm }, data: { isActive: false } });
    const res = await refresh(DEMO_ACCOUNTS.bdm, refresh_token);
    expect(res.statusCode).toBe(403);
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.bdm }, data: { isActive: true } });
    expect((await refresh(DEMO_ACCOUNTS.bdm, refresh_token)).statusCode).toBe(401);
  });

  it("rejects bad bodies with 400", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/access-token",
      payload: { email: DEMO_ACCOUNTS.agent, refresh_token: "x".repeat(600) },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("logout (form-encoded)", () => {
  it("revokes the family and answers 'User logged out successfully!'", async () => {
    const first = await signIn(h.app, DEMO_ACCOUNTS.admin);
    const second = envelope<Tokens[]>(await refresh(DEMO_ACCOUNTS.admin, first.refresh_token)).data[0] as Tokens;
    const res = await logout(DEMO_ACCOUNTS.admin, second.refresh_token);
    expect(res.statusCode).toBe(200);
    expect(envelope(res).message).toBe(AUTH_MESSAGES.loggedOut);
    expect((await refresh(DEMO_ACCOUNTS.admin, second.refresh_token)).statusCode).toBe(401);
    const row = await h.app.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: sha256Hex(second.refresh_token) },
      include: { family: true },
    });
    expect(row.family.revokeReason).toBe("logout");
  });

  it("also accepts JSON, and succeeds for an unknown token (logout never fails the portal)", async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/logout",
      payload: { email: DEMO_ACCOUNTS.admin, refresh_token: "unknown" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("does not let one user's email end another user's session", async () => {
    const { refresh_token } = await signIn(h.app, DEMO_ACCOUNTS.agent);
    await logout(DEMO_ACCOUNTS.admin, refresh_token);
    expect((await refresh(DEMO_ACCOUNTS.agent, refresh_token)).statusCode).toBe(200);
  });
});
