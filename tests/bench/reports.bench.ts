/**
 * Report build time and memory: `npm run bench:reports` (not part of npm test; nothing is asserted, figures are
 * printed beside the goals of issue 19).
 *
 * Data: the dataset of bench:dashboard (dashboard-data.ts: BENCH_SENIORS seniors, default 10,000, × BENCH_DAYS days,
 * default 30, loaded through the simulator's backfill and reused for BENCH_REUSE_HOURS unless BENCH_FRESH=1).
 *
 * Measures the largest report type, heart_rate (BENCH_REPORT_TYPE to change it): one row per member and local day
 * over every day the data covers, so seniors × days rows. The API runs in this process (app.inject); the worker is
 * its own process, started as `npm start` starts it (node --import tsx apps/worker/src/main.ts, WORKER_ROLE=reports,
 * NODE_OPTIONS=REPORTS_NODE_OPTIONS; BENCH_WORKER_NODE_OPTIONS to try others, BENCH_WORKER_NODE_ARGS for flags
 * NODE_OPTIONS refuses, such as --cpu-prof, BENCH_WORKER_LOG=<file> to keep the worker's output; MALLOC_ARENA_MAX
 * is passed on when set),
 * against a private s3rver. Timed from the POST /api/reports to the report's row saying success, which the worker
 * writes only after the workbook is at its final key in S3 (checked with HeadObject), after one small report has
 * warmed the worker up (connections, first S3 call) as a running worker is. The worker's memory: its RSS
 * sampled every 20 ms from /proc while it builds, its kernel high-water mark (VmHWM) and its RSS when idle before.
 * Baseline in the same run: the same rows (the report's own SQL) streamed out of Postgres with COPY … TO STDOUT by
 * psql, read to the end by this process.
 * BENCH_RUNS runs (default 3) of the report and the COPY in turn: the medians of the time and of each run's ratio,
 * and the highest memory. Goals (issue 19, not asserted): under 10 s, under 250 MB, within 3× of COPY.
 * A small run for a quick check: BENCH_SENIORS=300 BENCH_DAYS=2.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { createStorage, ensureBucket, loadConfig, REPORTS_NODE_OPTIONS, type Config } from "@care/infra";
import { buildApp } from "../../apps/api/src/app.js";
import { PROCESSORS } from "../../apps/worker/src/processors.js";
import { REPORT_DEFINITIONS } from "../../apps/worker/src/reports/types/index.js";
import { processorsFor } from "../../apps/worker/src/worker-role.js";
import { ROOT } from "../support/databases.js";
import { tokenFor } from "../support/tokens.js";
import { prepareDashboardData } from "./dashboard-data.js";
import { percentile } from "./lib/stats.js";

const REPORT_TYPE = process.env.BENCH_REPORT_TYPE ?? "heart_rate";
const GOAL_S = 10;
const GOAL_MB = 250;
const GOAL_RATIO = 3;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const log = (line: string): void => console.log(line);
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS and VmHWM (peak RSS) of a process, in bytes, from /proc/<pid>/status. */
async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
}

interface Worker {
  child: ChildProcess;
  lines: string[];
  stop(): Promise<void>;
}

/** The worker as `npm start` runs it; resolves once every processor of its role has started. */
async function startWorker(config: Config): Promise<Worker> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  for (const [k, v] of Object.entries(config)) if (v !== undefined && v !== null) env[k] = String(v);
  env.WORKER_ROLE = "reports";
  if (process.env.MALLOC_ARENA_MAX) env.MALLOC_ARENA_MAX = process.env.MALLOC_ARENA_MAX;
  env.LOG_LEVEL = "info";
  // BENCH_WORKER_NODE_OPTIONS replaces the reports process's own options (REPORTS_NODE_OPTIONS), to compare.
  env.NODE_OPTIONS = process.env.BENCH_WORKER_NODE_OPTIONS ?? REPORTS_NODE_OPTIONS;
  const last = processorsFor("reports", PROCESSORS).at(-1)?.name ?? "";
  // For a closer look at the worker, node flags before the script, e.g. BENCH_WORKER_NODE_ARGS="--cpu-prof".
  const extra = process.env.BENCH_WORKER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, "--import", "tsx", "apps/worker/src/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  let buffer = "";
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the worker exited early (${code})`)));
    child.stdout?.on("data", (d: Buffer) => {
      buffer += d.toString();
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      for (const line of parts) {
        lines.push(line);
        if (line.includes(`"processor":"${last}"`) && line.includes('"started"')) resolve();
      }
    });
  });
  return {
    child,
    lines,
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
    },
  };
}

/** The SQL with its parameters written in as literals (COPY takes no parameters). */
function inline(text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = values[Number(n) - 1];
    if (v === null || v === undefined) return "NULL";
    if (typeof v === "number") return String(v);
    return `'${String(v instanceof Date ? v.toISOString() : v).replaceAll("'", "''")}'`;
  });
}

