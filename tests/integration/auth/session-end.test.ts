import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@care/contracts";
import { buildApp } from "../../../apps/api/src/app.js";
import { sha256Hex } from "../../../apps/api/src/modules/auth/secrets.js";
import { bearer, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { staffAccountBody } from "../../support/fixtures.js";
import {
  decodeClaims,
  DEMO_PASSWORD,
  mailbox,
  NEW_PASSWORD,
  nextMail,
  SIGN_IN_ENV,
  signIn,
  type Tokens,
} from "../../support/sign-in.js";

// Issue 25 item 3: a session ends when access ends. Every trigger stops the old access token on the very next
// request, with no waiting, also in a second API process over the same database and Redis (compose's scale profile
// runs two). Before, logout and password changes left access tokens working for their 15 minutes, and a disabled
// account's token kept working for up to 30 s in a process that had seen it (a per-process cache). Each test uses
// the token once first, so that whatever a process remembers about it is remembered.

const A = "/api/cognito/authentication";
const SAVE = "/api/users/admin/care-agent";
const STATUS = "/api/users/admin/care-agent/status";
const FACILITY_USER = "/api/users/admin/facility-user";

let h: Harness;
/** A second API process: same database, same Redis and prefix. */
let second: FastifyInstance;
beforeAll(async () => {
  h = await startHarness({ env: SIGN_IN_ENV });
  second = await buildApp({ config: h.env.config, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await h?.close();
});

/** An authenticated request any staff member may make. */
const use = (jwt: string, app: FastifyInstance = h.app) =>
  app.inject({ method: "GET", url: "/api/cognito/secret-data", headers: bearer(jwt) });

/** Uses the token in both processes (200 each), so both have seen it before it is revoked. */
async function warm(jwt: string): Promise<void> {
  expect((await use(jwt)).statusCode).toBe(200);
  expect((await use(jwt, second)).statusCode).toBe(200);
}

/** The token is refused at once by both processes. */
async function refusedEverywhere(jwt: string): Promise<void> {
  expect((await use(jwt)).statusCode).toBe(401);
  expect((await use(jwt, second)).statusCode).toBe(401);
}

const logout = (email: string, refresh_token: string) =>
  h.app.inject({ method: "POST", url: `${A}/logout`, payload: { email, refresh_token } });
const refresh = (email: string, refresh_token: string) =>
  h.app.inject({ method: "POST", url: `${A}/access-token`, payload: { email, refresh_token } });

const accountBody = (email: string, changes: Record<string, unknown>) => staffAccountBody(h.prisma, email, changes);

describe("each trigger stops the old access token at once", () => {
  it("logout: that sign-in's token stops, the user's other sign-in goes on", async () => {
    const a = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const b = await signIn(h.app, DEMO_ACCOUNTS.agent);
    await warm(a.jwt);
    await warm(b.jwt);
    expect((await logout(DEMO_ACCOUNTS.agent, a.refresh_token)).statusCode).toBe(200);
    await refusedEverywhere(a.jwt);
    expect((await use(b.jwt)).statusCode).toBe(200);
    expect((await use(b.jwt, second)).statusCode).toBe(200);
  });

  it("logout: the realtime (Pusher) channel authorisation refuses the token too", async () => {
    const s = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const auth = () =>
      h.app.inject({
        method: "GET",
        url: "/api/cognito/pusher/auth?socket_id=1234.5678&channel_name=private-alert",
        headers: bearer(s.jwt),
      });
    expect((await auth()).statusCode).toBe(200);
    await logout(DEMO_ACCOUNTS.agent, s.refresh_token);
    expect((await auth()).statusCode).toBe(401);
  });

  it("password change: every token of the account stops, the one that asked included", async () => {
    const asking = await signIn(h.app, DEMO_ACCOUNTS.warehouse);
    const other = await signIn(h.app, DEMO_ACCOUNTS.warehouse);
    await warm(asking.jwt);
    await warm(other.jwt);
    const res = await h.app.inject({
      method: "POST",
      url: `${A}/change-password`,
      headers: bearer(asking.jwt),
      payload: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    await refusedEverywhere(asking.jwt);
    await refusedEverywhere(other.jwt);
    // The new password signs in, and that token works.
    expect((await use((await signIn(h.app, DEMO_ACCOUNTS.warehouse, NEW_PASSWORD)).jwt)).statusCode).toBe(200);
  });

  it("password reset with a mailed code: every token of the account stops", async () => {
    const s = await signIn(h.app, DEMO_ACCOUNTS.bdm);
    await warm(s.jwt);
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.bdm)).length;
    await h.app.inject({ method: "GET", url: `${A}/forgot-password?email=${DEMO_ACCOUNTS.bdm}` });
    const { code } = await nextMail(h.app, DEMO_ACCOUNTS.bdm, before);
    const res = await h.app.inject({
      method: "POST",
      url: `${A}/reset-password`,
      payload: { email: DEMO_ACCOUNTS.bdm, otp: code, password: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    await refusedEverywhere(s.jwt);
  });

  it("role change: the account's tokens stop; a new sign-in carries the new role", async () => {
    const email = "jamie.kent@staff.demo.care";
    const s = await signIn(h.app, email);
    await warm(s.jwt);
    const res = await h.as("admin").post(SAVE, await accountBody(email, { role: "CareAgent", shift: "day" }));
    expect(res.status, res.raw.body).toBe(200);
    await refusedEverywhere(s.jwt);
    expect(decodeClaims((await signIn(h.app, email)).jwt).roles).toEqual(["CareAgent"]);
  });

  it("a save that changes nothing a token carries (the name) leaves the tokens alone", async () => {
    const email = "taylor.brooks@staff.demo.care";
    const s = await signIn(h.app, email);
    await warm(s.jwt);
    const res = await h
      .as("admin")
      .post(SAVE, await accountBody(email, { name: { first_name: "Tay", middle_name: null, last_name: "Brooks" } }));
    expect(res.status, res.raw.body).toBe(200);
    expect((await use(s.jwt)).statusCode).toBe(200);
    expect((await use(s.jwt, second)).statusCode).toBe(200);
  });

  it("facility change: the trigger bumps the access version whatever path changes it; published, the token stops", async () => {
    // No route moves a facility agent to another facility today; the version moves with the column itself (a
    // trigger), so a route added later, or an operator's SQL, cannot forget it, and publishing it ends the tokens.
    const s = await signIn(h.app, "agency3@staff.demo.care");
    await warm(s.jwt);
    const agent = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: "agency3@staff.demo.care" } });
    const other = await h.prisma.facility.findFirstOrThrow({ where: { id: { not: agent.facilityId ?? undefined } } });
    const moved = await h.prisma.staffUser.update({ where: { id: agent.id }, data: { facilityId: other.id } });
    expect(moved.accessVersion).toBe(agent.accessVersion + 1);
    await h.app.accessState.accountChanged(agent.id);
    await refusedEverywhere(s.jwt);
    expect(decodeClaims((await signIn(h.app, "agency3@staff.demo.care")).jwt).facility_info?.facility_id).toBe(
      other.id,
    );
  });

  it("disable by an admin: the account's tokens stop, in both processes", async () => {
    const email = "avery.diaz@staff.demo.care";
    const user = await h.prisma.staffUser.findUniqueOrThrow({ where: { email } });
    const s = await signIn(h.app, email);
    await warm(s.jwt);
    expect((await h.as("admin").put(STATUS, { user_id: user.id, is_active: false })).status).toBe(200);
    await refusedEverywhere(s.jwt);
    // Enabled again, the old token stays dead: a new sign-in is needed.
    expect((await h.as("admin").put(STATUS, { user_id: user.id, is_active: true })).status).toBe(200);
    await refusedEverywhere(s.jwt);
    expect((await use((await signIn(h.app, email)).jwt)).statusCode).toBe(200);
  });

  it("an admin disabling their own account: the very token that asked stops at once", async () => {
    const dana = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: "dana.ellis@staff.demo.care" } });
    const s = await signIn(h.app, dana.email);
    await warm(s.jwt);
    const own = await h.app.inject({
      method: "PUT",
      url: STATUS,
      headers: bearer(s.jwt),
      payload: { user_id: dana.id, is_active: false },
    });
    expect(own.statusCode).toBe(200);
    expect(envelope(own).data).toEqual({ user_id: dana.id, is_active: false, signed_out: true });
    await refusedEverywhere(s.jwt);
    await h.as("admin").put(STATUS, { user_id: dana.id, is_active: true });
  });

  it("disabling a facility agent (DELETE facility-user): the agent's tokens stop", async () => {
    const s = await signIn(h.app, "agency4@staff.demo.care");
    await warm(s.jwt);
    expect((await h.as("admin").delete(FACILITY_USER, { email: "agency4@staff.demo.care" })).status).toBe(200);
    await refusedEverywhere(s.jwt);
  });

  it("refresh-token reuse (theft): the family's access tokens stop with it", async () => {
    const first = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const next = envelope<Tokens[]>(await refresh(DEMO_ACCOUNTS.agent, first.refresh_token)).data[0] as Tokens;
    await warm(next.jwt);
    await h.prisma.refreshToken.update({
      where: { tokenHash: sha256Hex(first.refresh_token) },
      data: { usedAt: new Date(Date.now() - 60_000) },
    });
    expect((await refresh(DEMO_ACCOUNTS.agent, first.refresh_token)).statusCode).toBe(401);
    await refusedEverywhere(next.jwt);
  });

  it("refuses a token that names no sign-in (signed before this check existed)", async () => {
    const s = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const {
      sid: _sid,
      av: _av,
      iat: _iat,
      exp: _exp,
      ...claims
    } = decodeClaims(s.jwt) as ReturnType<typeof decodeClaims> & { sid: string; av: number };
    expect((await use(h.app.jwt.sign(claims))).statusCode).toBe(401);
  });
});

