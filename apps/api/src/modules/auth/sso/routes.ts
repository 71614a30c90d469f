import type { FastifyInstance, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, ssoRoutes } from "@care/contracts";
import { AppError } from "../../../errors.js";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { addressBucket } from "../../../plugins/rate-limit.js";
import { clientMeta } from "../login/routes.js";
import { clearedFlowCookie, flowCookie, readFlowCookie } from "./flow-store.js";
import type { SsoService } from "./service.js";

/**
 * Single sign-on (docs/sso.md): the login page's question whether to show the button, the start of an attempt and
 * the provider's answer. The last two are limited per source address like the password sign-in
 * (LOGIN_RATE_LIMIT_PER_MINUTE a minute each, 503 while the counter store is away), in a scope of their own so the
 * limit runs before the body is read, as for login.
 */
export function registerSsoRoutes(app: FastifyInstance, sso: SsoService): void {
  registerRoute(app, ssoRoutes.ssoConfig, async () =>
    ok({ enabled: sso.settings !== null, label: sso.settings?.label ?? null }),
  );

  void app.register(async (scope) => {
    const limits = new Map<string, ReturnType<typeof scope.createRateLimit>>(
      [ssoRoutes.ssoStart, ssoRoutes.ssoCallback].map((c) => [
        c.path,
        scope.createRateLimit({
          max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `${c.operationId}:ip:${addressBucket(request.ip)}`,
        }),
      ]),
    );
    scope.addHook("onRequest", async (request, reply) => {
      const check = limits.get(request.routeOptions.url ?? "");
      if (!check) return;
      let result: Awaited<ReturnType<typeof check>>;
      try {
        result = await check(request);
      } catch (err) {
        request.log.error({ err }, "rate-limit store unavailable; single sign-on refused");
        throw new AppError("UNAVAILABLE", "Sign-in is temporarily unavailable. Please try again in a minute.");
      }
      if (result.isAllowed || !result.isExceeded) return;
      const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
      void reply.header("retry-after", String(result.ttlInSeconds));
      throw new AppError(
        "RATE_LIMITED",
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    });

    registerRoute(scope, ssoRoutes.ssoStart, async (_request, reply) => {
      const { authorizationUrl, flowId } = await sso.start();
      void reply.header("set-cookie", flowCookie(flowId, sso.settings?.secureCookie ?? true));
      return ok({ authorization_url: authorizationUrl });
    });

    registerRoute(scope, ssoRoutes.ssoCallback, async (request, reply) => {
      // The attempt is spent whatever the answer: its cookie goes with it.
      void reply.header("set-cookie", clearedFlowCookie(sso.settings?.secureCookie ?? true));
      const tokens = await sso.finish(readFlowCookie(request.headers.cookie), request.body.query, clientMeta(request));
      return ok([tokens], AUTH_MESSAGES.loggedIn);
    });
  });
}
