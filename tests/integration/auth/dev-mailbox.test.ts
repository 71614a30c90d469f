import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../apps/api/src/app.js";
import { createMailer } from "../../../apps/api/src/mail/mailer.js";
import { createTestEnv, type TestEnv } from "../../support/test-env.js";

// Issue 20 item 2: the development mailbox hands out reset codes for any account, so it must exist only when
// switched on (DEV_MAILBOX=true) and answer only callers on the machine itself.
const MAILBOX = "/api/dev/mailbox?email=admin@demo.care";

interface Running {
  app: FastifyInstance;
  env: TestEnv;
}

async function start(env: Record<string, string>): Promise<Running> {
  const testEnv = await createTestEnv({ env });
  const app = await buildApp({ config: testEnv.config, logger: false });
  await app.ready();
  return { app, env: testEnv };
}

async function stop(r: Running | undefined): Promise<void> {
  await r?.app.close();
  await r?.env.cleanup();
}

describe("without DEV_MAILBOX", () => {
  let r: Running;
  beforeAll(async () => {
    r = await start({});
  });
  afterAll(() => stop(r));

  it("the mailbox route does not exist (404), even from loopback", async () => {
    const res = await r.app.inject({ method: "GET", url: MAILBOX, remoteAddress: "127.0.0.1" });
    expect(res.statusCode).toBe(404);
  });

  it("a mail is dropped with a warning naming recipient and subject, never stored and never its code", async () => {
    const warnings: { obj: unknown; msg: unknown }[] = [];
    const log = {
      warn: (obj: unknown, msg?: unknown) => warnings.push({ obj, msg }),
      info: () => {},
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      config: { DEV_MAILBOX: false, SMTP_URL: undefined, MAIL_FROM: "x <x@care.local>" },
      prisma: r.app.prisma,
      log,
    });
    await mailer.send({ to: "Agent@Demo.care", subject: "Reset your password", text: "482913 is your code." });
    mailer.close();
    expect(await r.app.prisma.devMailboxMessage.count()).toBe(0);
    expect(warnings).toEqual([
      {
        obj: "SMTP_URL is not set and DEV_MAILBOX is off: outgoing mail (reset and MFA codes) is dropped",
        msg: undefined,
      },
      {
        obj: { to: "agent@demo.care", subject: "Reset your password" },
        msg: "mail dropped: no SMTP_URL and the development mailbox is off",
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain("482913");
  });
});

describe("in production", () => {
  let r: Running;
  beforeAll(async () => {
    // The test environment's realtime credentials are not the development defaults; the S3 pair must not be either.
    r = await start({ NODE_ENV: "production", S3_ACCESS_KEY_ID: "prod-key", S3_SECRET_ACCESS_KEY: "prod-secret" });
  });
  afterAll(() => stop(r));

  it("the mailbox route does not exist (404) and the rest of the cognito service does", async () => {
    expect((await r.app.inject({ method: "GET", url: MAILBOX })).statusCode).toBe(404);
    const validate = await r.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/password-validate",
      payload: { password: "x" },
    });
    expect(validate.statusCode).toBe(200);
  });
});

describe("with DEV_MAILBOX=true", () => {
  let r: Running;
  beforeAll(async () => {
    // TRUST_PROXY=true believes every X-Forwarded-For hop: request.ip would then be whatever the client wrote.
    r = await start({ DEV_MAILBOX: "true", TRUST_PROXY: "true" });
  });
  afterAll(() => stop(r));

  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    r.app.inject({ method: "GET", url: MAILBOX, remoteAddress, headers });

  it.each(["127.0.0.1", "127.3.2.1", "::1", "::ffff:127.0.0.1"])("answers a loopback peer (%s)", async (peer) => {
    const res = await read(peer);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it.each(["203.0.113.7", "10.0.0.5", "::ffff:192.168.1.20", "2001:db8::1"])(
    "refuses a peer that is not loopback (%s) with 403",
    async (peer) => {
      const res = await read(peer);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        data: null,
        message: "The development mailbox answers only on this machine (loopback)",
      });
    },
  );

  it("refuses a remote peer that claims loopback in X-Forwarded-For", async () => {
    expect((await read("203.0.113.7", { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(403);
  });

  it.each([
    ["x-forwarded-for", "203.0.113.7"],
    ["forwarded", "for=203.0.113.7"],
    ["x-real-ip", "203.0.113.7"],
  ])("refuses a request a proxy on this host forwarded (%s: %s)", async (name, value) => {
    expect((await read("127.0.0.1", { [name]: value })).statusCode).toBe(403);
  });
});
