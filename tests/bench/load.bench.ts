/**
 * Mixed load: `npm run bench:load` (not part of npm test; loopback only; figures printed; exits 1 on any error).
 *
 * Starts its own stack on free ports, as `npm start` runs it: a database, a private Redis, soketi, the API and the
 * alarms and pipeline worker processes (WORKER_ROLE; no report is built here) as child processes. The database is a copy of the
 * dashboard benchmark's (10,000 seniors × 30 days of history through the simulator's backfill) when that exists
 * (`npm run bench:dashboard` builds it), else the seeded template grown to BENCH_SENIORS synthetic seniors with
 * the same caseloads and no history.
 *
 * The fleet streams live through the simulator's live mode (every device every BENCH_FLUSH_S seconds, default 60)
 * while BENCH_USERS simulated staff (default 24: 60 % care agents, 25 % admins, 15 % facility agents, each signed in
 * as a different seeded account where there are enough) browse like the portal does: each "page" is the set of
 * calls its screen makes when it opens, sent together, followed by 0.5–2.5 s of reading time. Care agents open the
 * Care Dashboard and scroll it, open one of their seniors (the Dashboard tab) and the wellness sections; admins the
 * dashboard over everyone, the care-insight review queue, the account lists and a senior; facility agents their
 * agency home, its residents and a resident. Latency is measured at the client (request start → body read), per
 * route group, over BENCH_DURATION_S (default 180 s) after BENCH_WARMUP_S (default 30 s) of live readings.
 *
 * Baseline from the same run: `SELECT 1` over a pg connection from this process, sampled every 250 ms during the
 * measured window, so it sees the same machine load. Each group's p95 is printed as a multiple of it.
 * A small run for a quick check: BENCH_SENIORS=300 BENCH_USERS=6 BENCH_DURATION_S=30 BENCH_WARMUP_S=5.
 */
import { spawn } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { msToNs } from "@care/contracts";
import { createPrisma } from "@care/db";
import { waitFor } from "../../scripts/lib/ports.js";
import { ensureFleetSize } from "../../simulator/src/synthetic.js";
import { baseUrl, createDatabaseFrom, ensureTemplates, ROOT, schemaFingerprint } from "../support/databases.js";
import { configEnv } from "../support/worker-harness.js";
import { organiseSyntheticFleet } from "./dashboard-fleet.js";
import { killChild } from "./lib/processes.js";
import { Cleanups, startBenchProcesses, startBenchServices } from "./lib/stack.js";
import { percentile, summary } from "./lib/stats.js";

const SENIORS = Number(process.env.BENCH_SENIORS ?? 10_000);
const FLUSH_S = Number(process.env.BENCH_FLUSH_S ?? 60);
const USERS = Number(process.env.BENCH_USERS ?? 24);
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 180) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 30) * 1000;
const PASSWORD = "Demo#Portal2026x"; // every seeded staff account's (prisma/seed/staff.ts)
const DAY = 86_400_000;
const TZ = "America%2FNew_York";
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

type Role = "agent" | "admin" | "facility";
const ROLE_OF: Record<Role, string> = { agent: "CareAgent", admin: "Admin", facility: "FACILITY_AGENT" };

interface Senior {
  id: string;
  accountId: string;
  memberId: number;
  timezone: string;
}

interface Staff {
  role: Role;
  email: string;
  jwt: string;
  facilityId: string | null;
  /**
   * Seniors this account opens: a care agent's caseload, a facility agent's residents, and for an admin agency
   * residents (admins reach them through the agencies; they may read every senior's wellness data).
   */
  seniors: Senior[];
}

interface Call {
  group: string;
  method?: "GET" | "POST";
  url: string;
  body?: unknown;
}

/** What each group's latencies and failures came to. */
class Tally {
  readonly samples = new Map<string, number[]>();
  readonly errors: string[] = [];
  record(group: string, ms: number): void {
    const list = this.samples.get(group) ?? [];
    list.push(ms);
    this.samples.set(group, list);
  }
}

