import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Prisma } from "@care/db";
import { wellFormed } from "./well-formed-text.js";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// Keys whose values never reach the audit log (compared case-insensitively, "-" read as "_").
const SECRET_KEY = /pass(word)?|token|secret|jwt|authorization|cookie|^otp$|_otp$|^code$|mfa_code|reset_code|api_key/;
const MAX_STRING = 500;
const MAX_ARRAY = 20;
const MAX_KEYS = 50;
const MAX_DEPTH = 5;
const MAX_SUMMARY_CHARS = 8_000;

/** A copy of a request body safe to store: secrets replaced, strings, arrays, key counts and depth bounded. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") {
    // A lone surrogate (refused requests are audited too) would make the audit row itself unwritable.
    return wellFormed(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
  }
  // The body is the validated input: instants arrive as Dates (InstantInputSchema), which have no own keys.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (depth >= MAX_DEPTH) return "[nested]";
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ARRAY).map((v) => redact(v, depth + 1));
    return value.length > MAX_ARRAY ? [...items, `[+${value.length - MAX_ARRAY} more]`] : items;
  }
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>).slice(0, MAX_KEYS)) {
      out[wellFormed(k)] = SECRET_KEY.test(k.toLowerCase().replaceAll("-", "_")) ? "[redacted]" : redact(v, depth + 1);
    }
    return out;
  }
  return String(value).slice(0, MAX_STRING);
}

// The identifiers that name "what was changed", most specific first; any other *_id / *Id key comes after.
const PREFERRED_IDS = ["senior_id", "care_insight_id", "alarm_id", "call_id", "device_id", "report_id", "user_id"];

function idKey(key: string): string | null {
  if (key === "id") return null;
  const snake = key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
  return snake.endsWith("_id") ? snake : null;
}

/**
 * Entity type and id from the route params first (the path names the resource), then the body. The type is the
 * key without "_id" (senior_id → senior); a bare ":id" param takes the route's service name.
 */
export function deriveEntity(
  params: unknown,
  body: unknown,
  service: string,
): { entityType: string | null; entityId: string | null } {
  for (const source of [params, body]) {
    if (!source || typeof source !== "object" || Array.isArray(source)) continue;
    const entries = Object.entries(source as Record<string, unknown>).filter(
      ([, v]) => (typeof v === "string" && v.length > 0 && v.length <= 100) || typeof v === "number",
    );
    const candidates = entries
      .map(([k, v]) => ({ key: idKey(k), value: String(v) }))
      .filter((c): c is { key: string; value: string } => c.key !== null)
      .sort((a, b) => rank(a.key) - rank(b.key));
    const first = candidates[0];
    if (first) return { entityType: first.key.slice(0, -3), entityId: first.value };
    const bare = entries.find(([k]) => k === "id");
    if (source === params && bare) return { entityType: service, entityId: String(bare[1]) };
  }
  return { entityType: null, entityId: null };
}

function rank(key: string): number {
  const i = PREFERRED_IDS.indexOf(key);
  return i === -1 ? PREFERRED_IDS.length : i;
}

function summarize(body: unknown): Prisma.InputJsonValue | undefined {
  if (body === undefined || body === null) return undefined;
  const safe = redact(body);
  const text = JSON.stringify(safe);
  if (text.length <= MAX_SUMMARY_CHARS) return safe as Prisma.InputJsonValue;
  return {
    truncated: true,
    size: text.length,
    keys: typeof safe === "object" && safe ? Object.keys(safe).slice(0, MAX_KEYS) : [],
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves when every audit row started so far is written (tests, shutdown). */
    auditFlush(): Promise<void>;
  }
  interface FastifyRequest {
    /** The reason of a break-glass write (http/scope.ts requireCareRelationship), stored with its audit row. */
    breakGlassReason: string | null;
  }
}

/**
 * The audit trail: ONE onResponse hook records every staff write (POST/PUT/PATCH/DELETE with a verified token on
 * a route whose contract does not opt out with `audit: false`), whatever its outcome. Handlers contain no audit
 * code. The row is written after the answer is sent; a failure to write it is logged and never reaches the caller.
 */
export const auditPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    const pending = new Set<Promise<void>>();
    app.decorateRequest("breakGlassReason", null);

    async function record(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const contract = request.routeOptions.config?.contract;
      const user = request.user;
      if (!contract || contract.audit === false || !WRITE_METHODS.has(request.method) || !user?.sub) return;
      const { entityType, entityId } = deriveEntity(request.params, request.body, contract.service);
      await app.prisma.auditLog.create({
        data: {
          actorId: user.sub,
          actorEmail: user.email ?? null,
          actorRoles: Array.isArray(user.roles) ? user.roles.slice(0, 10) : [],
          method: request.method,
          route: contract.path,
          action: contract.operationId,
          entityType,
          // An id is taken from the request as sent: a NUL in it (a refused request) would make the row unwritable.
          entityId: entityId ? wellFormed(entityId.slice(0, 100)) : null,
          summary: summarize(request.body),
          statusCode: reply.statusCode,
          requestId: request.id,
          ip: request.ip ?? null,
          breakGlassReason: request.breakGlassReason,
        },
      });
    }

    app.addHook("onResponse", async (request, reply) => {
      const p = record(request, reply)
        .catch((err: unknown) => request.log.error({ err }, "audit row not written"))
        .finally(() => pending.delete(p));
      pending.add(p);
    });

    app.decorate("auditFlush", async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    });
    app.addHook("onClose", async () => app.auditFlush());
  },
  { name: "audit", dependencies: ["config"] },
);
