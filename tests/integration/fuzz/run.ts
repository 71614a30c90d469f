// Drives the fuzz of one group of routes against a real app (tests/support/harness.ts): a test per route, each
// sending the route's coverage set and random requests up to FUZZ_RUNS, drawn by fast-check from FUZZ_SEED, every
// answer held to the invariants.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAREGIVER_ROLE, ROUTE_TABLE, type RouteContract, type StaffRole } from "@care/contracts";
import { startHarness, type DemoRole, type Harness } from "../../support/harness.js";
import { createFixture, INGEST_PATHS, signedHeaders, type TestDevice } from "../../support/ingest-client.js";
import { SIGN_IN_ENV } from "../../support/sign-in.js";
import { tokenFor } from "../../support/tokens.js";
import { callerName, isDeviceRoute, requestsFor, type CaseContext, type FuzzRequest } from "./cases.js";
import { checkAnswer, WriteTracker, type WriteRow } from "./invariants.js";
import type { IdPool } from "./schema-arbitrary.js";
import { FUZZ_RUNS, FUZZ_SEED, routeKey, seedOf } from "./settings.js";

/**
 * The test files, one per group so that vitest spreads them over the cores. Every route lands in exactly one
 * group; a route of a service not named here (a new one) lands in "cognito", so it is fuzzed without anyone
 * remembering to add it.
 */
export const FUZZ_GROUPS = [
  "cognito",
  "supervision",
  "users-senior",
  "users-admin",
  "careinsights",
  "measurement",
  "reports-ingest",
  "fhir",
] as const;
export type FuzzGroup = (typeof FUZZ_GROUPS)[number];

export function groupOf(route: RouteContract): FuzzGroup {
  switch (route.service) {
    case "supervision":
      return "supervision";
    case "careinsights":
      return "careinsights";
    case "measurement":
      return "measurement";
    case "reports":
    case "ingest":
      return "reports-ingest";
    case "fhir":
      return "fhir";
    case "users":
      return /^\/api\/users\/(senior|medical-device|medicine|vendor|provider|wellness-plan)/.test(route.path)
        ? "users-senior"
        : "users-admin";
    default:
      return "cognito";
  }
}

/**
 * Tables a refused request may write to, by route, with the reason. Everything else written by a request that
 * got a 4xx is a bug. (audit_log is not tracked at all: every staff write attempt is audited whatever its
 * outcome, and reads of health data are audited too.)
 */
export const REFUSAL_WRITES: Readonly<Record<string, { tables: readonly string[]; why: string }>> = {};

const DEMO_ROLE: Record<StaffRole, DemoRole> = {
  Admin: "admin",
  CareAgent: "agent",
  Admin_WellnessServices: "wellness",
  WarehouseEmployee: "warehouse",
  BDM: "bdm",
  FACILITY_AGENT: "facility",
};

// Ids in the seeded database by the kind of thing they name (see POOL_OF_FIELD in schema-arbitrary.ts). Staff ids
// leave out the accounts the fuzz calls as (…@demo.care): a write that disables one of them, or changes its role or
// email, ends its sessions at once (issue 25 item 3), and every later case of that caller would answer 401.
const POOL_QUERIES: Record<string, string> = {
  staff: "SELECT id::text AS id FROM staff_user WHERE email NOT LIKE '%@demo.care' ORDER BY email LIMIT 12",
  facility: "SELECT id::text AS id FROM facility ORDER BY name LIMIT 6",
  corporation: "SELECT id::text AS id FROM corporation ORDER BY name LIMIT 6",
  care_insight: "SELECT id::text AS id FROM care_insight ORDER BY id LIMIT 12",
  alarm: "SELECT id::text AS id FROM alarm ORDER BY id LIMIT 8",
  provider: "SELECT id::text AS id FROM provider ORDER BY id LIMIT 8",
  caregiver: "SELECT id::text AS id FROM caregiver ORDER BY id LIMIT 8",
  medical_condition: "SELECT id::text AS id FROM medical_condition ORDER BY id LIMIT 8",
  medication: "SELECT id::text AS id FROM medication ORDER BY id LIMIT 8",
  senior_image: "SELECT id::text AS id FROM senior_image ORDER BY id LIMIT 8",
  announcement: "SELECT id::text AS id FROM announcement ORDER BY id LIMIT 8",
  device: "SELECT id::text AS id FROM device ORDER BY id LIMIT 8",
  suppression_window: "SELECT id::text AS id FROM suppression_window ORDER BY id LIMIT 8",
  call_log: "SELECT id::text AS id FROM call_log ORDER BY id LIMIT 8",
  wellness_resource: "SELECT id::text AS id FROM wellness_resource ORDER BY id LIMIT 8",
  wellness_goal: "SELECT id::text AS id FROM wellness_goal ORDER BY id LIMIT 8",
  route_id: `SELECT id::text AS id FROM (SELECT id FROM report_schedule ORDER BY id LIMIT 6) s
             UNION ALL SELECT id::text FROM (SELECT id FROM report_run ORDER BY id LIMIT 6) r`,
};

