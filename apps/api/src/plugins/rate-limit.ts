import { isIPv6 } from "node:net";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { authRoutes, type RouteContract } from "@care/contracts";
import type { Config } from "@care/infra";
import { AppError } from "../errors.js";
import { UPLOAD_RATE_LIMITS } from "./upload-rate-limits.js";

/** verify-password and change-password: per signed-in user, so a stolen token cannot guess the password fast. */
export const PASSWORD_CHECK_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;

export interface RouteLimit {
  contract: RouteContract;
  /** `ip`: the client address Fastify trusts (TRUST_PROXY); `user`: the subject of the access token. */
  keyBy: "ip" | "user";
  max(config: Config): number;
  windowMs: number;
  /**
   * Routes that guess a secret (password or code) refuse with 503 while the counter store is away: letting them
   * through would lift the limit exactly when nobody can see it. The mail routes stay open (their mails are
   * bounded per account in Postgres).
   */
  failClosed: boolean;
  /** Routes that share one budget name it (default: the route's own operationId). */
  bucket?: string;
  /** The refusal's first sentence (default 'Too many attempts.'). */
  refusal?: string;
}

const perIpPerMinute = (contract: RouteContract, failClosed: boolean): RouteLimit => ({
  contract,
  keyBy: "ip",
  max: (c) => c.LOGIN_RATE_LIMIT_PER_MINUTE,
  windowMs: 60_000,
  failClosed,
});
const perUser = (contract: RouteContract): RouteLimit => ({
  contract,
  keyBy: "user",
  max: () => PASSWORD_CHECK_LIMIT.max,
  windowMs: PASSWORD_CHECK_LIMIT.windowMs,
  failClosed: true,
});

/**
 * The routes an attacker would hammer to guess passwords or codes, to flood mailboxes or the object store, or to
 * spend member ids, each with its budget; no other route is limited here (per-account lockout and per-code attempts
 * are the next lines, in the cognito module).
 */
export const RATE_LIMITED: readonly RouteLimit[] = [
  perIpPerMinute(authRoutes.login, true),
  perIpPerMinute(authRoutes.resetPassword, true),
  perIpPerMinute(authRoutes.forgotPassword, false),
  perIpPerMinute(authRoutes.resendOtp, false),
  perUser(authRoutes.verifyPassword),
  perUser(authRoutes.changePassword),
  // Uploads and member ids (issue 25 item 6): per user and hour, see upload-rate-limits.ts.
  ...UPLOAD_RATE_LIMITS,
];

/**
 * The bucket of a client address: IPv4 as it is, IPv6 by its /64 (one subscriber usually holds a whole /64, so
 * single addresses would give fresh buckets for free). `ip` is Fastify's request.ip, which believes
 * X-Forwarded-For only as far as TRUST_PROXY says.
 */
export function addressBucket(ip: string): string {
  const address = ip.replace(/%.*$/, "").toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

function retryMessage(seconds: number, refusal = "Too many attempts."): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${refusal} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    await app.register(rateLimit, {
      global: false,
      // Shared by every API instance; each deployment (and each test database) has its own prefix.
      redis: app.redis,
      nameSpace: `${app.config.QUEUE_PREFIX}:rate-limit:`,
      // Store failures reach the hook below, which decides per route between refusing and letting through.
      skipOnError: false,
    });

    function limiterFor(rule: RouteLimit): onRequestAsyncHookHandler {
      const { operationId } = rule.contract;
      const bucket = rule.bucket ?? operationId;
      const check = app.createRateLimit({
        max: rule.max(app.config),
        timeWindow: rule.windowMs,
        keyGenerator: (request: FastifyRequest) =>
          // The access hook of the route ran first, so request.user is the verified token's subject.
          `${bucket}:${rule.keyBy === "user" ? `user:${request.user.sub}` : `ip:${addressBucket(request.ip)}`}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        let result: Awaited<ReturnType<typeof check>>;
        try {
          result = await check(request);
        } catch (err) {
          if (!rule.failClosed) {
            request.log.warn({ err, operationId }, "rate-limit store unavailable; request let through");
            return;
          }
          request.log.error({ err, operationId }, "rate-limit store unavailable; request refused");
          throw new AppError("UNAVAILABLE", "Sign-in is temporarily unavailable. Please try again in a minute.");
        }
        if (result.isAllowed || !result.isExceeded) return;
        void reply.header("retry-after", String(result.ttlInSeconds));
        throw new AppError("RATE_LIMITED", retryMessage(result.ttlInSeconds, rule.refusal));
      };
    }

    const rules = new Map(RATE_LIMITED.map((rule) => [rule.contract.operationId, rule]));
    app.addHook("onRoute", (route) => {
      const rule = route.config?.contract && rules.get(route.config.contract.operationId);
      if (!rule) return;
      // Appended after the route's own access hook (registerRoute), before the body is read.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, limiterFor(rule)];
    });
  },
  { name: "rate-limit", dependencies: ["config"] },
);
