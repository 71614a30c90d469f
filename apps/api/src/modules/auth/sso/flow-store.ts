import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { sha256Hex } from "../secrets.js";

/**
 * The secrets of one sign-in in progress, kept in Redis between the redirect to the provider and its answer: the
 * state (answer bound to this attempt), the nonce (ID token bound to it) and the PKCE verifier (the code is worth
 * nothing without it). The browser holds only a random flow id, in an httpOnly cookie: the answer is accepted only
 * in the browser that started the attempt, so nobody can sign a victim in to the attacker's account by sending
 * them a callback link (login CSRF).
 */
export interface PendingFlow {
  state: string;
  nonce: string;
  verifier: string;
}

/** Ten minutes to sign in at the provider; an answer after that starts over. */
export const FLOW_TTL_S = 600;
export const FLOW_COOKIE = "care_sso";
/** The cookie goes only to the SSO routes. */
const COOKIE_PATH = "/api/cognito/sso";

export interface FlowStore {
  /** Stores the attempt and returns the id for the browser's cookie. */
  save(flow: PendingFlow): Promise<string>;
  /** The attempt of a flow id, once: a second answer with the same cookie finds nothing. */
  take(flowId: string): Promise<PendingFlow | null>;
}

export function createFlowStore(redis: Redis, prefix: string): FlowStore {
  // Keyed by the id's hash: what Redis holds does not name the cookie that opens it.
  const key = (flowId: string): string => `${prefix}:sso-flow:${sha256Hex(flowId)}`;
  return {
    async save(flow: PendingFlow): Promise<string> {
      const flowId = randomBytes(32).toString("base64url");
      await redis.set(key(flowId), JSON.stringify(flow), "EX", FLOW_TTL_S);
      return flowId;
    },
    async take(flowId: string): Promise<PendingFlow | null> {
      const raw = await redis.getdel(key(flowId));
      return raw ? (JSON.parse(raw) as PendingFlow) : null;
    },
  };
}

/** The flow id of the request's cookie header; null when absent or not one of ours. */
export function readFlowCookie(header: string | undefined): string | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    const value = rest.join("=");
    if (name === FLOW_COOKIE && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return null;
}

/** Set-Cookie of a new attempt. SameSite=Lax: the portal's own call after the provider's redirect carries it. */
export function flowCookie(flowId: string, secure: boolean): string {
  return `${FLOW_COOKIE}=${flowId}; Path=${COOKIE_PATH}; Max-Age=${FLOW_TTL_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Set-Cookie that removes it once the answer is handled, whatever its outcome. */
export function clearedFlowCookie(secure: boolean): string {
  return `${FLOW_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
