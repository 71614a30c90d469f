// Valid inputs for a route, derived from its zod contract: the schema is turned into JSON Schema (zod's own
// z.toJSONSchema, input side) and the JSON Schema into a fast-check arbitrary. Going through JSON Schema keeps this
// independent of zod's internals; what JSON Schema cannot say (refinements such as "start before end") is simply
// not guaranteed, so a "valid" case may still be refused with a 4xx, which the invariants allow.
import fc from "fast-check";
import { z } from "zod";

/** The part of JSON Schema that z.toJSONSchema emits for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  description?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** The JSON Schema of one part of a contract (params, querystring, body); undefined when the route has none. */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/**
 * Ids that exist in the test database, by the field that names them, so valid inputs reach past "not found":
 * the caller's own seniors, another facility's seniors, staff, insights... `any` mixes them all.
 */
export type IdPool = Record<string, readonly string[]>;

// Field names (as the contracts spell them) → the pool their ids come from.
const POOL_OF_FIELD: Record<string, string> = {
  senior_id: "senior",
  senior_ids: "senior",
  callee_id: "senior",
  account_id: "account",
  facility_id: "facility",
  facility: "facility",
  agency: "facility",
  careagent_id: "staff",
  care_agent_id: "staff",
  user_id: "staff",
  actor_id: "staff",
  assigned_to: "staff",
  coach: "staff",
  exclude: "staff",
  care_insight_id: "care_insight",
  care_insight_ids: "care_insight",
  corporate_id: "corporation",
  corporation_id: "corporation",
  corporate: "corporation",
  alarm_id: "alarm",
  provider_id: "provider",
  pharmacy_id: "provider",
  caregiver_id: "caregiver",
  medical_condition_id: "medical_condition",
  medication_id: "medication",
  image_id: "senior_image",
  announcement_id: "announcement",
  device_id: "device",
  suppression_window_id: "suppression_window",
  call_id: "call_log",
  resource_id: "wellness_resource",
  goal_action_id: "wellness_goal",
  id: "route_id",
};

// A fixed window (not "now") so that a seed gives the same inputs on any day.
const FROM_MS = Date.UTC(2025, 0, 1);
const TO_MS = Date.UTC(2027, 11, 31);

const isoInstant = fc
  .integer({ min: FROM_MS, max: TO_MS })
  .map((ms) => new Date(Math.floor(ms / 1000) * 1000).toISOString());
const epochNanos = fc.integer({ min: FROM_MS, max: TO_MS }).map((ms) => `${ms}000000`);

function idArbitrary(field: string | undefined, ids: IdPool): fc.Arbitrary<string> {
  const pool = ids[POOL_OF_FIELD[field ?? ""] ?? "any"] ?? [];
  const mixed = ids.any ?? [];
  const options: fc.WeightedArbitrary<string>[] = [{ arbitrary: fc.uuid(), weight: 1 }];
  if (pool.length > 0) options.push({ arbitrary: fc.constantFrom(...pool), weight: 4 });
  if (mixed.length > 0) options.push({ arbitrary: fc.constantFrom(...mixed), weight: 1 });
  return fc.oneof(...options);
}

// Patterns whose strings fc.stringMatching would make slowly or oddly; everything else goes through it.
const KNOWN_PATTERNS: Record<string, fc.Arbitrary<string>> = {
  "^\\d{6}$": fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0")),
  "^\\d{9,10}$": fc.integer({ min: 100_000_000, max: 9_999_999_999 }).map(String),
};

function stringArbitrary(s: JsonSchema, field: string | undefined, ids: IdPool): fc.Arbitrary<string> {
  if (s.format === "uuid") return idArbitrary(field, ids);
  if (s.format === "date-time") return isoInstant;
  // fc.webUrl() is slow to draw; the routes only store links, so plain ones will do.
  if (s.format === "uri") return fc.nat(99_999).map((n) => `https://example.org/u/${n}?ref=fuzz`);
  if (s.description?.startsWith("Epoch nanoseconds")) return epochNanos;
  const minLength = s.minLength ?? 0;
  // Only the schema's own bounds filter (a default cap could exclude every string a pattern allows).
  const within = (v: string): boolean => v.length >= minLength && v.length <= (s.maxLength ?? Infinity);
  if (s.pattern) {
    const known = KNOWN_PATTERNS[s.pattern];
    if (known) return known;
    return fc.stringMatching(new RegExp(s.pattern)).filter(within);
  }
  if (field?.includes("email")) return fc.emailAddress().filter(within);
  return fc.string({ minLength, maxLength: Math.min(s.maxLength ?? 40, minLength + 40), unit: "grapheme" });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  // Wide enough to hit the bounds, narrow enough that most values are ordinary.
  const lo = Math.max(s.minimum ?? s.exclusiveMinimum ?? -1e6, -1e9);
  const hi = Math.min(s.maximum ?? s.exclusiveMaximum ?? 1e6, 1e9);
  if (integer) {
    const min = Math.ceil(s.exclusiveMinimum !== undefined ? lo + 1 : lo);
    const max = Math.floor(s.exclusiveMaximum !== undefined ? hi - 1 : hi);
    return fc.integer({ min, max: Math.max(min, max) });
  }
  return fc.double({
    min: lo,
    max: hi,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: s.exclusiveMinimum !== undefined,
    maxExcluded: s.exclusiveMaximum !== undefined,
  });
}

function ofType(type: string, s: JsonSchema, field: string | undefined, ids: IdPool): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringArbitrary(s, field, ids);
    case "integer":
      return numberArbitrary(s, true);
    case "number":
      return numberArbitrary(s, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 4, minLength + 3);
      return fc.array(arbitraryOf(s.items ?? {}, field, ids), { minLength, maxLength });
    }
    case "object":
      return objectArbitrary(s, ids);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(s: JsonSchema, ids: IdPool): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  if (Object.keys(props).length === 0 && typeof s.additionalProperties === "object") {
    const key = s.propertyNames ? (arbitraryOf(s.propertyNames, undefined, ids) as fc.Arbitrary<string>) : fc.string();
    return fc.dictionary(key, arbitraryOf(s.additionalProperties, undefined, ids), { maxKeys: 4 });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) model[k] = arbitraryOf(v, k, ids);
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** A valid value of `s` (as far as JSON Schema can tell); `field` is the property name it sits under. */
export function arbitraryOf(s: JsonSchema, field: string | undefined, ids: IdPool): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, field, ids)));
  if (s.allOf?.[0]) return arbitraryOf(s.allOf[0], field, ids);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => ofType(t, s, field, ids)));
  if (s.type) return ofType(s.type, s, field, ids);
  if (s.properties) return objectArbitrary(s, ids);
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * Where both a senior and its account are named, half of the values name a real, matching pair, so that the
 * handler gets past its "this account is not this senior" check and does its real work.
 */
export function withSeniorPairs(
  value: fc.Arbitrary<unknown>,
  pairs: readonly { senior_id: string; account_id: string }[],
): fc.Arbitrary<unknown> {
  if (pairs.length === 0) return value;
  return fc.tuple(value, fc.option(fc.constantFrom(...pairs), { freq: 2 })).map(([v, pair]) => {
    if (!pair || !v || typeof v !== "object" || Array.isArray(v)) return v;
    const o = v as Record<string, unknown>;
    if (!("senior_id" in o)) return v;
    return "account_id" in o ? { ...o, ...pair } : { ...o, senior_id: pair.senior_id };
  });
}