/**
 * The newest database bench:dashboard loaded for SENIORS seniors × 30 days (any schema version: a copy of an older
 * one is migrated forward, the migrations being additive), or null.
 */
async function newestDashboardData(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: baseUrl() });
  await admin.connect();
  try {
    const r = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database
       WHERE datname LIKE $1 AND shobj_description(oid, 'pg_database') LIKE 'generated_at=%'
       ORDER BY substring(shobj_description(oid, 'pg_database') FROM 'generated_at=([0-9]+)')::bigint DESC LIMIT 1`,
      [`care_bench_dash_%_${SENIORS}x30`],
    );
    return r.rows[0]?.datname ?? null;
  } finally {
    await admin.end();
  }
}

/** `prisma migrate deploy` on a database, as a developer would run it. */
async function migrate(url: string): Promise<void> {
  const child = spawn(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`prisma migrate deploy exited with ${code}`);
}

/** The benchmark database: a copy of bench:dashboard's when there is one, else a grown seeded template. */
async function prepareDatabase(): Promise<{ url: string; drop: () => Promise<void>; source: string }> {
  const templates = await ensureTemplates();
  const dashboardData = await newestDashboardData();
  if (dashboardData) {
    const db = await createDatabaseFrom(dashboardData);
    if (!dashboardData.includes(schemaFingerprint())) await migrate(db.url);
    return { ...db, source: `a copy of ${dashboardData} (30 days of history loaded by bench:dashboard)` };
  }
  const db = await createDatabaseFrom(templates.seeded);
  const prisma = createPrisma(db.url, 4);
  try {
    await ensureFleetSize(prisma, SENIORS, 42);
  } finally {
    await prisma.$disconnect();
  }
  await organiseSyntheticFleet(db.url);
  return { ...db, source: "the seeded template grown with synthetic seniors (no history; bench:dashboard adds it)" };
}

/** Signs in over HTTP like the portal; accounts with MFA are left out. */
async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/cognito/authentication/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { data?: { jwt?: string }[] };
  const jwt = body.data?.[0]?.jwt;
  if (!jwt) throw new Error(`sign-in of ${email} failed: HTTP ${res.status}`);
  return jwt;
}

/** BENCH_USERS accounts in the 60/25/15 mix, each with the seniors it may open. */
async function staffFor(db: pg.Client, base: string): Promise<Staff[]> {
  const want: Record<Role, number> = {
    admin: Math.max(1, Math.round(USERS * 0.25)),
    facility: Math.max(1, Math.round(USERS * 0.15)),
    agent: 0,
  };
  want.agent = Math.max(1, USERS - want.admin - want.facility);
  const staff: Staff[] = [];
  for (const role of ["agent", "admin", "facility"] as const) {
    const accounts = await db.query<{ id: string; email: string; facility_id: string | null }>(
      `SELECT id, email, facility_id FROM staff_user
       WHERE primary_role = $1 AND is_active AND NOT is_mfa_enabled
         AND ($1 <> 'CareAgent' OR EXISTS (SELECT 1 FROM care_agent_assignment c
                                           WHERE c.staff_user_id = staff_user.id AND c.unassigned_at IS NULL))
         AND ($1 <> 'FACILITY_AGENT' OR facility_id IS NOT NULL)
       ORDER BY email`,
      [ROLE_OF[role]],
    );
    if (accounts.rows.length === 0) throw new Error(`no ${ROLE_OF[role]} account to sign in with`);
    for (let i = 0; i < want[role]; i++) {
      // More users than accounts: several users share an account, like one person with two tabs.
      const account = accounts.rows[i % accounts.rows.length]!;
      const seniors = await db.query<{ id: string; account_id: string; member_id: number; timezone: string }>(
        `SELECT s.id, s.account_id, s.member_id, s.timezone FROM senior s
         WHERE s.is_active AND CASE $1::text
           WHEN 'agent' THEN EXISTS (SELECT 1 FROM care_agent_assignment c
                                     WHERE c.senior_id = s.id AND c.unassigned_at IS NULL AND c.staff_user_id = $2::uuid)
           WHEN 'facility' THEN s.is_resident AND s.facility_id = $3::uuid
           ELSE s.is_resident OR s.facility_id IS NOT NULL END
         ORDER BY s.member_id LIMIT 200 OFFSET $4`,
        [role, account.id, account.facility_id, role === "admin" ? i * 200 : 0],
      );
      staff.push({
        role,
        email: account.email,
        jwt: await signIn(base, account.email),
        facilityId: account.facility_id,
        seniors: seniors.rows.map((r) => ({
          id: r.id,
          accountId: r.account_id,
          memberId: r.member_id,
          timezone: r.timezone,
        })),
      });
    }
  }
  return staff;
}

/** The calls a senior's Dashboard tab and wellness sections make when they open (apps/web features/senior, wellness). */
function seniorPages(s: Senior): Call[][] {
  const now = Date.now();
  const ref = `senior_id=${s.id}&account_id=${s.accountId}`;
  const startOfDay = now - (now % DAY);
  const day = `${ref}&start_timestamp=${msToNs(startOfDay)}&end_timestamp=${msToNs(startOfDay + DAY)}`;
  const night = encodeURIComponent(JSON.stringify({ start_time: msToNs(now - DAY), end_time: msToNs(now) }));
  const search = encodeURIComponent(JSON.stringify([{ type: "member_id", value: String(s.memberId) }]));
  return [
    [
      { group: "senior tab", url: `/api/users/senior/header?${ref}` },
      { group: "senior tab", url: `/api/users/senior/minimal-info?${ref}` },
      {
        group: "senior tab",
        url: `/api/measurement/dashboard?period=day&timezone=${TZ}&assigned_to=all&search_query=${search}`,
      },
      {
        group: "senior tab",
        url: `/api/careinsights/all?${ref}&status=approved&limit=20&start_timestamp=${msToNs(now - 30 * DAY)}&end_timestamp=${msToNs(now)}`,
      },
      { group: "senior tab", url: `/api/measurement/sos-fall?${ref}` },
      {
        group: "senior tab",
        method: "POST",
        url: "/api/supervision/location",
        body: {
          senior_id: s.id,
          account_id: s.accountId,
          start_timestamp: msToNs(now - DAY),
          end_timestamp: msToNs(now),
          history: false,
          timezone: s.timezone,
        },
      },
    ],
    [
      { group: "wellness: heart rate", url: `/api/measurement/vitals/heart-extreme?${day}&timezone=${TZ}` },
      { group: "wellness: heart rate", url: `/api/measurement/vitals/heart?${day}&timezone=${TZ}` },
    ],
    [
      { group: "wellness: body health", url: `/api/measurement/body-health/raw-measurement?${day}&timezone=${TZ}` },
      { group: "wellness: body health", url: `/api/measurement/body-health/raw-difference?${day}&timezone=${TZ}` },
      {
        group: "wellness: body health",
        url: `/api/measurement/body-health/body-graph?${day}&timezone=${TZ}&measurement_type=weight`,
      },
      { group: "wellness: body health", url: `/api/measurement/goals/body-health?${ref}&target_type=weight` },
    ],
    [
      { group: "wellness: activity", url: `/api/measurement/activity/score?${day}&timezone=${TZ}&newversion=true` },
      { group: "wellness: activity", url: `/api/measurement/activity/series?${day}&timezone=${TZ}&newversion=true` },
      { group: "wellness: activity", url: `/api/measurement/goals/activity?${ref}` },
    ],
    [
      { group: "wellness: sleep", url: `/api/measurement/sleep/daily?${day}` },
      { group: "wellness: sleep", url: `/api/measurement/sleep/weekly-summary?${day}` },
      { group: "wellness: sleep", url: `/api/measurement/sleep/phase?${ref}&sleep_cycle=${night}` },
      { group: "wellness: sleep", url: `/api/measurement/sleep/heart-rate?${ref}&sleep_cycle=${night}` },
    ],
  ];
}

/** One visit of a user: the pages it opens in order. */
function visit(user: Staff, k: number): Call[][] {
  const s = user.seniors[k % Math.max(1, user.seniors.length)];
  const senior = s ? seniorPages(s) : [];
  // One wellness section per visit, in turn, after the senior's Dashboard tab.
  const opened = senior.length > 0 ? [senior[0]!, senior[1 + (k % (senior.length - 1))]!] : [];
  const period = ["day", "week", "month"][k % 3];
  if (user.role === "agent") {
    return [
      [{ group: "care dashboard", url: `/api/measurement/dashboard?period=${period}&timezone=${TZ}` }],
      ...opened,
    ];
  }
  if (user.role === "admin") {
    return [
      [
        {
          group: "care dashboard",
          url: `/api/measurement/dashboard?period=${period}&timezone=${TZ}&assigned_to=all`,
        },
      ],
      [{ group: "review queue", url: "/api/careinsights/review?limit=20" }],
      [
        { group: "admin lists", url: "/api/users/admin/care-agents" },
        { group: "admin lists", url: "/api/users/admin/seniors" },
      ],
      ...opened,
    ];
  }
  const f = `facility_id=${user.facilityId}`;
  return [
    [
      { group: "agency", url: `/api/users/agency/detail?${f}` },
      { group: "agency", url: `/api/measurement/facility-residents-count?${f}` },
      { group: "agency", url: `/api/measurement/agency/activity-graph?${f}&timezone=${TZ}` },
      { group: "agency", url: `/api/measurement/agency/fall-graph?${f}&timezone=${TZ}` },
    ],
    [{ group: "agency", url: `/api/users/agency/residents?${f}` }],
    ...opened,
  ];
}

async function send(base: string, user: Staff, call: Call, tally: Tally, measuring: () => boolean): Promise<unknown> {
  const start = performance.now();
  try {
    const res = await fetch(`${base}${call.url}`, {
      method: call.method ?? "GET",
      headers: {
        authorization: `Bearer ${user.jwt}`,
        ...(call.body ? { "content-type": "application/json" } : {}),
      },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
    const text = await res.text();
    if (measuring()) {
      if (res.ok) tally.record(call.group, performance.now() - start);
      else
        tally.errors.push(
          `${res.status} ${call.method ?? "GET"} ${call.url.split("?")[0]} as ${user.email}: ${text.slice(0, 200)}`,
        );
    }
    return res.ok ? JSON.parse(text) : null;
  } catch (err) {
    if (measuring()) tally.errors.push(`${call.url.split("?")[0]}: ${(err as Error).message}`);
    return null;
  }
}

async function main(): Promise<void> {
  const cleanups = new Cleanups();
  try {
    console.log(
      `load bench: ${SENIORS} seniors streaming (every device every ${FLUSH_S} s), ${USERS} staff browsing for ${DURATION_MS / 1000} s`,
    );
    const t0 = performance.now();
    const db = await prepareDatabase();
    cleanups.push(db.drop);
    console.log(`data: ${db.source}; ready in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    const { config } = await startBenchServices(db.url, cleanups);
    const { base, workerProblems } = await startBenchProcesses(config, cleanups);
    console.log("stack up: API, alarm worker, pipeline worker, soketi, Redis");
    const probe = new pg.Client({ connectionString: db.url });
    await probe.connect();
    cleanups.push(() => probe.end());
    const staff = await staffFor(probe, base);
    const mix = (["agent", "admin", "facility"] as const).map(
      (r) => `${staff.filter((s) => s.role === r).length} ${ROLE_OF[r]}`,
    );
    console.log(`staff: ${mix.join(", ")} (${new Set(staff.map((s) => s.email)).size} distinct accounts)`);

    // The fleet's live stream, in a process of its own (`npm run sim -- live`).
    const sim = spawn(
      process.execPath,
      ["--import", "tsx", "simulator/src/cli.ts", "live", "--flush", String(FLUSH_S)],
      {
        cwd: ROOT,
        env: configEnv(config, { API_URL: base, SIMULATOR_SPEED: "1" }),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const simLines: string[] = [];
    sim.stdout?.on("data", (d: Buffer) =>
      simLines.push(
        ...d
          .toString()
          .split("\n")
          .filter((l) => l.includes("[sim]")),
      ),
    );
    cleanups.push(() => killChild(sim, 15_000));
    const readingsSince = async (from: Date): Promise<number> =>
      (await probe.query<{ n: number }>("SELECT count(*)::int AS n FROM reading WHERE received_at >= $1", [from]))
        .rows[0]?.n ?? 0;
    const simStart = new Date();
    const streaming = await waitFor(
      async () => (await sleep(1000), (await readingsSince(simStart)) >= 1000),
      "live readings",
      300_000,
    ).then(
      () => true,
      () => false,
    );
    console.log(streaming ? "live readings flowing" : "live readings did not start within 300 s: measuring anyway");

    // Staff browse from the start of the warm-up; only the measured window counts.
    const tally = new Tally();
    let measuring = false;
    let stopping = false;
    const users = staff.map(async (user, u) => {
      await sleep((u * 997) % 2000); // staggered sign-on
      for (let k = u; !stopping; k++) {
        for (const page of visit(user, k)) {
          if (stopping) return;
          await Promise.all(page.map((call) => send(base, user, call, tally, () => measuring)));
          await sleep(500 + ((k * 7919 + u * 104_729) % 2000));
        }
      }
    });
    await sleep(WARMUP_MS);
    measuring = true;
    const measuredFrom = new Date();
    const windowStart = performance.now();
    const baseline: number[] = [];
    while (performance.now() - windowStart < DURATION_MS) {
      const t = performance.now();
      await probe.query("SELECT 1");
      baseline.push(performance.now() - t);
      await sleep(250);
    }
    measuring = false;
    const seconds = (performance.now() - windowStart) / 1000;
    const stored = await readingsSince(measuredFrom);
    stopping = true;
    await Promise.all(users);
    await killChild(sim, 15_000); // it sends what it buffered, then prints its summary (requests, readings)

    const basep95 = percentile(
      [...baseline].sort((a, b) => a - b),
      95,
    );
    const width = 30;
    console.log("");
    console.log(summary("baseline: SELECT 1 (pg, same run)", baseline, "", width));
    let requests = 0;
    for (const [group, samples] of [...tally.samples].sort(([a], [b]) => a.localeCompare(b))) {
      requests += samples.length;
      const p95 = percentile(
        [...samples].sort((a, b) => a - b),
        95,
      );
      console.log(summary(group, samples, `  p95 = ${(p95 / basep95).toFixed(0)}× baseline`, width));
    }
    console.log("");
    console.log(
      `${requests} staff requests answered in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(1)}/s); ` +
        `live readings stored meanwhile: ${(stored / seconds).toFixed(0)}/s`,
    );
    console.log(
      `errors: ${tally.errors.length}${tally.errors.length ? `; first: ${tally.errors.slice(0, 5).join(" | ")}` : ""}`,
    );
    console.log(
      `machine load average (1/5/15 min): ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" / ")} on ${cpus().length} cores`,
    );
    console.log(
      `worker warnings/errors: ${workerProblems.length}${workerProblems[0] ? ` (first: ${workerProblems[0].slice(0, 300)})` : ""}`,
    );
    if (tally.errors.length > 0) process.exitCode = 1;
  } finally {
    await cleanups.cleanup();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
