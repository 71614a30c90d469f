import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../errors.js";

/** A UTF-16 surrogate without its other half: what "\udfff" in a JSON body decodes to. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

/** No contract nests deeper; a deeper body is left to validation rather than walked. */
const MAX_DEPTH = 16;

/** `text` with every lone surrogate replaced by U+FFFD (for storing a refused request's body in the audit log). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, "\uFFFD");
}

/** The path of the first key or string in `value` that is not well-formed Unicode, or null. */
export function illFormedField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    if (LONE_SURROGATE.test(key)) return path;
    const found = illFormedField(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Text must be well-formed Unicode. JSON may carry a lone surrogate ("\udfff"), which JavaScript keeps but neither
 * Postgres nor Prisma's query engine can store: a write carrying one failed inside the database with a 500, and the
 * audit row of that write was lost with it (found by the fuzz suite). Refused at the door, for every route.
 */
export const wellFormedTextPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    app.addHook("preValidation", async (request) => {
      const field = illFormedField(request.body, "body") ?? illFormedField(request.query, "query");
      if (field) {
        throw badRequest(`Invalid ${field}: not valid Unicode text`, [
          { field, reason: "contains a lone UTF-16 surrogate" },
        ]);
      }
    });
  },
  { name: "well-formed-text" },
);