/** COPY (query) TO STDOUT through psql, every byte read by this process; returns the time and the byte count. */
async function copyOut(url: string, sql: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const child = spawn("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", url, "-c", `COPY (${sql}) TO STDOUT`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let bytes = 0;
  child.stdout.on("data", (d: Buffer) => (bytes += d.length));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`psql COPY exited with ${code}`);
  return { ms: performance.now() - started, bytes };
}

async function main(): Promise<void> {
  const url = await prepareDashboardData();
  const s3dir = await mkdtemp(join(tmpdir(), "bench-reports-s3-"));
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, directory: s3dir, silent: true });
  const { port } = await s3.run();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: url,
    JWT_SECRET: randomUUID() + randomUUID(),
    QUEUE_PREFIX: `benchrep${Date.now()}`,
    S3_PORT: String(port),
    S3_BUCKET: "bench-reports",
  });
  const storage = createStorage(config);
  await ensureBucket(storage);
  const app = await buildApp({ config, logger: false });
  await app.ready();
  let worker: Worker | undefined;
  try {
    const span = await app.prisma.$queryRaw<{ from: string; to: string; seniors: bigint }[]>`
      SELECT to_char(min(bucket_start) - interval '1 day', 'YYYY-MM-DD') AS "from",
             to_char(max(bucket_start) + interval '1 day', 'YYYY-MM-DD') AS "to",
             count(DISTINCT senior_id) AS seniors
      FROM reading_daily WHERE metric = 'heart_rate'`;
    const { from, to, seniors } = span[0] ?? { from: "", to: "", seniors: 0n };
    log(`report: ${REPORT_TYPE} from ${from} to ${to} (heart-rate days of ${seniors} seniors in the data)`);
    const token = (await tokenFor(app, "admin@demo.care")).token;

    worker = await startWorker(config);
    const pid = worker.child.pid!;
    await sleep(1000);
    const idle = await memoryOf(pid);

    // The COPY baseline reads the report's own SQL for the same filters (a warm-up first, untimed, so that both the
    // report and the timed COPY find the data in the cache).
    const parameters = { from_date: from, to_date: to };
    const def = REPORT_DEFINITIONS.get(REPORT_TYPE as never);
    if (!def) throw new Error(`no report definition ${REPORT_TYPE}`);
    const query = def.query({
      facilityView: false,
      from,
      to,
      corporationId: null,
      facilityId: null,
      zone: null,
      memberType: null,
      questionnaireNo: null,
      shift: null,
    });
    const copySql = inline(query.text, query.values);
    await copyOut(url, copySql);

    // A worker that has been up for a while has its connections and code paths warm: one small report first.
    const warm = await app.inject({
      method: "POST",
      url: "/api/reports",
      headers: { authorization: `Bearer ${token}` },
      payload: { report_type: "members_per_zone", parameters: {} },
    });
    const warmRef = warm.json<{ data: { reference_id: string } }>().data.reference_id;
    while ((await app.prisma.report.findUniqueOrThrow({ where: { referenceId: warmRef } })).status === "in_progress") {
      await sleep(50);
    }

    // Each run: the report timed from its POST while the worker's RSS is sampled, then the COPY of the same rows.
    // Several runs (BENCH_RUNS, default 3) and their medians, since the machine is shared and one run varies.
    interface Run {
      reportMs: number;
      buildMs: number;
      copyMs: number;
      copyBytes: number;
      peakRss: number;
      rows: number;
      bytes: number;
      key: string;
    }
    const timedRun = async (): Promise<Run> => {
      let peakRss = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peakRss = Math.max(peakRss, (await memoryOf(pid)).rss);
          await sleep(20);
        }
      })();
      const started = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/reports",
        headers: { authorization: `Bearer ${token}` },
        payload: { report_type: REPORT_TYPE, parameters },
      });
      if (res.statusCode !== 200) throw new Error(`POST /api/reports: ${res.statusCode} ${res.body}`);
      const ref = res.json<{ data: { reference_id: string } }>().data.reference_id;
      let report = await app.prisma.report.findUniqueOrThrow({ where: { referenceId: ref } });
      while (report.status === "in_progress") {
        await sleep(25);
        report = await app.prisma.report.findUniqueOrThrow({ where: { referenceId: ref } });
      }
      const reportMs = performance.now() - started;
      sampling = false;
      await sampler;
      if (report.status !== "success") throw new Error(`the report failed: ${report.error}`);
      const head = await storage.s3.send(new HeadObjectCommand({ Bucket: storage.bucket, Key: report.s3Key! }));
      const built = worker!.lines.find((l) => l.includes('"report built"') && l.includes(report.id));
      // The worker's own account (pino's "time" of its log lines): from starting the build to the report built.
      const building = worker!.lines.find((l) => l.includes('"report building"') && l.includes(report.id));
      const timeOf = (line: string | undefined): number => Number(/"time":(\d+)/.exec(line ?? "")?.[1] ?? NaN);
      const copy = await copyOut(url, copySql);
      return {
        reportMs,
        buildMs: timeOf(built) - timeOf(building),
        copyMs: copy.ms,
        copyBytes: copy.bytes,
        peakRss,
        rows: Number(/"rows":(\d+)/.exec(built ?? "")?.[1] ?? NaN),
        bytes: head.ContentLength ?? 0,
        key: report.s3Key!,
      };
    };
    const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await timedRun();
      runs.push(run);
      log(
        `run ${i + 1}: report ${s(run.reportMs)} (build ${s(run.buildMs)}), COPY ${s(run.copyMs)}, ratio ` +
          `${(run.reportMs / run.copyMs).toFixed(2)}×, worker peak RSS ${mb(run.peakRss)}`,
      );
    }
    const after = await memoryOf(pid);
    const median = (values: number[]): number => {
      const sorted = [...values].sort((a, b) => a - b);
      return percentile(sorted, 50);
    };
    const first = runs[0]!;
    const reportMs = median(runs.map((r) => r.reportMs));
    const copyMs = median(runs.map((r) => r.copyMs));
    const ratio = median(runs.map((r) => r.reportMs / r.copyMs));
    const peakRss = Math.max(...runs.map((r) => r.peakRss));

    log("");
    log(`rows: ${first.rows.toLocaleString("en-US")} (${mb(first.bytes)} xlsx at ${first.key})`);
    log(`medians of ${RUNS} runs:`);
    log(`POST /api/reports → workbook at its final key in S3:   ${s(reportMs)}   (goal < ${GOAL_S} s)`);
    log(`  of which the worker's build (its log, building → built): ${s(median(runs.map((r) => r.buildMs)))}`);
    log(`COPY (same query) TO STDOUT, read to the end:          ${s(copyMs)}   (${mb(first.copyBytes)} of text)`);
    log(`ratio report / COPY (each run's own pair):             ${ratio.toFixed(2)}×     (goal ≤ ${GOAL_RATIO}×)`);
    log(`worker (NODE_OPTIONS=${process.env.BENCH_WORKER_NODE_OPTIONS ?? REPORTS_NODE_OPTIONS}):`);
    log(`  RSS idle before ${mb(idle.rss)}, highest peak while building ${mb(peakRss)} (sampled every 20 ms),`);
    log(`  kernel high-water mark ${mb(after.hwm)}, after ${mb(after.rss)}   (goal < ${GOAL_MB} MB)`);
    log(`  growth over idle while building: ${mb(peakRss - idle.rss)}`);
    log("");
    const verdict = (ok: boolean): string => (ok ? "met" : "MISSED");
    log(
      `goals: time ${verdict(reportMs < GOAL_S * 1000)}, memory ${verdict(Math.max(peakRss, after.hwm) < GOAL_MB * 1024 * 1024)}, ratio ${verdict(ratio <= GOAL_RATIO)}`,
    );
  } finally {
    await worker?.stop();
    // The worker's output, for a closer look (with BENCH_WORKER_NODE_ARGS="--trace-gc", say).
    if (process.env.BENCH_WORKER_LOG && worker) await writeFile(process.env.BENCH_WORKER_LOG, worker.lines.join("\n"));
    await app.close();
    await s3.close();
    await rm(s3dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
