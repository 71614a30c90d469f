// Test helpers around the sign-in and code guards (apps/api/src/modules/auth/lockout.ts, code-guard.ts).
import type { FastifyInstance } from "fastify";
import { guardKeys } from "../../../apps/api/src/modules/auth/account-lock.js";

/** Forgets every sign-in and code failure of an email (what an Admin's unlock does, without the database column). */
export async function clearSignInGuard(app: FastifyInstance, email: string): Promise<void> {
  const keys = guardKeys(app.config.QUEUE_PREFIX, email);
  await app.redis.del(keys.signIn, keys.codeFailures, keys.codeLock);
}

/** A sign-in from another address (light-my-request's remoteAddress; TRUST_PROXY is off in the harness). */
export function loginFrom(app: FastifyInstance, remoteAddress: string, email: string, password: string) {
  return app.inject({
    method: "POST",
    url: "/api/cognito/authentication/login",
    remoteAddress,
    payload: { email, password },
  });
}
