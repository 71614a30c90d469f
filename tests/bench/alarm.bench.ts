/**
 * SOS latency under live load: `npm run bench:alarm` (not part of npm test; loopback only; nothing asserted).
 *
 * Starts its own stack on free ports: a database copied from the seeded template, a private Redis, soketi, the API
 * and the alarms and pipeline worker processes (WORKER_ROLE; no report is built here) as child processes (`node --import tsx`, like
 * `npm start`). Grows the fleet to BENCH_SENIORS seniors
 * (default 10,000) with the simulator's synthetic seniors (watch, scale, sleep mat, hub), turns heart-rate care
 * insights on for all of them, and streams their live data with the simulator's live mode (signed HTTP uploads,
 * each device every BENCH_FLUSH_S seconds, default 60 like the simulator; 30 s of warm-up). Meanwhile it
 * injects BENCH_SOS SOS events (default 200, one every 250 ms) through POST /api/ingest/watch/events and measures
 * the time from the start of that request to the `sos-fall-event` arriving at a pusher-js client subscribed to
 * private-sos-fall-channel through GET /api/cognito/pusher/auth (signed in as the demo care agent).
 * Baseline from the same run: a direct trigger() on the same channel → the same client, idle and under load.
 */
import { spawn } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { CHANNELS, EVENTS, QUEUES, type AlarmEvent } from "@care/contracts";
import { createPrisma } from "@care/db";
import { createQueues, createRealtime, type Config } from "@care/infra";
import { signedIngestHeaders } from "@care/ingest";
import { waitFor } from "../../scripts/lib/ports.js";
import { loadFleet } from "../../simulator/src/fleet.js";
import { ensureFleetSize } from "../../simulator/src/synthetic.js";
import { createDatabaseFrom, ensureTemplates, ROOT } from "../support/databases.js";
import { authorizeOverHttp, createPusherClient } from "../support/pusher-client.js";
import { configEnv } from "../support/worker-harness.js";
import { killChild } from "./lib/processes.js";
import { Cleanups, REALTIME_APP, startBenchProcesses, startBenchServices } from "./lib/stack.js";
import { percentile, summary } from "./lib/stats.js";

const SENIORS = Number(process.env.BENCH_SENIORS ?? 10_000);
const FLUSH_S = Number(process.env.BENCH_FLUSH_S ?? 60);
const SOS_COUNT = Number(process.env.BENCH_SOS ?? 200);
const SOS_EVERY_MS = 250;
const WARMUP_MS = 30_000;
const BASELINE_IDLE = 200;
const DEMO_AGENT = { email: "agent@demo.care", password: "Demo#Portal2026x" };

