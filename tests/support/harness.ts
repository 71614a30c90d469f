// The API test harness for integration tests: a real app over a database of its own (copied from the seeded or
// the empty template), and callers that act as a seeded demo user of a role:
//
//   const h = await startHarness();
//   const res = await h.as("agent").get("/api/users/senior/basic-info", { senior_id, account_id });
//   expect(res.status).toBe(200); expect(res.body.data.height_cm).toBe(170.18);
//
// Tokens are real access tokens of the demo accounts, signed by the app with the claims sign-in builds
// (tests/support/tokens.ts), so a test exercises the same guards as the portal without the password round trip.
//
// Beside it, for what is genuinely different: sign-in.ts (the password round trip and the development mailbox),
// ingest-client.ts (signed device uploads), worker-harness.ts (worker processors, child processes, soketi
// listeners) and fixtures.ts (rows written straight into the database the way ingest or the worker would).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { z } from "zod";
import { envelopeSchema } from "@care/contracts";
import type { Config } from "@care/infra";
import type { AuditLog, PrismaClient } from "@care/db";
import { buildApp } from "../../apps/api/src/app.js";
import { createTestEnv, type TestEnv } from "./test-env.js";
import { tokenFor } from "./tokens.js";

/** One seeded demo account per role (prisma/seed/staff.ts), plus the second care agent with MFA. */
export const DEMO_ACCOUNTS = {
  admin: "admin@demo.care",
  agent: "agent@demo.care",
  wellness: "wellness@demo.care",
  warehouse: "warehouse@demo.care",
  bdm: "bdm@demo.care",
  facility: "facility@demo.care",
  /** A second care agent (coaches members 100281–100298). */
  mfa: "mfa@demo.care",
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** The answer envelope as a test reads it. `data` is loosely typed: tests assert written-out values on it. */
export interface TestEnvelope {
  application_code: number;
  message: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever the route answered
  data: any;
  error: { code: string; fields?: { field: string; reason: string }[] } | null;
}

export interface TestResponse {
  status: number;
  /** The parsed envelope; null when the answer is not JSON (a file download). */
  body: TestEnvelope;
  headers: LightMyRequestResponse["headers"];
  /** The raw inject response (bytes of a download, ...). */
  raw: LightMyRequestResponse;
}

/** Query values: strings as they are, anything else JSON-stringified; null and undefined dropped (spec 1 §7). */
export type Query = Record<string, unknown>;

export interface RequestOptions {
  /** Query string of a write (GET and DELETE take theirs as the input argument). */
  query?: Query;
  /** A JSON body for DELETE. */
  body?: unknown;
  headers?: Record<string, string>;
  /** A raw body with its own content type (multipart/form-data), instead of JSON. */
  raw?: { payload: Buffer | string; headers: Record<string, string> };
}

export interface Caller {
  get(url: string, query?: Query, opts?: RequestOptions): Promise<TestResponse>;
  delete(url: string, query?: Query, opts?: RequestOptions): Promise<TestResponse>;
  post(url: string, body?: unknown, opts?: RequestOptions): Promise<TestResponse>;
  put(url: string, body?: unknown, opts?: RequestOptions): Promise<TestResponse>;
  patch(url: string, body?: unknown, opts?: RequestOptions): Promise<TestResponse>;
}

export interface DemoUser {
  id: string;
  email: string;
  facilityId: string | null;
}

export interface Harness {
  app: FastifyInstance;
  prisma: PrismaClient;
  config: Config;
  /** The test's database and configuration (`env.databaseUrl` for a second client or a child process). */
  env: TestEnv;
  /** Calls as the seeded demo user of that role. */
  as(role: DemoRole): Caller;
  /** Calls without a token. */
  anonymous: Caller;
  /** The seeded demo user behind `as(role)` (empty for an empty-template harness). */
  user(role: DemoRole): DemoUser;
  /** The access token behind `as(role)`, for a raw `app.inject` or a soketi subscription. */
  token(role: DemoRole): string;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** false: the empty template (no demo users; `as()` is unusable). Default: the seeded template. */
  seeded?: boolean;
  /** Extra environment for the app's configuration (e.g. GEOCODER=nominatim). */
  env?: Record<string, string>;
}

function queryString(query: Query | undefined): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    qs.set(k, typeof v === "string" ? v : JSON.stringify(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : "";
}

function toResponse(res: LightMyRequestResponse): TestResponse {
  const json = String(res.headers["content-type"] ?? "").includes("application/json");
  return {
    status: res.statusCode,
    body: json ? res.json<TestEnvelope>() : (null as never),
    headers: res.headers,
    raw: res,
  };
}

function caller(app: FastifyInstance, token: string | null): Caller {
  const send = async (
    method: InjectOptions["method"],
    url: string,
    query: Query | undefined,
    body: unknown,
    opts: RequestOptions = {},
  ): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...opts.headers, ...opts.raw?.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const payload = opts.raw ? opts.raw.payload : body === undefined ? undefined : (body as InjectOptions["payload"]);
    const res = await app.inject({
      method,
      url: url + queryString({ ...query, ...opts.query }),
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return toResponse(res);
  };
  return {
    get: (url, query, opts) => send("GET", url, query, undefined, opts),
    delete: (url, query, opts) => send("DELETE", url, query, opts?.body, opts),
    post: (url, body, opts) => send("POST", url, undefined, body ?? {}, opts),
    put: (url, body, opts) => send("PUT", url, undefined, body ?? {}, opts),
    patch: (url, body, opts) => send("PATCH", url, undefined, body ?? {}, opts),
  };
}

/** Builds the app over a fresh per-file database; call `close()` in afterAll (it drops the database). */
export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const env = await createTestEnv({ seeded: opts.seeded !== false, env: opts.env });
  const app = await buildApp({ config: env.config, logger: false });
  try {
    await app.ready();
    const tokens = new Map<DemoRole, string>();
    const users = new Map<DemoRole, DemoUser>();
    if (opts.seeded !== false) {
      for (const [role, email] of Object.entries(DEMO_ACCOUNTS) as [DemoRole, string][]) {
        const u = await app.prisma.staffUser.findUniqueOrThrow({ where: { email } });
        users.set(role, { id: u.id, email, facilityId: u.facilityId });
        tokens.set(role, (await tokenFor(app, email)).token);
      }
    }
    return {
      app,
      prisma: app.prisma,
      config: env.config,
      env,
      as(role) {
        const token = tokens.get(role);
        if (!token) throw new Error(`no demo account for ${role}: the harness was built on the empty template`);
        return caller(app, token);
      },
      anonymous: caller(app, null),
      user(role) {
        const u = users.get(role);
        if (!u) throw new Error(`no demo account for ${role}`);
        return u;
      },
      token(role) {
        const token = tokens.get(role);
        if (!token) throw new Error(`no demo account for ${role}: the harness was built on the empty template`);
        return token;
      },
      async close() {
        await app.close();
        await env.cleanup();
      },
    };
  } catch (err) {
    await app.close();
    await env.cleanup();
    throw err;
  }
}

/** The envelope of a raw `app.inject` answer (tests that send their own headers: sign-in, devices, soketi auth). */
export interface Envelope<T = unknown> {
  application_code: number;
  message: string;
  data: T;
  error: { code: string; fields?: { field: string; reason: string }[] } | null;
}

export function envelope<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return res.json<Envelope<T>>();
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** The audit row of one answered request (the audit hook writes in batches: flushed first). */
export async function auditRowOf(h: Harness, res: TestResponse | LightMyRequestResponse): Promise<AuditLog> {
  await h.app.auditFlush();
  return h.prisma.auditLog.findFirstOrThrow({ where: { requestId: String(res.headers["x-request-id"]) } });
}

/**
 * Parses a 200 answer with the route's own envelope schema and returns its data (fails loudly otherwise), so a test
 * also proves the answer matches the contract.
 */
export function data<T extends z.ZodType>(res: TestResponse | LightMyRequestResponse, schema: T): z.output<T> {
  const raw = "statusCode" in res ? res : res.raw;
  if (raw.statusCode !== 200) throw new Error(`expected 200, got ${raw.statusCode}: ${raw.body}`);
  const parsed = envelopeSchema(schema).parse(raw.json()) as { data: z.output<T> };
  return parsed.data;
}

/**
 * Polls `check` until it gives a value (not undefined/false), for effects that land after the answer (a worker's
 * job, a soketi event). The deadline only bounds a broken run; nothing asserts on timing.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Runs `fn` until it stops throwing (for rows written after the answer); rethrows the last error. */
export async function eventually<T>(fn: () => Promise<T>, tries = 60): Promise<T> {
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw last;
}
