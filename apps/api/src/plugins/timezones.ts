import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, badRequest, type FieldError } from "../errors.js";

/** The name every time zone field of the contracts carries (query, params or body, at any depth). */
const TIMEZONE_KEY = "timezone";

export interface TimezoneField {
  field: string;
  value: string;
}

/**
 * How deep the walk goes. No contract nests a time zone this deep; a route without a body schema receives its
 * body unvalidated, and 5,000 nested arrays would otherwise overflow the stack (a 500; found by the fuzz suite).
 */
const MAX_DEPTH = 16;

/** Every string field named `timezone` in `value`, with its path as the validation errors name fields. */
export function timezoneFields(value: unknown, path: string, found: TimezoneField[] = [], depth = 0): TimezoneField[] {
  if (depth > MAX_DEPTH) return found;
  if (Array.isArray(value)) {
    value.forEach((item, i) => timezoneFields(item, `${path}.${i}`, found, depth + 1));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === TIMEZONE_KEY && typeof item === "string") found.push({ field: `${path}.${key}`, value: item });
      else timezoneFields(item, `${path}.${key}`, found, depth + 1);
    }
  }
  return found;
}

/** The time zone fields of a request's params, query and body. */
export function requestTimezones(request: Pick<FastifyRequest, "query" | "params" | "body">): TimezoneField[] {
  return [
    ...timezoneFields(request.params, "params"),
    ...timezoneFields(request.query, "query"),
    ...timezoneFields(request.body, "body"),
  ];
}

/**
 * Time zones are checked against the names Postgres knows, not only against the contracts' Intl check: Node and
 * Postgres carry different zone databases (e.g. Intl accepts US/Pacific-New, which Postgres refuses), and a name
 * only one of them knows would fail inside a query (a 500) instead of at the door. Runs after validation, so it
 * sees the values the handler will see (trimmed, defaulted), and for every route, so none can forget it.
 */
export const timezonePlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    let names: Promise<ReadonlySet<string>> | null = null;
    const load = (): Promise<ReadonlySet<string>> => {
      names ??= app.prisma.$queryRaw<{ name: string }[]>`SELECT name::text AS name FROM pg_timezone_names`
        .then((rows) => new Set(rows.map((r) => r.name)))
        .catch((err: unknown) => {
          // Postgres away at boot: try again on the next request that carries a zone.
          names = null;
          throw err;
        });
      return names;
    };

    // Loaded once at boot; the API still starts when Postgres is down (health reports it).
    app.addHook("onReady", async () => {
      await load().catch((err: unknown) => app.log.warn({ err }, "time zone names not loaded; retrying on use"));
    });

    app.addHook("preHandler", async (request) => {
      if (!request.routeOptions.config?.contract) return;
      const fields = requestTimezones(request);
      if (fields.length === 0) return;
      let known: ReadonlySet<string>;
      try {
        known = await load();
      } catch {
        throw new AppError("UNAVAILABLE", "Time zone names are unavailable; please try again shortly");
      }
      const unknown: FieldError[] = fields
        .filter((f) => !known.has(f.value))
        .map((f) => ({ field: f.field, reason: `unknown time zone ${JSON.stringify(f.value)}` }));
      const first = unknown[0];
      if (first) throw badRequest(`Invalid ${first.field}: ${first.reason}`, unknown);
    });
  },
  { name: "timezones", dependencies: ["config"] },
);
