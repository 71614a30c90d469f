import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { AccessClaims } from "@care/contracts";
import { buildApp } from "../../../apps/api/src/app.js";
import { createTestEnv, type TestEnv } from "../../support/test-env.js";

/** The demo accounts of the seed (brief of issue 3), all with DEMO_PASSWORD. */
export const DEMO_PASSWORD = "Demo#Portal2026x";
export const DEMO = {
  admin: "admin@demo.care",
  agent: "agent@demo.care",
  wellness: "wellness@demo.care",
  warehouse: "warehouse@demo.care",
  bdm: "bdm@demo.care",
  facility: "facility@demo.care",
  mfa: "mfa@demo.care",
  caregiver: "caregiver@demo.care",
} as const;

/** A strong password that passes every rule (no ascending digit pairs: 9, 7, 5, 3). */
export const NEW_PASSWORD = "Fresh#Garden9753x";

export interface Harness {
  app: FastifyInstance;
  env: TestEnv;
  close(): Promise<void>;
}

/**
 * One app over a fresh copy of the seeded database. Sign-in routes are rate limited per IP and every inject()
 * comes from 127.0.0.1, so the limit is lifted unless a test sets it.
 */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const testEnv = await createTestEnv({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: "10000", ...env } });
  const app = await buildApp({ config: testEnv.config, logger: false });
  await app.ready();
  return {
    app,
    env: testEnv,
    async close() {
      await app.close();
      await testEnv.cleanup();
    },
  };
}

export interface Envelope<T = unknown> {
  application_code: number;
  applicationCode?: number;
  message: string;
  data: T;
  error: { code: string; fields?: { field: string; reason: string }[] } | null;
}

export function body<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return res.json<Envelope<T>>();
}

export function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/api/cognito/authentication/login", payload: { email, password } });
}

export interface Tokens {
  jwt: string;
  refresh_token: string;
}

/** Signs in a non-MFA account and returns its token pair (fails the test otherwise). */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const res = await login(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const tokens = body<Tokens[]>(res).data[0];
  if (!tokens) throw new Error(`sign-in of ${email} returned no tokens: ${res.body}`);
  return tokens;
}

export const auth = (jwt: string): Record<string, string> => ({ authorization: `Bearer ${jwt}` });

export function decodeClaims(jwt: string): AccessClaims & { exp: number; iat: number } {
  const part = jwt.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as AccessClaims & { exp: number; iat: number };
}

export interface MailboxMessage {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: string;
}

export async function mailbox(app: FastifyInstance, email: string): Promise<MailboxMessage[]> {
  const res = await app.inject({ method: "GET", url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` });
  if (res.statusCode !== 200) throw new Error(`mailbox answered ${res.statusCode}`);
  return body<MailboxMessage[]>(res).data;
}

/**
 * Waits until the mailbox of `email` holds more than `already` messages and returns the newest. Some mails are
 * sent after the answer (forgot-password), so a test polls briefly instead of reading once.
 */
export async function nextMail(app: FastifyInstance, email: string, already: number): Promise<MailboxMessage> {
  for (let i = 0; i < 100; i++) {
    const messages = await mailbox(app, email);
    if (messages.length > already && messages[0]) return messages[0];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no new mail for ${email}`);
}

/** Runs `fn` with a tiny pause budget until it stops throwing (for rows written after the answer). */
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
