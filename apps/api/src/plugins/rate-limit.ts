import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { cognitoRoutes, type RouteContract } from "@care/contracts";

/**
 * The routes an attacker would hammer to guess passwords or codes, or to flood mailboxes. Each gets its own
 * per-IP budget of LOGIN_RATE_LIMIT_PER_MINUTE; no other route is limited here (per-account lockout is the
 * second line, in the cognito module).
 */
export const RATE_LIMITED: readonly RouteContract[] = [
  cognitoRoutes.login,
  cognitoRoutes.forgotPassword,
  cognitoRoutes.resetPassword,
  cognitoRoutes.resendOtp,
];

export const rateLimitPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    const limited = new Set(RATE_LIMITED.map((c) => c.operationId));
    // Runs before @fastify/rate-limit's own onRoute hook (added below), which then sees the per-route setting.
    app.addHook("onRoute", (route) => {
      const contract = route.config?.contract;
      if (contract && limited.has(contract.operationId)) {
        route.config = {
          ...route.config,
          rateLimit: { max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
        };
      }
    });
    await app.register(rateLimit, {
      global: false,
      // Shared by every API instance; each deployment (and each test database) has its own prefix.
      redis: app.redis,
      nameSpace: `${app.config.QUEUE_PREFIX}:rate-limit:`,
      // Redis away: let requests through (the per-account lockout still holds) rather than refuse every sign-in.
      skipOnError: true,
    });
  },
  { name: "rate-limit", dependencies: ["config"] },
);
