import { randomUUID } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CAREGIVER_ROLE,
  ROUTE_TABLE,
  STAFF_ROLES,
  type AccessClaims,
  type RouteContract,
  type StaffRole,
} from "@care/contracts";
import { startHarness, type Harness } from "../support/harness.js";
import { SIGN_IN_ENV } from "../support/sign-in.js";
import {
  ASKED,
  NOT_READINGS,
  READINGS_LISTS,
  routeKey,
  SCOPING_RULE,
  seniorScopedReads,
  SENIORS_OF_ROLE,
  scopingRequest,
  scopingSeniors,
  type SeniorKey,
  type Seniors,
} from "./senior-scoping.js";
import { tokenFor } from "../support/tokens.js";

/**
 * Walks ROUTE_TABLE × (anonymous, each staff role, a Caregiver token). Every route must have made its access
 * decision, and the server must keep it: anonymous → 401 on non-public routes, a role outside `access` → 403,
 * a role inside → neither 401 nor 403 (400/404/200 are fine: the request is empty), Caregiver → 403.
 * A route added later without a decision, or with the wrong one, fails here.
 */

// One demo account per role (seed), so each forged token carries a real user id of that role.
const ACCOUNT: Record<StaffRole | typeof CAREGIVER_ROLE, string> = {
  Admin: "admin@demo.care",
  CareAgent: "agent@demo.care",
  WarehouseEmployee: "warehouse@demo.care",
  BDM: "bdm@demo.care",
  FACILITY_AGENT: "facility@demo.care",
  Admin_WellnessServices: "wellness@demo.care",
  Caregiver: "caregiver@demo.care",
};

let h: Harness;
const tokens = new Map<string, string>();

async function forge(app: FastifyInstance, role: StaffRole | typeof CAREGIVER_ROLE): Promise<string> {
  const { token, claims } = await tokenFor(app, ACCOUNT[role], [role]);
  expect(claims.roles).toEqual([role]);
  return token;
}

beforeAll(async () => {
  h = await startHarness({ env: SIGN_IN_ENV });
  for (const role of [...STAFF_ROLES, CAREGIVER_ROLE] as const) tokens.set(role, await forge(h.app, role));
});
afterAll(async () => {
  await h?.close();
});

/** An empty request for the route: params filled with fresh uuids, no query, an empty body for writes. */
function request(route: RouteContract, token?: string): InjectOptions {
  const url = route.path.replace(/:([A-Za-z_]+)/g, () => randomUUID());
  return {
    method: route.method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
  };
}

const label = (r: RouteContract): string => `${r.method} ${r.path}`;
const publicRoutes = ROUTE_TABLE.filter((r) => r.access === "public");
const guardedRoutes = ROUTE_TABLE.filter((r) => r.access !== "public");

describe("access matrix", () => {
  it("has routes to walk", () => {
    expect(guardedRoutes.length).toBeGreaterThan(0);
    // Every non-public route names at least one role: an empty list would lock everybody out by mistake.
    for (const r of guardedRoutes) expect((r.access as readonly StaffRole[]).length, label(r)).toBeGreaterThan(0);
  });

  // Public means "no bearer token needed" (sign-in; device ingestion has its own per-device signature, so it may
  // still answer 401 to an unsigned request). What must hold: the bearer token plays no part, and empty input
  // is never a server error.
  it.each(publicRoutes.map((r) => [label(r), r] as const))("%s is public", async (_, route) => {
    const anonymous = await h.app.inject(request(route));
    const withToken = await h.app.inject(request(route, tokens.get(CAREGIVER_ROLE)));
    expect(anonymous.statusCode, anonymous.body).toBeLessThan(500);
    expect(withToken.statusCode, withToken.body).toBe(anonymous.statusCode);
  });

  it.each(guardedRoutes.map((r) => [label(r), r] as const))("%s", async (_, route) => {
    const access = route.access as readonly StaffRole[];
    const anonymous = await h.app.inject(request(route));
    expect(anonymous.statusCode, "anonymous").toBe(401);

    const caregiver = await h.app.inject(request(route, tokens.get(CAREGIVER_ROLE)));
    expect(caregiver.statusCode, "Caregiver").toBe(403);

    for (const role of STAFF_ROLES) {
      const res = await h.app.inject(request(route, tokens.get(role)));
      if (access.includes(role)) {
        expect([401, 403], `${role} is allowed: ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${role}: ${res.body}`).toBeLessThan(500);
      } else {
        expect(res.statusCode, `${role} is not allowed`).toBe(403);
      }
    }
  });

  it("refuses forged, expired and malformed tokens with 401", async () => {
    const route = guardedRoutes[0] as RouteContract;
    const admin = tokens.get("Admin") ?? "";
    const [header, payload] = admin.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    // Signed with our secret, but 10 s past its expiry.
    const expired = h.app.jwt.sign({ ...(h.app.jwt.decode<AccessClaims>(admin) as AccessClaims) }, { expiresIn: -10 });
    for (const token of [forged, expired, "not.a.token", "x"]) {
      expect((await h.app.inject(request(route, token))).statusCode, token.slice(0, 20)).toBe(401);
    }
  });
});

/**
 * Per-senior scoping with real ids (issue 20 item 4c): every senior-scoped read, called by every role its access
 * lets in, about a senior of the facility agent's facility, a resident of another facility and a member living at
 * home. A senior the role may read answers 200; any other answers 404, exactly like a senior that does not exist.
 */