interface Watch {
  seniorId: string;
  uid: string;
  secret: string;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * The simulator's synthetic seniors up to SENIORS (the seeded ones count), and heart-rate care insights on for every
 * one of them (70 bpm baseline, ±15 % / ±30 %), so evaluate-readings does real work on every watch upload.
 */
async function prepareFleet(config: Config): Promise<Watch[]> {
  const prisma = createPrisma(config.DATABASE_URL, 4);
  try {
    await ensureFleetSize(prisma, SENIORS, 42);
    await prisma.$executeRaw`
      INSERT INTO vital_threshold (id, senior_id, measurement_name, measurement_unit, measurement_title, state,
                                   baseline_avg, upper_action_pct, upper_attention_pct, lower_attention_pct,
                                   lower_action_pct, updated_at)
      SELECT gen_random_uuid(), a.senior_id, 'heart_rate', 'bpm', 'Heart Rate', 'ACTIVE_INSIGHT', 70, 30, 15, 15, 30, now()
      FROM (SELECT DISTINCT senior_id FROM device_assignment WHERE unlinked_at IS NULL) a
      ON CONFLICT (senior_id, measurement_name) DO UPDATE SET state = 'ACTIVE_INSIGHT', baseline_avg = 70,
        upper_action_pct = 30, upper_attention_pct = 15, lower_attention_pct = 15, lower_action_pct = 30`;
    const fleet = await loadFleet(prisma);
    return fleet.flatMap((s) =>
      s.devices.watch ? [{ seniorId: s.seniorId, uid: s.devices.watch.uid, secret: s.devices.watch.secret }] : [],
    );
  } finally {
    await prisma.$disconnect();
  }
}

function uploadInit(w: Watch, events: object[]): RequestInit {
  const raw = JSON.stringify({ events });
  return {
    method: "POST",
    headers: signedIngestHeaders(w, raw),
    body: raw,
  };
}

async function main(): Promise<void> {
  const cleanups = new Cleanups();
  try {
    console.log(
      `alarm bench: ${SENIORS} seniors, each device uploading every ${FLUSH_S} s, ${SOS_COUNT} SOS every ${SOS_EVERY_MS} ms`,
    );
    const templates = await ensureTemplates();
    const db = await createDatabaseFrom(templates.seeded);
    cleanups.push(db.drop);
    const { config, soketiPort } = await startBenchServices(db.url, cleanups, { ALARM_ESCALATION_S: "3600" });
    const realtimeApp = REALTIME_APP;

    const t0 = performance.now();
    const watches = await prepareFleet(config);
    console.log(`fleet of ${watches.length} watches ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const { base, workerProblems } = await startBenchProcesses(config, cleanups);

    // Sign in like the portal, then authorise the channel through the API's realtime auth route.
    const login = await fetch(`${base}/api/cognito/authentication/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(DEMO_AGENT),
    });
    const jwt = ((await login.json()) as { data: { jwt: string }[] }).data[0]?.jwt;
    if (!jwt) throw new Error(`sign-in failed: HTTP ${login.status}`);
    const client = createPusherClient({
      key: realtimeApp.key,
      port: soketiPort,
      authorize: authorizeOverHttp(base, jwt),
    });
    cleanups.push(async () => client.disconnect());
    const channel = client.subscribe(CHANNELS.sosFall);
    await new Promise<void>((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve());
      channel.bind("pusher:subscription_error", (e: unknown) =>
        reject(new Error(`subscription: ${JSON.stringify(e)}`)),
      );
    });
    console.log("client subscribed through GET /api/cognito/pusher/auth");

    // Receipt handlers.
    const sosSent = new Map<string, number>();
    const sosAnswered = new Map<string, number>();
    const sosLatency: number[] = [];
    const sosAnswer: number[] = [];
    const sosAfterAnswer: number[] = [];
    channel.bind(EVENTS.sosFall.sosFallEvent, (e: AlarmEvent) => {
      const start = sosSent.get(e.senior_id);
      if (start !== undefined && e.alarm_status === "pending" && e.escalation_level === 0) {
        const now = performance.now();
        sosLatency.push(now - start);
        const answered = sosAnswered.get(e.senior_id);
        // The event may arrive before the HTTP answer: the job is queued after the commit, before the answer is sent.
        sosAfterAnswer.push(answered === undefined ? 0 : now - answered);
        sosSent.delete(e.senior_id);
      }
    });
    let baselineWaiter: ((at: number) => void) | null = null;
    channel.bind("bench-baseline", () => baselineWaiter?.(performance.now()));
    const server = createRealtime(config);
    async function baselineOnce(): Promise<number | null> {
      const start = performance.now();
      const got = new Promise<number>((resolve) => (baselineWaiter = resolve));
      await server.trigger(CHANNELS.sosFall, "bench-baseline", { at: start });
      const at = await Promise.race([got, sleep(2000).then(() => null)]);
      baselineWaiter = null;
      return at === null ? null : at - start;
    }

    const idle: number[] = [];
    for (let i = 0; i < BASELINE_IDLE; i++) {
      const v = await baselineOnce();
      if (v !== null) idle.push(v);
    }

    // One upload at a time before the load: what a single ingest request costs on this machine.
    const idleUploads: number[] = [];
    for (let i = 0; i < 50; i++) {
      const w = watches[watches.length - 1 - i] as Watch;
      const start = performance.now();
      const ts = new Date().toISOString();
      const r = await fetch(`${base}/api/ingest/watch/events`, uploadInit(w, [{ type: "heart_rate", ts, bpm: 70 }]));
      await r.arrayBuffer();
      if (r.ok) idleUploads.push(performance.now() - start);
    }

