// Sign-in through the real password round trip, for the tests of authentication itself (most tests take a
// signed token from the harness instead). Codes of MFA and password resets are read from the development mailbox.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { AccessClaims } from "@care/contracts";
import { envelope } from "./harness.js";

/** The password of every seeded demo account (prisma/seed/staff.ts). */
export const DEMO_PASSWORD = "Demo#Portal2026x";
/** The seeded caregiver login: a role the portal refuses, so it is not one of the harness's callers. */
export const CAREGIVER_EMAIL = "caregiver@demo.care";
/** A strong password that passes every rule (no ascending digit pairs: 9, 7, 5, 3). */
export const NEW_PASSWORD = "Fresh#Garden9753x";

/**
 * Harness environment for sign-in tests: every inject() comes from 127.0.0.1, so the per-IP sign-in limit is lifted
 * (a test that checks it sets its own), and the development mailbox is on to read codes.
 */
export const SIGN_IN_ENV: Readonly<Record<string, string>> = {
  LOGIN_RATE_LIMIT_PER_MINUTE: "10000",
  DEV_MAILBOX: "true",
};

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
  const tokens = envelope<Tokens[]>(res).data[0];
  if (!tokens) throw new Error(`sign-in of ${email} returned no tokens: ${res.body}`);
  return tokens;
}

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
  return envelope<MailboxMessage[]>(res).data;
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
