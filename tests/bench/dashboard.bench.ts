/**
 * Dashboard read latency: `npm run bench:dashboard` (not part of npm test; nothing is asserted, figures are printed).
 *
 * Data: dashboard-data.ts (BENCH_SENIORS seniors, default 10,000, × BENCH_DAYS days, default 30, loaded through the
 * simulator's backfill and reused for BENCH_REUSE_HOURS unless BENCH_FRESH=1; bench:reports reads the same data).
 *
 * Measures, in process (app.inject; server time = Fastify's reply.elapsedTime from the onResponse hook), p50/p95 of:
 * the care-dashboard first page (admin over every senior, a care agent's assigned seniors, a facility agent, for day,
 * week and month), the heart-rate week view and the sleep week view, every call the senior Dashboard tab and each
 * wellness section (heart rate, body health, activity, sleep; day mode) make when they open, and a baseline from the
 * same run: SELECT 1 through the same Prisma client. Targets (documented, not asserted): every p95 < 50 ms.
 * A small run for a quick check: BENCH_SENIORS=300 BENCH_DAYS=1 BENCH_ITERATIONS=20.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { msToNs } from "@care/contracts";
import { loadConfig } from "@care/infra";
import { buildApp } from "../../apps/api/src/app.js";
import { prepareDashboardData } from "./dashboard-data.js";
import { tokenFor } from "../support/tokens.js";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
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

async function token(app: FastifyInstance, email: string): Promise<string> {
  return (await tokenFor(app, email)).token;
}

async function main(): Promise<void> {
  const url = await prepareDashboardData();
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
