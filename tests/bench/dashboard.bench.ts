/**
 * Dashboard read latency: `npm run bench:dashboard` (not part of npm test; nothing is asserted, figures are printed).
 *
 * Data: a database of its own (care_bench_dash_<schema fingerprint>) copied from the seeded template, grown to
 * BENCH_SENIORS seniors (default 10,000) with the simulator's synthetic seniors, given caseloads (dashboard-fleet.ts),
 * then loaded with BENCH_DAYS days (default 30) of history by the simulator's backfill, run as the tester runs it
 * (`npm run sim -- backfill --days 30 --lite`: readings, rollups, nights and locations through the ingest SQL).
 * That takes a while on 2 cores, so the data is reused for BENCH_REUSE_HOURS (default 24) unless BENCH_FRESH=1.
 *
 * Measures, in process (app.inject; server time = Fastify's reply.elapsedTime from the onResponse hook), p50/p95 of:
 * the care-dashboard first page (admin over every senior, a care agent's assigned seniors, a facility agent, for day,
 * week and month), the heart-rate week view and the sleep week view, every call the senior Dashboard tab and each
 * wellness section (heart rate, body health, activity, sleep; day mode) make when they open, and a baseline from the
 * same run: SELECT 1 through the same Prisma client. Targets (documented, not asserted): every p95 < 50 ms.
 * A small run for a quick check: BENCH_SENIORS=300 BENCH_DAYS=1 BENCH_ITERATIONS=20.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { msToNs } from "@care/contracts";
import { createPrisma } from "@care/db";
import { loadConfig } from "@care/infra";
import { buildApp } from "../../apps/api/src/app.js";
import {
  adminQuery,
  baseUrl,
  databaseExists,
  ensureTemplates,
  ROOT,
  schemaFingerprint,
  withDatabase,
} from "../support/databases.js";
import { organiseSyntheticFleet } from "./dashboard-fleet.js";
import { ensureFleetSize } from "../../simulator/src/synthetic.js";
import { tokenFor } from "../support/tokens.js";

const SENIORS = Number(process.env.BENCH_SENIORS ?? 10_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const REUSE_HOURS = Number(process.env.BENCH_REUSE_HOURS ?? 24);
const FRESH = process.env.BENCH_FRESH === "1";
const SEED = 42;
const WARMUP = 20;
const DAY = 86_400_000;
const log = (line: string): void => console.log(line);

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);
}

interface Stat {
  name: string;
  p50: number;
  p95: number;
}

/** Prepares (or reuses) the benchmark database and returns its URL. */
async function prepare(): Promise<string> {
  const name = `care_bench_dash_${schemaFingerprint()}_${SENIORS}x${DAYS}`;
  const url = withDatabase(baseUrl(), name);
  if (!FRESH && (await databaseExists(name))) {
    const r = await withClient(url, (db) =>
      db.query<{ d: string | null }>(
        "SELECT shobj_description(oid, 'pg_database') AS d FROM pg_database WHERE datname = current_database()",
      ),
    );
    const generatedAt = Number(r.rows[0]?.d?.match(/generated_at=(\d+)/)?.[1] ?? 0);
    if (Date.now() - generatedAt < REUSE_HOURS * 3_600_000) {
      log(
        `data: reusing ${name}: loaded through the simulator's backfill at ${new Date(generatedAt).toISOString()}; BENCH_FRESH=1 reloads it`,
      );
      return url;
    }
  }
  const { seeded } = await ensureTemplates();
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${seeded}"`);
  log(`data: ${SENIORS} seniors × ${DAYS} days into ${name} through the simulator's backfill:`);
  const started = Date.now();
  const prisma = createPrisma(url, 4);
  try {
    const created = await ensureFleetSize(prisma, SENIORS, SEED);
    log(`  fleet: +${created} synthetic seniors (watch, scale, sleep mat, hub each)`);
  } finally {
    await prisma.$disconnect();
  }
  log(`  caseloads: ${await organiseSyntheticFleet(url)} synthetic seniors coached, every third a facility resident`);
  log(`  $ npm run sim -- backfill --days ${DAYS} --lite   (DATABASE_URL=…/${name})`);
  await runSimulatorBackfill(url);
  log(`  backfill done in ${Math.round((Date.now() - started) / 1000)} s; VACUUM ANALYZE`);
  await withClient(url, (db) => db.query("VACUUM ANALYZE"));
  await adminQuery(`COMMENT ON DATABASE "${name}" IS 'generated_at=${Date.now()}'`);
  return url;
}

/**
 * The tester's command, as a child process: `simulator/src/cli.ts backfill --days N --lite` with the benchmark
 * database as DATABASE_URL. Its progress bar and closing summary are shown as they come.
 */
async function runSimulatorBackfill(url: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "simulator/src/cli.ts", "backfill", "--days", String(DAYS), "--lite"],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url, SIMULATOR_SEED: String(SEED) },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the simulator's backfill exited with ${code}`);
}

