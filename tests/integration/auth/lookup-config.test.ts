import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../apps/api/src/app.js";
import { tokenFor } from "../../support/tokens.js";
import { createTestEnv } from "../../support/test-env.js";
import { bearer, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { SIGN_IN_ENV, signIn } from "../../support/sign-in.js";

let h: Harness;
let jwt: string;
beforeAll(async () => {
  h = await startHarness({
    env: { ...SIGN_IN_ENV, SOKETI_PUBLIC_HOST: "rt.example.test", SOKETI_PUBLIC_PORT: "443", SOKETI_USE_TLS: "true" },
  });
  jwt = (await signIn(h.app, DEMO_ACCOUNTS.agent)).jwt;
});
afterAll(async () => {
  await h?.close();
});

const U = "/api/cognito/user";
const get = (url: string) => h.app.inject({ method: "GET", url, headers: bearer(jwt) });

describe("is-email-mapped / is-mobile-mapped", () => {
  it("finds staff and member emails, case-insensitively", async () => {
    const senior = await h.app.prisma.senior.findFirstOrThrow({ where: { email: { not: null } } });
    expect(envelope(await get(`${U}/is-email-mapped?email=ADMIN@demo.care`)).data).toEqual({ email_exists: true });
    expect(envelope(await get(`${U}/is-email-mapped?email=${senior.email}`)).data).toEqual({ email_exists: true });
    expect(envelope(await get(`${U}/is-email-mapped?email=free@demo.care`)).data).toEqual({ email_exists: false });
    expect((await get(`${U}/is-email-mapped?email=bad`)).statusCode).toBe(400);
  });

  it("finds mobile numbers whatever the punctuation", async () => {
    const senior = await h.app.prisma.senior.findFirstOrThrow({ where: { mobileNumber: { not: null } } });
    const m = senior.mobileNumber ?? "";
    const formatted = encodeURIComponent(`(${m.slice(0, 3)}) ${m.slice(3, 6)}-${m.slice(6)}`);
    expect(envelope(await get(`${U}/is-mobile-mapped?mobile_number=${formatted}`)).data).toEqual({
      mobile_number_exists: true,
    });
    expect(envelope(await get(`${U}/is-mobile-mapped?mobile_number=0000000000`)).data).toEqual({
      mobile_number_exists: false,
    });
    expect(envelope(await get(`${U}/is-mobile-mapped?mobile_number=abc`)).data).toEqual({
      mobile_number_exists: false,
    });
  });
});

describe("check-existence", () => {
  const check = (payload: Record<string, string>) =>
    h.app.inject({ method: "POST", url: `${U}/check-existence`, headers: bearer(jwt), payload });

  it("reports email, employee id, first-login flag and mobile", async () => {
    const admin = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.admin } });
    const res = await check({
      email: DEMO_ACCOUNTS.admin,
      employee_id: admin.employeeId ?? "",
      mobile_number: admin.phone ?? "",
    });
    expect(envelope(res).data).toEqual({
      email_exists: true,
      employee_id: true,
      is_first_login: false,
      mobile_number_exists: true,
    });
  });

  it("does not count the account being edited (user_id) nor the ignored role", async () => {
    const admin = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.admin } });
    const self = await check({ email: DEMO_ACCOUNTS.admin, user_id: admin.id });
    expect(envelope(self).data).toMatchObject({ email_exists: false });
    const ignored = await check({ email: DEMO_ACCOUNTS.admin, role_ignore: "admin" });
    expect(envelope(ignored).data).toMatchObject({ email_exists: false });
    const unknownRole = await check({ email: DEMO_ACCOUNTS.admin, role_ignore: "nonsense" });
    expect(envelope(unknownRole).data).toMatchObject({ email_exists: true });
  });

  it("answers nulls and falses for unknown values, and 400 for an empty body", async () => {
    const res = await check({ email: "free@demo.care", employee_id: "NOPE" });
    expect(envelope(res).data).toEqual({
      email_exists: false,
      employee_id: false,
      is_first_login: null,
      mobile_number_exists: false,
    });
    expect((await check({})).statusCode).toBe(400);
  });
});

