// The route × caller enumerator: for one contract, a fast-check arbitrary of whole requests — who calls (each
// role the route lets in, a role it does not, a Caregiver token, nobody; for device routes a signed and an unsigned
// device) and what they send (the contract's valid input, or that input broken by one mutation).
import fc from "fast-check";
import { STAFF_ROLES, type RouteContract, type StaffRole } from "@care/contracts";
import { PNG_1X1, multipartImages } from "../../support/multipart.js";
import {
  BAD_PATH_PARAMS,
  BAD_QUERY_STRINGS,
  MALFORMED_JSON,
  MUTATIONS,
  WRONG_CONTENT_TYPES,
  mutateValue,
  pick,
  unknownFieldJson,
  unstorableWhich,
  withUnstorableText,
  type Mutation,
  type UnstorableKind,
} from "./mutations.js";
import { arbitraryOf, jsonSchemaOf, withSeniorPairs, type IdPool, type JsonSchema } from "./schema-arbitrary.js";

/** Who sends a request, and whether the route's access decision lets them in. */
export type Caller =
  | { kind: "staff"; role: StaffRole; allowed: boolean }
  | { kind: "caregiver"; allowed: false }
  | { kind: "anonymous"; allowed: boolean }
  | { kind: "device"; signed: boolean };

export const callerName = (c: Caller): string =>
  c.kind === "staff" ? c.role : c.kind === "device" ? `device (${c.signed ? "signed" : "unsigned"})` : c.kind;

/** One request, ready to send; `describe` is what a failure prints. */
export interface FuzzRequest {
  caller: Caller;
  mutation: Mutation;
  method: RouteContract["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The route's path with a non-id path parameter (the router may answer 404/400 before any hook). */
  badPath: boolean;
  /**
   * The fields (as the API names them, e.g. "body.persona.hobbies.data") that carry text Postgres cannot store
   * (mutation unstorableText): a caller the route lets in must get 400 naming one of them.
   */
  unstorable: string[];
}

/** What the case generator needs beyond the contract: ids in the test database for valid inputs. */
export interface CaseContext {
  ids: IdPool;
  seniorPairs: readonly { senior_id: string; account_id: string }[];
}

/** The schemas of a route's three inputs, computed once per route. */
interface RouteShape {
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  multipart: boolean;
  writes: boolean;
}

function shapeOf(route: RouteContract): RouteShape {
  return {
    params: jsonSchemaOf(route.params),
    query: jsonSchemaOf(route.querystring),
    body: jsonSchemaOf(route.body),
    multipart: route.consumes?.includes("multipart/form-data") ?? false,
    writes: route.method !== "GET",
  };
}

export const isDeviceRoute = (route: RouteContract): boolean => route.service === "ingest";

/** Every caller a route is tried as: each role it lets in, and every kind of caller it must refuse. */
export function callersOf(route: RouteContract): { allowed: Caller[]; refused: Caller[] } {
  if (isDeviceRoute(route))
    return { allowed: [{ kind: "device", signed: true }], refused: [{ kind: "device", signed: false }] };
  if (route.access === "public") {
    // Public: the token plays no part, so calling with one is as allowed as calling without.
    return {
      allowed: [
        { kind: "anonymous", allowed: true },
        { kind: "staff", role: "Admin", allowed: true },
      ],
      refused: [],
    };
  }
  const access = route.access;
  return {
    allowed: access.map((role): Caller => ({ kind: "staff", role, allowed: true })),
    refused: [
      ...STAFF_ROLES.filter((r) => !access.includes(r)).map((role): Caller => ({
        kind: "staff",
        role,
        allowed: false,
      })),
      { kind: "caregiver", allowed: false },
      { kind: "anonymous", allowed: false },
    ],
  };
}

/** The mutations that mean something for a route's inputs. */
function mutationsFor(shape: RouteShape): Mutation[] {
  return MUTATIONS.filter((m) => {
    if (m === "badPathParam") return shape.params !== undefined;
    if (m === "malformedJson" || m === "wrongContentType") return shape.writes;
    return true;
  });
}

function queryString(query: unknown, repeatArrays: boolean): string {
  if (query === undefined) return "";
  if (query === null || typeof query !== "object" || Array.isArray(query)) {
    return `?q=${encodeURIComponent(JSON.stringify(query))}`;
  }
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v) && repeatArrays) for (const item of v) qs.append(k, String(item));
    else qs.append(k, typeof v === "string" ? v : JSON.stringify(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : "";
}

function pathWith(route: RouteContract, params: unknown, bad?: string): string {
  // A mutation may have turned the params into anything (null, a list, a string): send what is left of them.
  const valueOf = (name: string): unknown =>
    params !== null && typeof params === "object" && !Array.isArray(params)
      ? (params as Record<string, unknown>)[name]
      : params;
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (bad !== undefined) return bad;
    const v = valueOf(name);
    return encodeLoosely(typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
  });
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as its UTF-8 replacement. */
function encodeLoosely(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
  }
}