    // Live load: the simulator's live mode (`npm run sim -- live`) over the whole fleet, in a process of its own so
    // that generating 10,000 seniors' data never delays this process's receipt timestamps.
    const simLines: string[] = [];
    const sim = spawn(
      process.execPath,
      ["--import", "tsx", "simulator/src/cli.ts", "live", "--flush", String(FLUSH_S)],
      {
        cwd: ROOT,
        env: configEnv(config, { API_URL: base, SIMULATOR_SPEED: "1" }),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    sim.stdout?.on("data", (d: Buffer) =>
      simLines.push(
        ...d
          .toString()
          .split("\n")
          .filter((l) => l.trim()),
      ),
    );
    cleanups.push(() => killChild(sim));
    const counter = createPrisma(config.DATABASE_URL, 1);
    cleanups.push(() => counter.$disconnect());
    const readingsSince = async (from: Date): Promise<number> => {
      const [row] = await counter.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM reading WHERE received_at >= ${from}`;
      return row?.n ?? 0;
    };
    // The simulator first builds every senior's day, then streams: measure only once readings actually arrive.
    const simStart = new Date();
    const streaming = await waitFor(
      async () => (await sleep(1000), (await readingsSince(simStart)) >= 1000),
      "live readings",
      300_000,
    )
      .then(() => true)
      .catch(() => false);
    console.log(
      streaming
        ? `live readings flowing after ${((Date.now() - simStart.getTime()) / 1000).toFixed(0)} s`
        : "live readings did not start within 300 s: measuring anyway",
    );
    await sleep(WARMUP_MS);
    const measuredFrom = performance.now();
    const measuredFromDate = new Date();

    // SOS injection, with a baseline trigger between two SOS.
    const underLoad: number[] = [];
    let sosFailed = 0;
    for (let k = 0; k < SOS_COUNT; k++) {
      const w = watches[(k * 37) % watches.length] as Watch;
      const start = performance.now();
      sosSent.set(w.seniorId, start);
      const res = await fetch(
        `${base}/api/ingest/watch/events`,
        uploadInit(w, [{ type: "sos", ts: new Date().toISOString() }]),
      );
      await res.arrayBuffer();
      const answeredAt = performance.now();
      sosAnswer.push(answeredAt - start);
      if (sosSent.has(w.seniorId)) sosAnswered.set(w.seniorId, answeredAt);
      if (!res.ok) {
        sosFailed++;
        sosSent.delete(w.seniorId);
      }
      await sleep(SOS_EVERY_MS / 2);
      const b = await baselineOnce();
      if (b !== null) underLoad.push(b);
      await sleep(Math.max(0, SOS_EVERY_MS / 2 - (performance.now() - start - SOS_EVERY_MS / 2)));
    }
    await waitFor(async () => sosSent.size === 0, "the last SOS events", 10_000).catch(() => {});
    const seconds = (performance.now() - measuredFrom) / 1000;
    const liveReadings = await readingsSince(measuredFromDate);
    const queues = createQueues(config.REDIS_URL, config.QUEUE_PREFIX);
    const backlog = await queues[QUEUES.evaluateReadings].getJobCounts("waiting", "active", "delayed");
    await queues.close();
    await killChild(sim, 15_000); // it sends what it buffered, then prints its summary

    console.log("");
    console.log(
      summary("SOS: ingest request → pusher-js receipt", sosLatency, `  (lost ${sosSent.size}, failed ${sosFailed})`),
    );
    console.log(summary("  of which: ingest request → HTTP answer", sosAnswer));
    console.log(summary("  of which: HTTP answer → receipt (worker)", sosAfterAnswer));
    console.log(summary("baseline: trigger() → receipt, idle", idle));
    console.log(summary("baseline: trigger() → receipt, under load", underLoad));
    console.log(summary("uploads one at a time before the load", idleUploads));
    console.log(
      `live load (simulator, each device every ${FLUSH_S} s): ${(liveReadings / seconds).toFixed(0)} readings/s stored ` +
        `during the SOS phase; simulator's own summary: ${simLines
          .filter((l) => l.includes("[sim]"))
          .slice(-4)
          .join(" | ")}`,
    );
    console.log(`evaluate-readings backlog at the end: ${JSON.stringify(backlog)}`);
    console.log(
      `worker warnings/errors: ${workerProblems.length}${workerProblems[0] ? ` (first: ${workerProblems[0].slice(0, 300)})` : ""}`,
    );
    console.log(
      `machine load average (1/5/15 min): ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" / ")} on ${cpus().length} cores`,
    );
    console.log(
      `target: SOS p99 < 100 ms → ${
        percentile(
          [...sosLatency].sort((a, b) => a - b),
          99,
        ) < 100
          ? "met"
          : "NOT met"
      }`,
    );
  } finally {
    await cleanups.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