async function loadContext(h: Harness): Promise<CaseContext> {
  const ids: Record<string, string[]> = {};
  for (const [pool, sql] of Object.entries(POOL_QUERIES)) {
    const rows = await h.prisma.$queryRawUnsafe<{ id: string }[]>(sql);
    ids[pool] = rows.map((r) => r.id);
  }
  // The facility agent's own residents, another facility's residents and members living at home: valid ids that
  // one caller may touch and another may not.
  const facilityId = h.user("facility").facilityId;
  const seniors = await h.prisma.$queryRawUnsafe<{ id: string; account_id: string }[]>(
    `(SELECT id::text, account_id::text FROM senior WHERE facility_id = $1::uuid ORDER BY member_id LIMIT 6)
     UNION ALL (SELECT id::text, account_id::text FROM senior WHERE facility_id <> $1::uuid ORDER BY member_id LIMIT 6)
     UNION ALL (SELECT id::text, account_id::text FROM senior WHERE facility_id IS NULL ORDER BY member_id LIMIT 6)`,
    facilityId,
  );
  ids.senior = seniors.map((s) => s.id);
  ids.account = seniors.map((s) => s.account_id);
  ids.any = Object.values(ids).flatMap((list) => list.slice(0, 3));
  const pool: IdPool = ids;
  return { ids: pool, seniorPairs: seniors.map((s) => ({ senior_id: s.id, account_id: s.account_id })) };
}

function deviceFor(path: string, devices: Record<keyof typeof INGEST_PATHS, TestDevice>): TestDevice {
  const type = (Object.keys(INGEST_PATHS) as (keyof typeof INGEST_PATHS)[]).find((k) => INGEST_PATHS[k] === path);
  return devices[type ?? "watch"];
}

const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

function describeRequest(req: FuzzRequest): string {
  const payload = req.payload === undefined ? "(none)" : clip(String(req.payload), 500);
  return [
    `  caller:   ${callerName(req.caller)}`,
    `  mutation: ${req.mutation}`,
    `  request:  ${req.method} ${clip(req.url, 300)}`,
    `  headers:  ${JSON.stringify(req.headers)}`,
    `  payload:  ${JSON.stringify(payload)}`,
  ].join("\n");
}

