import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../errors.js";

/** A UTF-16 surrogate without its other half: what "\udfff" in a JSON body decodes to. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Postgres stores no U+0000 in text (22021) nor in jsonb (22P05, "\u0000 cannot be converted to text"). */
const NUL = "\u0000";
const UNSTORABLE = new RegExp(`${LONE_SURROGATE.source}|${NUL}`, "g");

/** No contract nests deeper; a deeper body is left to validation rather than walked. */
const MAX_DEPTH = 16;

/** Why a string cannot be stored, as the answer's `reason` says it; null when it can. */
export function unstorableReason(text: string): string | null {
  if (text.includes(NUL)) return "contains a NUL character (U+0000)";
  if (LONE_SURROGATE.test(text)) return "contains a lone UTF-16 surrogate";
  return null;
}

/**
 * `text` with every lone surrogate and NUL replaced by U+FFFD: what the audit log stores of a refused request's
 * body, so that the attempt leaves its row although its text could not be stored as sent.
 */
export function wellFormed(text: string): string {
  return text.replace(UNSTORABLE, "\uFFFD");
}

/** The first key or string in `value` that Postgres cannot store, as the field's path and the reason; or null. */
export function illFormedField(value: unknown, path: string, depth = 0): { field: string; reason: string } | null {
  if (typeof value === "string") {
    const reason = unstorableReason(value);
    return reason ? { field: path, reason } : null;
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    // A bad key names the object that holds it: the key itself cannot be echoed back as it is.
    const keyReason = unstorableReason(key);
    if (keyReason) return { field: path, reason: `a key ${keyReason}` };
    const found = illFormedField(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Text must be something Postgres can store. JSON may carry a lone surrogate ("\udfff") or a NUL ("\u0000"), and a
 * URL a NUL ("%00"); JavaScript keeps both, but Postgres refuses them (and Prisma's query engine cannot even encode
 * a lone surrogate): a write carrying one failed inside the database with a 500, and the audit row of that write was
 * lost with it (found by the fuzz suite; issue 25 item 7). Refused at the door, for every route, naming the field.
 * Header values need no check: Node's HTTP parser refuses a NUL in a header, and headers carry no UTF-16.
 */
export const wellFormedTextPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    app.addHook("preValidation", async (request) => {
      const found =
        illFormedField(request.params, "params") ??
        illFormedField(request.query, "query") ??
        illFormedField(request.body, "body");
      if (found) throw badRequest(`Invalid ${found.field}: ${found.reason}`, [found]);
    });
  },
  { name: "well-formed-text" },
);
