// The case generator alone (no server): every caller class and every mutation kind of every route in ROUTE_TABLE
// is in the requests a run sends at the default count, whatever the draw; the fuzz files rely on it.
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE, STAFF_ROLES, type RouteContract } from "@care/contracts";
import { callerName, coverageOf, requestsFor, type CaseContext, type Caller, type FuzzRequest } from "./cases.js";
import { MUTATIONS } from "./mutations.js";
import { DEFAULT_RUNS, DEFAULT_SEED, routeKey, seedOf } from "./settings.js";

// Ids shaped like the seeded database's, by pool (schema-arbitrary.ts POOL_OF_FIELD); the values do not matter here.
const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const POOLS = ["staff", "facility", "corporation", "care_insight", "alarm", "senior", "account", "route_id", "any"];
const CTX: CaseContext = {
  ids: Object.fromEntries(POOLS.map((pool, p) => [pool, [1, 2, 3].map((n) => uuid(p * 10 + n))])),
  seniorPairs: [{ senior_id: uuid(51), account_id: uuid(61) }],
};

const label = (c: Caller): string =>
  `${callerName(c)} ${c.kind === "device" ? (c.signed ? "allowed" : "refused") : c.allowed ? "allowed" : "refused"}`;

/** The caller classes the README promises for a route, spelt out from its contract. */
function expectedCallers(route: RouteContract): string[] {
  if (route.service === "ingest") return ["device (signed) allowed", "device (unsigned) refused"];
  if (route.access === "public") return ["anonymous allowed", "Admin allowed"];
  const access = route.access;
  return [
    ...STAFF_ROLES.map((role) => `${role} ${access.includes(role) ? "allowed" : "refused"}`),
    "caregiver refused",
    "anonymous refused",
  ];
}

/** The mutation kinds that mean something for a route: path ones need a :param, body ones a method with a body. */
function expectedMutations(route: RouteContract): string[] {
  return MUTATIONS.filter((m) => {
    if (m === "badPathParam") return route.params !== undefined;
    if (m === "malformedJson" || m === "wrongContentType") return route.method !== "GET";
    return true;
  });
}

const requests = (route: RouteContract, runs: number, fuzzSeed = DEFAULT_SEED): FuzzRequest[] => [
  ...requestsFor(route, CTX, { runs, seed: seedOf(route, fuzzSeed) }),
];
/** A default run's requests, drawn once per route for the tests below. */
const defaultRun = new Map<RouteContract, FuzzRequest[]>();
const atDefault = (route: RouteContract): FuzzRequest[] => {
  const sent = defaultRun.get(route) ?? requests(route, DEFAULT_RUNS);
  defaultRun.set(route, sent);
  return sent;
};
/** The value at an API field name such as "body.persona.hobbies.0". */
const valueAt = (root: unknown, field: string): unknown =>
  field
    .split(".")
    .slice(1)
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], root);
/**
 * Which unstorable text `s` holds: NUL, a lone surrogate, or none. By code points, so a valid pair does not count
 * (a surrogate put inside a pair may pair up with one half, leaving the other alone).
 */
const unstorableIn = (s: string): string =>
  s.includes("\u0000")
    ? "nul"
    : [...s].some((c) => c.length === 1 && c >= "\uD800" && c <= "\uDFFF")
      ? "surrogates"
      : "none";
/** Drawing every route's requests takes seconds, more on a busy machine. */
const EVERY_ROUTE_MS = 120_000;
const sorted = (list: Iterable<string>): string[] => [...new Set(list)].sort();

describe("fuzz cases at the default count", () => {
  it.each(ROUTE_TABLE.map((r) => [routeKey(r), r] as const))(
    "%s: every caller class, each with a valid input, and every mutation kind",
    (_, route) => {
      const sent = atDefault(route);
      expect(sent).toHaveLength(DEFAULT_RUNS);
      expect(sorted(sent.map((r) => label(r.caller)))).toEqual(sorted(expectedCallers(route)));
      expect(sorted(sent.filter((r) => r.mutation === "valid").map((r) => label(r.caller)))).toEqual(
        sorted(expectedCallers(route)),
      );
      expect(sorted(sent.map((r) => r.mutation))).toEqual(sorted(expectedMutations(route)));
      // Every broken input is also sent by a caller the route lets in, where the input matters.
      const allowedMutations = sent.filter((r) => label(r.caller).endsWith(" allowed")).map((r) => r.mutation);
      expect(sorted(allowedMutations)).toEqual(sorted(expectedMutations(route)));
    },
  );
});