const MALFORMED_MULTIPART: readonly { contentType: string; payload: string | Buffer }[] = [
  { contentType: "multipart/form-data; boundary=b", payload: "--b\r\nContent-Disposition: form-data" },
  {
    contentType: "multipart/form-data; boundary=b",
    payload:
      '--b\r\nContent-Disposition: form-data; name="files"; filename="evil.png"\r\nContent-Type: image/png\r\n\r\n' +
      "<?php echo 1; ?>\r\n--b--\r\n",
  },
  {
    contentType: "multipart/form-data; boundary=b",
    payload: `--b\r\nContent-Disposition: form-data; name="files"; filename="${"x".repeat(10_000)}.png"\r\nContent-Type: image/png\r\n\r\n${PNG_1X1.toString("latin1")}\r\n--b--\r\n`,
  },
  {
    contentType: "multipart/form-data; boundary=b",
    payload: `${'--b\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n'.repeat(2000)}--b--\r\n`,
  },
  { contentType: "multipart/form-data; boundary=b", payload: "--b--\r\n" },
];

/** Whether the contract's schema takes `input` (a schema with async checks counts as refusing it). */
function validates(schema: NonNullable<RouteContract["body"]>, input: unknown): boolean {
  try {
    return schema.safeParse(input).success;
  } catch {
    return false;
  }
}

type Part = "params" | "query" | "body";

interface Draw {
  caller: Caller;
  mutation: Mutation;
  part: Part;
  params: unknown;
  query: unknown;
  body: unknown;
  where: number;
  which: number;
}

function build(route: RouteContract, shape: RouteShape, d: Draw): FuzzRequest {
  const { mutation, where, which } = d;
  const headers: Record<string, string> = {};
  let params = d.params;
  let query = d.query;
  let body = d.body;
  let rawQuery: string | undefined;
  let payload: string | Buffer | undefined;
  let contentType: string | undefined;
  let badParam: string | undefined;

  const structured = !["valid", "malformedJson", "wrongContentType", "badPathParam", "badQueryEncoding"].includes(
    mutation,
  );
  // The part a structured mutation breaks.
  const target = d.part === "params" && params ? "params" : d.part === "query" || !shape.writes ? "query" : "body";
  let unstorable: string[] = [];
  if (mutation === "unstorableText") {
    const schema = target === "params" ? route.params : target === "query" ? route.querystring : route.body;
    const spoilt = withUnstorableText(
      target === "params" ? params : target === "query" ? (query ?? {}) : (body ?? {}),
      which,
      target !== "body",
      schema ? (input) => validates(schema, input) : undefined,
    );
    if (target === "params") params = spoilt.value;
    else if (target === "query") query = spoilt.value;
    else body = spoilt.value;
    // A multipart route's body is replaced by a malformed form below, which its parser may refuse first.
    if (!shape.multipart) unstorable = spoilt.fields.map((p) => [target, ...p].join("."));
  } else if (structured && mutation !== "unknownField") {
    if (target === "params") params = mutateValue(params, mutation, where, which);
    else if (target === "query") query = mutateValue(query ?? {}, mutation, where, which);
    else body = mutateValue(body ?? {}, mutation, where, which);
  }
  if (mutation === "badPathParam") badParam = pick(BAD_PATH_PARAMS, which);
  if (mutation === "badQueryEncoding") rawQuery = `?${pick(BAD_QUERY_STRINGS, which)}`;
  if (mutation === "unknownField" && (d.part === "query" || !shape.writes)) {
    query = { ...(query as object), unexpected_field: pick(["1", "__proto__", "' OR 1=1"], which), role: "Admin" };
  }

  if (shape.multipart) {
    if (mutation === "valid") {
      const mp = multipartImages([{ name: "photo.png", bytes: PNG_1X1 }]);
      payload = mp.payload;
      contentType = mp.headers["content-type"];
    } else if (mutation === "wrongContentType" || structured) {
      const m = pick(MALFORMED_MULTIPART, which);
      payload = m.payload;
      contentType = m.contentType;
    } else if (mutation === "malformedJson") {
      payload = pick(MALFORMED_JSON, which);
      contentType = "application/json";
    }
  } else if (shape.writes) {
    if (mutation === "malformedJson") {
      payload = pick(MALFORMED_JSON, which);
      contentType = "application/json";
    } else if (mutation === "wrongContentType") {
      const w = pick(WRONG_CONTENT_TYPES, which);
      payload = w.payload;
      contentType = w.contentType;
    } else if (mutation === "unknownField" && d.part === "body") {
      payload = unknownFieldJson(body ?? {}, where, which);
      contentType = "application/json";
    } else if (shape.body || route.method !== "DELETE") {
      payload = JSON.stringify(body ?? {});
      contentType = "application/json";
    }
  }
  if (contentType) headers["content-type"] = contentType;

  const url =
    pathWith(route, params, badParam) + (rawQuery ?? queryString(query, mutation === "hugeArray" && which % 2 === 1));
  const badPath = badParam !== undefined || (structured && d.part === "params");
  return { caller: d.caller, mutation, method: route.method, url, headers, payload, badPath, unstorable };
}