describe("generate-memberid", () => {
  it("reserves unique ids beyond the seeded 100001–100300, also under concurrency", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => get(`${U}/generate-memberid`)));
    const ids = results.map((r) => envelope<{ member_id: number }>(r).data.member_id);
    expect(new Set(ids).size).toBe(8);
    const max = await h.app.prisma.senior.aggregate({ _max: { memberId: true } });
    for (const id of ids) {
      expect(id).toBeGreaterThan(max._max.memberId ?? 0);
      expect(id).toBeLessThanOrEqual(999_999);
    }
  });

  it("skips an id that was inserted by hand ahead of the sequence", async () => {
    const next = envelope<{ member_id: number }>(await get(`${U}/generate-memberid`)).data.member_id;
    await h.app.prisma.senior.create({ data: { memberId: next + 1, firstName: "Hand", lastName: "Made" } });
    const after = envelope<{ member_id: number }>(await get(`${U}/generate-memberid`)).data.member_id;
    expect(after).toBe(next + 2);
  });
});

describe("client-configuration", () => {
  it("returns the stored values of the asked keys (name = JSON list), null for unset ones", async () => {
    await h.app.prisma.clientConfiguration.deleteMany({ where: { name: "locate_me_loader" } });
    const names = encodeURIComponent(JSON.stringify(["portal_password_expiry_days", "locate_me_loader"]));
    const res = await get(`/api/cognito/client-configuration?name=${names}`);
    expect(res.statusCode).toBe(200);
    const stored = await h.app.prisma.clientConfiguration.findUniqueOrThrow({
      where: { name: "portal_password_expiry_days" },
    });
    expect(envelope(res).data).toEqual({ portal_password_expiry_days: stored.value, locate_me_loader: null });
  });

  it("refuses unknown keys, non-JSON and a missing name with 400", async () => {
    for (const q of ["?name=%5B%22secret%22%5D", "?name=notjson", ""]) {
      expect((await get(`/api/cognito/client-configuration${q}`)).statusCode).toBe(400);
    }
  });

  it("answers map_tile_url from MAP_TILE_URL (OpenStreetMap by default) unless a row overrides it", async () => {
    const names = encodeURIComponent(JSON.stringify(["map_tile_url"]));
    await h.app.prisma.clientConfiguration.deleteMany({ where: { name: "map_tile_url" } });
    expect(envelope(await get(`/api/cognito/client-configuration?name=${names}`)).data).toEqual({
      map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    });
    await h.app.prisma.clientConfiguration.create({
      data: { name: "map_tile_url", value: "http://tiles.internal/{z}/{x}/{y}.png" },
    });
    expect(envelope(await get(`/api/cognito/client-configuration?name=${names}`)).data).toEqual({
      map_tile_url: "http://tiles.internal/{z}/{x}/{y}.png",
    });
  });
});

describe("secret-data", () => {
  it("gives the browser's realtime key, cluster mt1, public host/port and TLS flag", async () => {
    const res = await get("/api/cognito/secret-data");
    expect(envelope(res).data).toEqual({
      key: h.env.config.SOKETI_APP_KEY,
      cluster: "mt1",
      host: "rt.example.test",
      port: 443,
      use_tls: true,
    });
  });

  it("falls back to SOKETI_HOST/PORT when no public host is configured", async () => {
    const env = await createTestEnv();
    const app = await buildApp({ config: env.config, logger: false });
    try {
      const { token } = await tokenFor(app, "admin@demo.care");
      const res = await app.inject({ method: "GET", url: "/api/cognito/secret-data", headers: bearer(token) });
      expect(envelope(res).data).toMatchObject({
        host: env.config.SOKETI_HOST,
        port: env.config.SOKETI_PORT,
        use_tls: false,
      });
    } finally {
      await app.close();
      await env.cleanup();
    }
  });
});