describe("the absolute lifetime of a sign-in (REFRESH_FAMILY_MAX_AGE_S, default 12 h)", () => {
  it("refuses a refresh once the family is older than 12 hours, however recently it was refreshed", async () => {
    const first = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const row = await h.prisma.refreshToken.findUniqueOrThrow({ where: { tokenHash: sha256Hex(first.refresh_token) } });
    // 11 h 59 min old: still refreshed.
    await h.prisma.refreshTokenFamily.update({
      where: { id: row.familyId },
      data: { createdAt: new Date(Date.now() - (12 * 3600 - 60) * 1000) },
    });
    const ok = await refresh(DEMO_ACCOUNTS.agent, first.refresh_token);
    expect(ok.statusCode).toBe(200);
    const second = envelope<Tokens[]>(ok).data[0] as Tokens;
    // The new refresh token does not outlive its family: its expiry is the family's end, not 30 days away.
    const issued = await h.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: sha256Hex(second.refresh_token) },
      include: { family: true },
    });
    expect(issued.expiresAt.getTime()).toBe(issued.family.createdAt.getTime() + 12 * 3600 * 1000);

    // 12 h and a minute old: the person signs in again.
    await h.prisma.refreshTokenFamily.update({
      where: { id: row.familyId },
      data: { createdAt: new Date(Date.now() - (12 * 3600 + 60) * 1000) },
    });
    const late = await refresh(DEMO_ACCOUNTS.agent, second.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(envelope(late).message).toBe(AUTH_MESSAGES.invalidRefresh);
    const family = await h.prisma.refreshTokenFamily.findUniqueOrThrow({ where: { id: row.familyId } });
    expect(family.revokeReason).toBe("max_age");
    // Its access token ends with it.
    expect((await use(second.jwt)).statusCode).toBe(401);
  });

  it("follows the configured lifetime", async () => {
    const short = await startHarness({ env: { ...SIGN_IN_ENV, REFRESH_FAMILY_MAX_AGE_S: "3600" } });
    try {
      const s = await signIn(short.app, DEMO_ACCOUNTS.agent);
      const row = await short.prisma.refreshToken.findUniqueOrThrow({
        where: { tokenHash: sha256Hex(s.refresh_token) },
      });
      await short.prisma.refreshTokenFamily.update({
        where: { id: row.familyId },
        data: { createdAt: new Date(Date.now() - 3660 * 1000) },
      });
      const res = await short.app.inject({
        method: "POST",
        url: `${A}/access-token`,
        payload: { email: DEMO_ACCOUNTS.agent, refresh_token: s.refresh_token },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe("with Redis down", () => {
  let down: FastifyInstance;
  let deadRedis: Redis;
  beforeAll(async () => {
    // Port 1: nothing listens there. The API then asks the database on every request: slower, still exact.
    deadRedis = new Redis("redis://127.0.0.1:1", { lazyConnect: true, maxRetriesPerRequest: 1 });
    deadRedis.on("error", () => undefined);
    down = await buildApp({ config: h.env.config, redis: deadRedis, logger: false });
    await down.ready();
  });
  afterAll(async () => {
    await down?.close();
    deadRedis?.disconnect();
  });

  it("serves a live token from the database and refuses it once its sign-in ended", async () => {
    const s = await signIn(h.app, DEMO_ACCOUNTS.admin);
    expect((await use(s.jwt, down)).statusCode).toBe(200);
    await logout(DEMO_ACCOUNTS.admin, s.refresh_token);
    expect((await use(s.jwt, down)).statusCode).toBe(401);
  });

  it("refuses a disabled account's token, from the database", async () => {
    const email = "quinn.foster@staff.demo.care";
    const user = await h.prisma.staffUser.findUniqueOrThrow({ where: { email } });
    const s = await signIn(h.app, email);
    expect((await use(s.jwt, down)).statusCode).toBe(200);
    await down.inject({
      method: "PUT",
      url: STATUS,
      headers: bearer((await signIn(h.app, DEMO_ACCOUNTS.admin)).jwt),
      payload: { user_id: user.id, is_active: false },
    });
    expect((await use(s.jwt, down)).statusCode).toBe(401);
  });
});
