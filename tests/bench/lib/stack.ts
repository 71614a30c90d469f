import { randomBytes } from "node:crypto";
import { loadConfig, type Config } from "@care/infra";
import { freePort, isListening, waitFor } from "../../../scripts/lib/ports.js";
import { startSoketi } from "../../../scripts/lib/soketi.js";
import { configEnv, startPrivateRedis, startWorkerProcess } from "../../support/worker-harness.js";
import { killChild, spawnApi } from "./processes.js";

/** What a benchmark started, stopped in reverse order by `cleanup()` (also on SIGINT/SIGTERM). */
export class Cleanups {
  private readonly steps: (() => Promise<void>)[] = [];
  constructor() {
    // Children (API, workers, soketi, Redis) and the database must not outlive an interrupted run.
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.once(signal, () => void this.cleanup().then(() => process.exit(130)));
  }
  push(step: () => Promise<void>): void {
    this.steps.push(step);
  }
  async cleanup(): Promise<void> {
    for (const step of this.steps.reverse()) await step().catch(() => {});
    this.steps.length = 0;
  }
}

export const REALTIME_APP = { appId: "bench", key: "bench-key", secret: "bench-secret" } as const;

/** A private Redis and soketi on free ports, and the configuration the API and workers will share. */
export async function startBenchServices(
  databaseUrl: string,
  cleanups: Cleanups,
  extra: Record<string, string> = {},
): Promise<{ config: Config; soketiPort: number; apiPort: number }> {
  const redis = await startPrivateRedis();
  cleanups.push(redis.stop);
  const [soketiPort, clusterPort, metricsPort, apiPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const soketi = await startSoketi({ port: soketiPort, clusterPort, metricsPort, ...REALTIME_APP });
  cleanups.push(async () => void soketi.kill("SIGKILL"));
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(apiPort),
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: "10",
    REDIS_URL: redis.url,
    QUEUE_PREFIX: "bench",
    JWT_SECRET: randomBytes(32).toString("hex"),
    SOKETI_PORT: String(soketiPort),
    SOKETI_APP_ID: REALTIME_APP.appId,
    SOKETI_APP_KEY: REALTIME_APP.key,
    SOKETI_APP_SECRET: REALTIME_APP.secret,
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
    // A cached bench database is copied, never rebuilt: its readings must not age out of a run that happens long
    // after the cache was built (the retention task would drop them from the copy).
    READING_RETENTION_MONTHS: "0",
    ...extra,
  });
  return { config, soketiPort, apiPort };
}

/**
 * The API and the worker processes of WORKER_ROLE alarms and pipeline, as `npm start` and compose run them (their
 * third, reports, builds no report in these benchmarks, so it is left out), ready to serve. Worker warnings and errors are collected: a benchmark over a failing worker means nothing.
 */
export async function startBenchProcesses(
  config: Config,
  cleanups: Cleanups,
): Promise<{ base: string; workerProblems: string[] }> {
  const api = spawnApi(configEnv(config));
  cleanups.push(() => killChild(api));
  const workerProblems: string[] = [];
  const workers = (["alarms", "pipeline"] as const).map((role) =>
    // Readiness is an info line, so the workers log at info.
    startWorkerProcess(configEnv(config, { LOG_LEVEL: "info", WORKER_ROLE: role }), (line) => {
      if (/"level":(40|50|60)/.test(line)) workerProblems.push(line);
    }),
  );
  for (const w of workers) cleanups.push(() => w.kill("SIGTERM"));
  await waitFor(() => isListening("127.0.0.1", config.PORT), "api", 60_000);
  await Promise.all(workers.map((w) => w.ready));
  return { base: `http://127.0.0.1:${config.PORT}`, workerProblems };
}