describe("the coverage set", () => {
  it(
    "is sent whole even when FUZZ_RUNS is below its size",
    () => {
      for (const route of ROUTE_TABLE) {
        const sent = requests(route, 1);
        expect(sent.length, routeKey(route)).toBe(coverageOf(route).length);
        expect(sorted(sent.map((r) => label(r.caller))), routeKey(route)).toEqual(sorted(expectedCallers(route)));
        expect(sorted(sent.map((r) => r.mutation)), routeKey(route)).toEqual(sorted(expectedMutations(route)));
      }
    },
    EVERY_ROUTE_MS,
  );

  it(
    "spoils every input part with NUL, and the body with lone surrogates too, from a caller let in",
    () => {
      const schedule = ROUTE_TABLE.find((r) => routeKey(r) === "PUT /api/reports/schedules/:id");
      expect(schedule).toBeDefined();
      const plan = coverageOf(schedule!).filter((p) => p.unstorable);
      expect(plan.map((p) => p.unstorable)).toEqual([
        { part: "params", text: "nul" },
        { part: "body", text: "nul" },
        { part: "body", text: "surrogates" },
      ]);
      expect(plan.every((p) => label(p.caller).endsWith(" allowed"))).toBe(true);

      // Over every route: the coverage requests carry the text their plan says in each field they name.
      let spoiltBodies = { nul: 0, surrogates: 0 };
      for (const route of ROUTE_TABLE) {
        const sent = atDefault(route);
        coverageOf(route).forEach((p, i) => {
          const req = sent[i]!;
          expect(req.mutation).toBe(p.mutation);
          if (!p.unstorable || req.unstorable.length === 0) return;
          expect(
            req.unstorable.every((f) => f.startsWith(`${p.unstorable!.part}.`)),
            routeKey(route),
          ).toBe(true);
          if (p.unstorable.part !== "body") return void expect(req.url).toContain("%00");
          // Each field it names holds the text, NUL or a lone surrogate as planned.
          const body: unknown = JSON.parse(String(req.payload));
          for (const field of req.unstorable) {
            expect(unstorableIn(String(valueAt(body, field))), field).toBe(p.unstorable.text);
          }
          spoiltBodies = { ...spoiltBodies, [p.unstorable.text]: spoiltBodies[p.unstorable.text] + 1 };
        });
      }
      // Not vacuous: most write routes have a string the contract lets through.
      expect(spoiltBodies.nul).toBeGreaterThan(50);
      expect(spoiltBodies.surrogates).toBeGreaterThan(50);
    },
    EVERY_ROUTE_MS,
  );
});

describe("the seed and the count", () => {
  const route = ROUTE_TABLE.find((r) => routeKey(r) === "PUT /api/reports/schedules/:id")!;
  const shape = (list: FuzzRequest[]): string[] =>
    list.map((r) => `${label(r.caller)} ${r.mutation} ${r.url} ${String(r.payload)}`);

  it("sends the same requests for the same seed, and other inputs for another", () => {
    expect(shape(requests(route, DEFAULT_RUNS))).toEqual(shape(requests(route, DEFAULT_RUNS)));
    expect(shape(requests(route, DEFAULT_RUNS, 7))).not.toEqual(shape(requests(route, DEFAULT_RUNS)));
  });

  it("sends FUZZ_RUNS requests for a long hunt, the coverage set first", () => {
    const long = requests(route, 2000);
    expect(long).toHaveLength(2000);
    expect(shape(long.slice(0, coverageOf(route).length))).toEqual(
      shape(requests(route, 1).slice(0, coverageOf(route).length)),
    );
  });
});