/** A request's caller and mutation fixed ahead of the draw (the coverage set); the inputs are still drawn. */
export interface Planned {
  caller: Caller;
  mutation: Mutation;
  /** unstorableText only: the part spoilt, and NUL or lone surrogates in every string of it the contract lets through. */
  unstorable?: { part: Part; text: UnstorableKind };
}

/**
 * The requests every run sends for a route, whatever FUZZ_RUNS, so that coverage does not hang on the draw:
 * - every caller (each role it lets in, each staff role it does not, a Caregiver, nobody; a signed and an unsigned
 *   device) once, with a valid input: the access decision on a request that would otherwise be taken;
 * - every mutation kind that means something for the route once, from the callers it lets in in turn;
 * - unstorableText once per input part the route has (params, query, body): NUL in every string of the part that
 *   the contract lets through, and for the body, once more with a lone surrogate in each instead.
 */
export function coverageOf(route: RouteContract): Planned[] {
  const shape = shapeOf(route);
  const { allowed, refused } = callersOf(route);
  const plan: Planned[] = [...allowed, ...refused].map((caller) => ({ caller, mutation: "valid" }));
  const allowedAt = (i: number): Caller => allowed[i % allowed.length] as Caller;
  const broken = mutationsFor(shape).filter((m) => m !== "valid" && m !== "unstorableText");
  for (const mutation of broken) plan.push({ caller: allowedAt(plan.length), mutation });
  const targets: Part[] = [];
  if (shape.params) targets.push("params");
  if (shape.query) targets.push("query");
  if (shape.body && shape.writes) targets.push("body");
  const spoilt: { part: Part; text: UnstorableKind }[] = targets.map((part) => ({ part, text: "nul" }));
  if (targets.includes("body")) spoilt.push({ part: "body", text: "surrogates" });
  // A route without inputs still gets the mutation once (it spoils an empty query: nothing to refuse).
  if (spoilt.length === 0) spoilt.push({ part: "query", text: "nul" });
  for (const unstorable of spoilt)
    plan.push({ caller: allowedAt(plan.length), mutation: "unstorableText", unstorable });
  return plan;
}

/**
 * The requests for one route: its coverage set (coverageOf), then random draws up to `runs` in all. Of the drawn
 * ones, three in four come from callers the route lets in (where the input matters), the rest from callers it must
 * refuse whatever they send; one in eight inputs is valid as generated, the rest are broken. Every input, the
 * coverage set's included, is drawn from `seed`: the same seed gives the same requests.
 */
export function* requestsFor(
  route: RouteContract,
  ctx: CaseContext,
  { runs, seed }: { runs: number; seed: number },
): Generator<FuzzRequest> {
  const shape = shapeOf(route);
  const { allowed, refused } = callersOf(route);
  const callers: fc.WeightedArbitrary<Caller>[] = [{ arbitrary: fc.constantFrom(...allowed), weight: 3 }];
  if (refused.length > 0) callers.push({ arbitrary: fc.constantFrom(...refused), weight: 1 });
  const value = (s: JsonSchema | undefined): fc.Arbitrary<unknown> =>
    s ? withSeniorPairs(arbitraryOf(s, undefined, ctx.ids), ctx.seniorPairs) : fc.constant(undefined);
  const broken = mutationsFor(shape).filter((m) => m !== "valid");
  const parts = (["params", "query", "body"] as const).filter((p) => shape[p] !== undefined);
  const draws = fc.record({
    caller: fc.oneof(...callers),
    mutation: fc.oneof(
      { arbitrary: fc.constant<Mutation>("valid"), weight: 2 },
      { arbitrary: fc.constantFrom(...broken), weight: 14 },
    ),
    part: parts.length > 0 ? fc.constantFrom(...parts) : fc.constant<"body">("body"),
    params: value(shape.params),
    query: value(shape.query),
    body: value(shape.body),
    where: fc.nat(),
    which: fc.nat(),
  });
  const plan = coverageOf(route);
  const drawn = fc.sample(draws, { seed, numRuns: Math.max(runs, plan.length) });
  for (const [i, d] of drawn.entries()) {
    const p = plan[i];
    if (!p) yield build(route, shape, d);
    else if (!p.unstorable) yield build(route, shape, { ...d, caller: p.caller, mutation: p.mutation });
    else {
      const { part, text } = p.unstorable;
      yield build(route, shape, {
        ...d,
        caller: p.caller,
        mutation: p.mutation,
        part,
        which: unstorableWhich(text, d.which),
      });
    }
  }
}