describe("per-senior scoping", () => {
  let seniors: Seniors;

  beforeAll(async () => {
    const staff = (email: string) => h.app.prisma.staffUser.findUniqueOrThrow({ where: { email } });
    const facilityAgent = await staff(ACCOUNT.FACILITY_AGENT);
    const careAgent = await staff(ACCOUNT.CareAgent);
    seniors = await scopingSeniors(h.app.prisma, facilityAgent.facilityId ?? "", careAgent.id);
  });

  it("knows the rule of every senior-scoped read", () => {
    expect(seniorScopedReads().map(routeKey).sort()).toEqual(Object.keys(SCOPING_RULE).sort());
  });

  it.each(seniorScopedReads().map((r) => [label(r), r] as const))("%s", async (_, route) => {
    const rule = SCOPING_RULE[routeKey(route)] ?? "senior";
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const role of route.access as readonly StaffRole[]) {
      for (const key of ASKED[rule]) {
        const res = await h.app.inject(scopingRequest(route, seniors[key], tokens.get(role) ?? ""));
        outcomes.push(`${role} ${key} ${res.statusCode}${res.statusCode >= 400 ? ` ${res.json().message}` : ""}`);
        const visible = SENIORS_OF_ROLE[rule][role].includes(key);
        expected.push(`${role} ${key} ${visible ? 200 : 404}${visible ? "" : ` ${res.json().message}`}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it("knows whether each read of the measurement service that names no senior shows readings", () => {
    const scoped = new Set(seniorScopedReads().map(routeKey));
    const unnamed = ROUTE_TABLE.filter((r) => r.service === "measurement" && r.method === "GET")
      .map(routeKey)
      .filter((k) => !scoped.has(k));
    expect([...unnamed, "GET /api/supervision/alarms"].sort()).toEqual(
      [...Object.keys(READINGS_LISTS), ...Object.keys(NOT_READINGS)].sort(),
    );
  });

  // The lists of many seniors' readings (the care dashboard, the alarm list) show each role the seniors the vitals
  // rule gives it, and no other.
  it.each(Object.keys(READINGS_LISTS).map((k) => [k] as const))(
    "%s shows the seniors of the vitals rule",
    async (key) => {
      const route = ROUTE_TABLE.find((r) => routeKey(r) === key) as RouteContract;
      const list = READINGS_LISTS[key];
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const role of route.access as readonly StaffRole[]) {
        for (const senior of ASKED.vitals) {
          const res = await h.app.inject({
            method: "GET",
            url: route.path,
            query: list?.query(seniors[senior]),
            headers: { authorization: `Bearer ${tokens.get(role)}` },
          });
          const shown = res.statusCode === 200 && list?.shows(res.json().data, seniors[senior]);
          outcomes.push(`${role} ${senior} ${res.statusCode} ${shown ? "shown" : "not shown"}`);
          expected.push(
            `${role} ${senior} 200 ${SENIORS_OF_ROLE.vitals[role].includes(senior) ? "shown" : "not shown"}`,
          );
        }
      }
      expect(outcomes).toEqual(expected);
    },
  );

  // Roles add up, and a role that reads every senior for another purpose (a BDM onboards members of any agency, a
  // warehouse employee handles every member's devices) adds nobody's readings to a facility agent's.
  it("gives a facility agent who also holds BDM or WarehouseEmployee their own residents' readings only", async () => {
    const vitalsReads = seniorScopedReads().filter(
      (r) => SCOPING_RULE[routeKey(r)] === "vitals" && (r.access as readonly StaffRole[]).includes("FACILITY_AGENT"),
    );
    expect(vitalsReads.length).toBeGreaterThan(20);
    const dashboard = READINGS_LISTS["GET /api/measurement/dashboard"];
    for (const extra of ["BDM", "WarehouseEmployee"] as const) {
      const { token } = await tokenFor(h.app, ACCOUNT.FACILITY_AGENT, ["FACILITY_AGENT", extra]);
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const key of ["own", "otherFacility", "nonResident"] as const satisfies readonly SeniorKey[]) {
        for (const route of vitalsReads) {
          const res = await h.app.inject(scopingRequest(route, seniors[key], token));
          outcomes.push(`${extra} ${routeKey(route)} ${key} ${res.statusCode}`);
          expected.push(`${extra} ${routeKey(route)} ${key} ${key === "own" ? 200 : 404}`);
        }
        const res = await h.app.inject({
          method: "GET",
          url: "/api/measurement/dashboard",
          query: dashboard?.query(seniors[key]),
          headers: { authorization: `Bearer ${token}` },
        });
        outcomes.push(
          `${extra} dashboard ${key} ${dashboard?.shows(res.json().data, seniors[key]) ? "shown" : "not shown"}`,
        );
        expected.push(`${extra} dashboard ${key} ${key === "own" ? "shown" : "not shown"}`);
      }
      expect(outcomes).toEqual(expected);
    }
  });

  it("answers 404 to a BDM asking for one resident's activity on the agency graph", async () => {
    const route = ROUTE_TABLE.find((r) => r.path === "/api/measurement/agency/activity-graph") as RouteContract;
    const res = await h.app.inject(scopingRequest(route, seniors.own, tokens.get("BDM") ?? ""));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ application_code: 404, data: null, error: { code: "NOT_FOUND" } });
  });
});
