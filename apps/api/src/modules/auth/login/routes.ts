import type { FastifyInstance, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, authRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { ClientMeta } from "../deps.js";
import type { LoginService } from "./service.js";
import type { SessionService } from "../session/service.js";

export function clientMeta(request: FastifyRequest): ClientMeta {
  const ua = request.headers["user-agent"];
  return { ip: request.ip ?? null, userAgent: typeof ua === "string" ? ua : null, requestId: request.id };
}

/** Sign-in, refresh and sign-out (spec 1 §7). */
export function registerLoginRoutes(app: FastifyInstance, login: LoginService, sessions: SessionService): void {
  registerRoute(app, authRoutes.login, async (request) => {
    const body = request.body;
    if ("mfa_code" in body) {
      const tokens = await login.withMfaCode(body.email, body.mfa_code, clientMeta(request));
      return ok([tokens], AUTH_MESSAGES.loggedIn);
    }
    const result = await login.withPassword(body.email, body.password, clientMeta(request));
    if (result.kind === "mfa_required") {
      // applicationCode 200 with no tokens is the portal's signal to ask for the mailed code (spec 1 §4 step 2).
      return { ...ok([], AUTH_MESSAGES.mfaSent), applicationCode: 200 };
    }
    return ok([result.tokens], AUTH_MESSAGES.loggedIn);
  });

  registerRoute(app, authRoutes.accessToken, async (request) => {
    const tokens = await sessions.rotate(request.body.email, request.body.refresh_token);
    return ok([tokens], AUTH_MESSAGES.tokenRefreshed);
  });

  registerRoute(app, authRoutes.logout, async (request) => {
    await sessions.endByToken(request.body.email, request.body.refresh_token);
    return ok(null, AUTH_MESSAGES.loggedOut);
  });
}