async function withClient<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

async function token(app: FastifyInstance, email: string): Promise<string> {
  return (await tokenFor(app, email)).token;
}

async function main(): Promise<void> {
  const url = await prepare();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: url,
    JWT_SECRET: randomUUID() + randomUUID(),
  });
  const app = await buildApp({ config, logger: false });
  // Server time of each request: Fastify's own measurement from the request's arrival to the reply being sent.
  const serverMs = new Map<string, number>();
  app.addHook("onResponse", async (request, reply) => {
    serverMs.set(request.id, reply.elapsedTime);
  });
  await app.ready();
  const prisma = app.prisma;
  const seniorCount = await prisma.senior.count({ where: { isActive: true } });
  const readingRows = await prisma.$queryRaw<
    { n: bigint }[]
  >`SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'reading_hourly'`;
  log(
    `fleet: ${seniorCount} active seniors, ~${readingRows[0]?.n ?? 0} hourly rollup rows; ${ITERATIONS} requests per case`,
  );

  const tokens = {
    admin: await token(app, "admin@demo.care"),
    agent: await token(app, "agent@demo.care"),
    facility: await token(app, "facility@demo.care"),
  };
  const agentId = (await prisma.staffUser.findUniqueOrThrow({ where: { email: "agent@demo.care" } })).id;
  const sample = await prisma.senior.findMany({
    where: { careAgentAssignments: { some: { staffUserId: agentId, unassignedAt: null } } },
    select: { id: true, accountId: true, timezone: true, memberId: true },
    take: 400,
  });
  log(
    `care agent agent@demo.care coaches ${await prisma.careAgentAssignment.count({ where: { staffUserId: agentId, unassignedAt: null } })} seniors`,
  );

  async function measure(
    name: string,
    who: keyof typeof tokens,
    urlFor: (i: number) => string,
    bodyFor?: (i: number) => Record<string, unknown>,
  ): Promise<Stat> {
    const samples: number[] = [];
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const id = randomUUID();
      const res = await app.inject({
        method: bodyFor ? "POST" : "GET",
        url: urlFor(i),
        headers: { authorization: `Bearer ${tokens[who]}`, "x-request-id": id },
        ...(bodyFor ? { payload: bodyFor(i) } : {}),
      });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (i >= WARMUP) samples.push(serverMs.get(id) ?? NaN);
      serverMs.delete(id);
    }
    samples.sort((a, b) => a - b);
    return { name, p50: percentile(samples, 50), p95: percentile(samples, 95) };
  }

  async function baseline(): Promise<Stat> {
    const samples: number[] = [];
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const t = performance.now();
      await prisma.$queryRaw`SELECT 1`;
      if (i >= WARMUP) samples.push(performance.now() - t);
    }
    samples.sort((a, b) => a - b);
    return {
      name: "baseline: SELECT 1 via the same Prisma client",
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
    };
  }

  const dash = (period: string): string => `/api/measurement/dashboard?period=${period}&timezone=America%2FNew_York`;
  const pick = (i: number): (typeof sample)[number] => sample[i % sample.length] as (typeof sample)[number];
  const now = Date.now();
  const weekQuery = (i: number): string => {
    const s = pick(i);
    const start = now - 7 * DAY;
    return `senior_id=${s.id}&account_id=${s.accountId}&start_timestamp=${msToNs(start)}&end_timestamp=${msToNs(now)}&timezone=${encodeURIComponent(s.timezone)}`;
  };

  // What the senior Dashboard tab and each wellness section ask when they open (apps/web features/senior and
  // features/wellness): today in day mode, the browser's zone for all but sleep.
  const ref = (i: number): string => `senior_id=${pick(i).id}&account_id=${pick(i).accountId}`;
  const startOfDay = now - (now % DAY);
  const dayQuery = (i: number): string =>
    `${ref(i)}&start_timestamp=${msToNs(startOfDay)}&end_timestamp=${msToNs(startOfDay + DAY)}&timezone=America%2FNew_York`;
  const sleepDay = (i: number): string =>
    `${ref(i)}&start_timestamp=${msToNs(startOfDay)}&end_timestamp=${msToNs(startOfDay + DAY)}`;
  const lastNight = encodeURIComponent(JSON.stringify({ start_time: msToNs(now - DAY), end_time: msToNs(now) }));
  const tabCases: [string, (i: number) => string, ((i: number) => Record<string, unknown>)?][] = [
    ["senior tab: minimal-info", (i) => `/api/users/senior/minimal-info?${ref(i)}`],
    [
      "senior tab: wellness summary (dashboard, member id)",
      (i) =>
        `/api/measurement/dashboard?period=day&timezone=America%2FNew_York&assigned_to=all&search_query=${encodeURIComponent(JSON.stringify([{ type: "member_id", value: String(pick(i).memberId) }]))}`,
    ],
    [
      "senior tab: messages (careinsights/all, 30 days)",
      (i) =>
        `/api/careinsights/all?${ref(i)}&status=approved&limit=20&start_timestamp=${msToNs(now - 30 * DAY)}&end_timestamp=${msToNs(now)}`,
    ],
    ["senior tab: SOS and falls (sos-fall, 30 days)", (i) => `/api/measurement/sos-fall?${ref(i)}`],
    [
      "senior tab: location card (POST supervision/location)",
      () => "/api/supervision/location",
      (i) => ({
        senior_id: pick(i).id,
        account_id: pick(i).accountId,
        start_timestamp: msToNs(now - DAY),
        end_timestamp: msToNs(now),
        history: false,
        timezone: pick(i).timezone,
      }),
    ],
    ["heart rate day: vitals/heart-extreme", (i) => `/api/measurement/vitals/heart-extreme?${dayQuery(i)}`],
    ["heart rate day: vitals/heart", (i) => `/api/measurement/vitals/heart?${dayQuery(i)}`],
    ["body health day: raw-measurement", (i) => `/api/measurement/body-health/raw-measurement?${dayQuery(i)}`],
    ["body health day: raw-difference", (i) => `/api/measurement/body-health/raw-difference?${dayQuery(i)}`],
    [
      "body health day: body-graph weight",
      (i) => `/api/measurement/body-health/body-graph?${dayQuery(i)}&measurement_type=weight`,
    ],
    [
      "body health day: body-graph hydration",
      (i) => `/api/measurement/body-health/body-graph?${dayQuery(i)}&measurement_type=hydration`,
    ],
    ["body health: weight goal", (i) => `/api/measurement/goals/body-health?${ref(i)}&target_type=weight`],
    ["body health: hydration goal", (i) => `/api/measurement/goals/body-health?${ref(i)}&target_type=hydration`],
    ["activity day: activity/score", (i) => `/api/measurement/activity/score?${dayQuery(i)}&newversion=true`],
    ["activity day: activity/series", (i) => `/api/measurement/activity/series?${dayQuery(i)}&newversion=true`],
    ["activity: steps goal", (i) => `/api/measurement/goals/activity?${ref(i)}`],
    ["sleep day: sleep/daily", (i) => `/api/measurement/sleep/daily?${sleepDay(i)}`],
    ["sleep day: sleep/weekly-summary", (i) => `/api/measurement/sleep/weekly-summary?${sleepDay(i)}`],
    ["sleep day: sleep/phase (one night)", (i) => `/api/measurement/sleep/phase?${ref(i)}&sleep_cycle=${lastNight}`],
    [
      "sleep day: sleep/heart-rate (one night)",
      (i) => `/api/measurement/sleep/heart-rate?${ref(i)}&sleep_cycle=${lastNight}`,
    ],
    ["sleep: sleep goal", (i) => `/api/measurement/goals/sleep?${ref(i)}`],
  ];

  const base = await baseline();
  const stats: Stat[] = [
    await measure("care dashboard, first page, admin, day", "admin", () => dash("day")),
    await measure("care dashboard, first page, care agent, day", "agent", () => dash("day")),
    await measure("care dashboard, first page, facility agent, day", "facility", () => dash("day")),
    await measure("care dashboard, first page, admin, week", "admin", () => dash("week")),
    await measure("care dashboard, first page, admin, month", "admin", () => dash("month")),
    await measure(
      "heart rate week view (vitals/heart)",
      "agent",
      (i) => `/api/measurement/vitals/heart?${weekQuery(i)}`,
    ),
    await measure(
      "heart rate week extremes (vitals/heart-extreme)",
      "agent",
      (i) => `/api/measurement/vitals/heart-extreme?${weekQuery(i)}`,
    ),
    await measure(
      "sleep week view (sleep/weekly-summary)",
      "agent",
      (i) => `/api/measurement/sleep/weekly-summary?${weekQuery(i)}`,
    ),
  ];
  for (const [name, urlFor, bodyFor] of tabCases) stats.push(await measure(name, "agent", urlFor, bodyFor));
  const after = await baseline();

  const f = (n: number): string => n.toFixed(2).padStart(8);
  log("");
  log(`${"case".padEnd(56)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}   p95 / baseline p95`);
  for (const s of [base, ...stats, { ...after, name: "baseline again (after the cases)" }]) {
    log(`${s.name.padEnd(56)} ${f(s.p50)} ${f(s.p95)}   ${(s.p95 / base.p95).toFixed(1).padStart(6)}×`);
  }
  log("");
  log(
    "targets (not asserted): care dashboard first page p95 < 50 ms; heart-rate and sleep week views, and every call of the senior Dashboard tab and the wellness sections p95 < 50 ms",
  );
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