/** Declares the fuzz tests of one group; call once at the top level of its test file. */
export function fuzzGroup(group: FuzzGroup): void {
  // Counts printed at the end of the file: the group's own, also when files share a module graph (isolate: false).
  const totals = { routes: 0, cases: 0, started: 0 };
  const routes = ROUTE_TABLE.filter((r) => groupOf(r) === group);
  let h: Harness;
  let tracker: WriteTracker;
  let ctx: CaseContext;
  const tokens = new Map<string, string>();
  let devices: Record<keyof typeof INGEST_PATHS, TestDevice> | undefined;

  beforeAll(async () => {
    // The development mailbox is switched on (as the access matrix does) so that its route exists to be fuzzed,
    // and the sign-in rate limit is raised so the fuzz of sign-in reaches the password checks.
    totals.started = performance.now();
    h = await startHarness({ env: SIGN_IN_ENV });
    for (const [role, demo] of Object.entries(DEMO_ROLE)) tokens.set(role, h.token(demo));
    tokens.set(CAREGIVER_ROLE, (await tokenFor(h.app, "caregiver@demo.care", [CAREGIVER_ROLE])).token);
    ctx = await loadContext(h);
    if (routes.some(isDeviceRoute)) {
      const f = await createFixture(h.prisma);
      devices = { watch: f.watch, scale: f.scale, sleep: f.sleep, hub: f.hub };
    }
    tracker = await WriteTracker.install(h.env.databaseUrl);
  });
  afterAll(async () => {
    await tracker?.close();
    await h?.close();
    console.log(
      `fuzz ${group}: ${totals.routes} routes, ${totals.cases} cases in ${((performance.now() - totals.started) / 1000).toFixed(1)} s ` +
        `(FUZZ_SEED=${FUZZ_SEED}, FUZZ_RUNS=${FUZZ_RUNS})`,
    );
  });

  async function send(route: RouteContract, req: FuzzRequest): Promise<LightMyRequestResponse> {
    const headers = { ...req.headers };
    const c = req.caller;
    if (c.kind === "staff") headers.authorization = `Bearer ${tokens.get(c.role)}`;
    if (c.kind === "caregiver") headers.authorization = `Bearer ${tokens.get(CAREGIVER_ROLE)}`;
    if (c.kind === "device" && c.signed && devices) {
      const device = deviceFor(route.path, devices);
      const signed = signedHeaders(device.uid, device.secret, String(req.payload ?? ""));
      delete signed["content-type"];
      Object.assign(headers, signed);
    }
    return h.app.inject({
      method: req.method,
      url: req.url,
      headers,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
  }

  /** Rows a refused request wrote that it had no business writing. */
  function unexpected(route: RouteContract, rows: WriteRow[]): WriteRow[] {
    const allowed = REFUSAL_WRITES[routeKey(route)]?.tables ?? [];
    return rows.filter((r) => !allowed.includes(r.tbl));
  }

  async function refusedWrites(route: RouteContract, req: FuzzRequest, status: number): Promise<string | null> {
    const refused = status >= 400;
    const rows = unexpected(route, await tracker.since());
    if (!refused || rows.length === 0) return null;
    // A write can land late from an earlier accepted request (work finished after its answer): let everything
    // settle, then send the same request alone. Only a refusal that writes again is reported.
    await new Promise((r) => setTimeout(r, 300));
    await h.app.auditFlush();
    await tracker.since();
    const again = await send(route, req);
    const rowsAgain = unexpected(route, await tracker.since());
    if (again.statusCode < 400 || rowsAgain.length === 0) return null;
    return `refused (${again.statusCode}) yet wrote: ${rowsAgain.map((r) => `${r.op} ${r.tbl}`).join(", ")}`;
  }

  describe(`fuzz: ${group}`, () => {
    it("has routes, and sees a write when one happens", async () => {
      expect(routes.length).toBeGreaterThan(0);
      // The no-write invariant is only as good as the tracker: a no-op update still fires the row trigger.
      await tracker.since();
      await h.prisma.$executeRawUnsafe(
        "UPDATE facility SET name = name WHERE id = (SELECT min(id::text)::uuid FROM facility)",
      );
      expect((await tracker.since()).map((r) => `${r.op} ${r.tbl}`)).toEqual(["UPDATE facility"]);
    });

    it.each(routes.map((r) => [routeKey(r), r] as const))(
      "%s",
      async (_, route) => {
        const seed = seedOf(route);
        let sent = 0;
        for (const req of requestsFor(route, ctx, { runs: FUZZ_RUNS, seed })) {
          sent += 1;
          const res = await send(route, req);
          const problems = checkAnswer(route, req, res);
          const written = await refusedWrites(route, req, res.statusCode);
          if (written) problems.push(written);
          if (problems.length > 0) {
            throw new Error(
              [
                `FUZZ_SEED=${FUZZ_SEED} route ${routeKey(route)} (route seed ${seed}, case ${sent})`,
                describeRequest(req),
                `  answer:   ${res.statusCode} ${clip(res.body, 500)}`,
                `  broken:   ${problems.join("; ")}`,
                `  replay:   FUZZ_SEED=${FUZZ_SEED} npx vitest run tests/integration/fuzz -t "${routeKey(route)}"`,
              ].join("\n"),
            );
          }
        }
        totals.routes += 1;
        totals.cases += sent;
      },
      180_000,
    );
  });
}
