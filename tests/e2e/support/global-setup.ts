import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { loadConfig } from "@care/infra";
import { buildApp } from "../../../apps/api/src/app.js";
import { closeWorkerDeps, createWorkerDeps } from "../../../apps/worker/src/deps.js";
import { alarmFanout } from "../../../apps/worker/src/queues/alarm-fanout.js";
import { evaluateReadings } from "../../../apps/worker/src/queues/evaluate-readings.js";
import { insightFanout } from "../../../apps/worker/src/queues/insight-fanout.js";
import { freePort } from "../../../scripts/lib/ports.js";
import { createDatabaseFrom, ROOT } from "../../support/databases.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the API, which also serves the portal build. */
    portalUrl: string;
    /** The e2e database (a copy of the seeded template), for tests that change configuration rows. */
    e2eDatabaseUrl: string;
  }
}

const WEB_ROOT = resolve(ROOT, "apps/web");

/**
 * Builds the portal (always: a stale bundle would test yesterday's code), then starts the API over a fresh copy of
 * the seeded database, serving that build, and the alarm-fanout worker so SOS popups travel the real path
 * (ingest → outbox → BullMQ → worker → soketi → browser).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A build of its own: `npm start` (and its test) build apps/web too, and must not swap files under the browser.
  const webDist = mkdtempSync(join(tmpdir(), "care-e2e-web-"));
  await build({
    root: WEB_ROOT,
    configFile: resolve(WEB_ROOT, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir: webDist, emptyOutDir: true },
  });

  const provided = project.getProvidedContext();
  const db = await createDatabaseFrom(provided.templateSeeded);
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: db.url,
    DATABASE_POOL_MAX: "5",
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    QUEUE_PREFIX: `e2e${randomUUID().replaceAll("-", "").slice(0, 10)}`,
    JWT_SECRET: randomUUID() + randomUUID(),
    SOKETI_PORT: String(provided.soketiPort),
    SOKETI_APP_ID: provided.realtime.appId,
    SOKETI_APP_KEY: provided.realtime.key,
    SOKETI_APP_SECRET: provided.realtime.secret,
    S3_PORT: String(provided.s3Port),
    WEB_DIST: webDist,
    // MFA and password-reset tests read codes from the development mailbox (off unless switched on).
    DEV_MAILBOX: "true",
    // Every test signs in from 127.0.0.1; the per-minute limit is for attackers, not for a test suite.
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
    // Escalation rounds would re-publish test alarms; the tests do not look at them.
    ALARM_ESCALATION_S: "3600",
  });

  const app = await buildApp({ config, logger: false });
  await app.listen({ host: "127.0.0.1", port });
  const deps = createWorkerDeps(config);
  // Alarms, and care insights: readings → threshold evaluation → insight → fan-out (tests/e2e/care-insights.test.ts).
  const workers = [await alarmFanout.init(deps), await evaluateReadings.init(deps), await insightFanout.init(deps)];

  project.provide("portalUrl", `http://127.0.0.1:${port}`);
  project.provide("e2eDatabaseUrl", db.url);

  return async () => {
    for (const w of workers) await w.close();
    await closeWorkerDeps(deps);
    await app.close();
    await db.drop();
    rmSync(webDist, { recursive: true, force: true });
  };
}
