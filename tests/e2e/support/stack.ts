import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { loadConfig } from "@care/infra";
import { buildApp } from "../../../apps/api/src/app.js";
import { alarmWatchers } from "../../../apps/worker/src/alarms/presence.js";
import { closeWorkerDeps, createWorkerDeps } from "../../../apps/worker/src/deps.js";
import { alarmFanout } from "../../../apps/worker/src/queues/alarm-fanout.js";
import { evaluateReadings } from "../../../apps/worker/src/queues/evaluate-readings.js";
import { insightFanout } from "../../../apps/worker/src/queues/insight-fanout.js";
import { reports } from "../../../apps/worker/src/queues/reports.js";
import { rosterImport } from "../../../apps/worker/src/roster-import/processor.js";
import { freePort } from "../../../scripts/lib/ports.js";
import { createDatabaseFrom } from "../../support/databases.js";

// One stack per test file: the API (serving the portal built once by global-setup.ts) over a fresh copy of the
// seeded database, with the workers the screens' real-time paths need. A file that creates a member, links a
// device or raises an alarm cannot change what the next file's screens show.

export interface E2eStack {
  portalUrl: string;
  databaseUrl: string;
  /** The staff ids whose portals are on the alarm presence channel now, as the alarm chain asks soketi. */
  alarmWatchers(): Promise<string[]>;
  close(): Promise<void>;
}

let current: E2eStack | undefined;
/** Extra configuration for the next stack, by the portal's address (set by setStackEnv, used once). */
let extraEnv: ((portalUrl: string) => Record<string, string>) | undefined;

/**
 * Extra configuration for this file's stack, given the portal's address it will have: called at a test file's top
 * level, before the stack starts (stack-setup.ts). tests/e2e/sso.test.ts points single sign-on at its provider.
 */
export function setStackEnv(env: (portalUrl: string) => Record<string, string>): void {
  extraEnv = env;
}

export async function startStack(): Promise<E2eStack> {
  const db = await createDatabaseFrom(inject("templateSeeded"));
  const port = await freePort();
  // Taken once: the next file in this worker (isolate: false) starts without it.
  const extra = extraEnv?.(`http://127.0.0.1:${port}`) ?? {};
  extraEnv = undefined;
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
    SOKETI_PORT: String(inject("soketiPort")),
    SOKETI_APP_ID: inject("realtime").appId,
    SOKETI_APP_KEY: inject("realtime").key,
    SOKETI_APP_SECRET: inject("realtime").secret,
    S3_PORT: String(inject("s3Port")),
    WEB_DIST: inject("webDist"),
    // MFA and password-reset tests read codes from the development mailbox (off unless switched on).
    DEV_MAILBOX: "true",
    // Every test signs in from 127.0.0.1; the per-minute limit is for attackers, not for a test suite.
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
    // Escalation rounds would re-publish test alarms; the tests do not look at them.
    ALARM_ESCALATION_S: "3600",
    ...extra,
  });

  const app = await buildApp({ config, logger: false });
  await app.listen({ host: "127.0.0.1", port });
  const deps = createWorkerDeps(config);
  // Alarms, and care insights: readings → threshold evaluation → insight → fan-out (tests/e2e/care-insights.test.ts);
  // reports: POST /api/reports → outbox → BullMQ → the xlsx in S3 (tests/e2e/reports.test.ts).
  const workers = [
    await alarmFanout.init(deps),
    await evaluateReadings.init(deps),
    await insightFanout.init(deps),
    await reports.init(deps),
    // Roster import: POST /api/roster-import/imports → BullMQ → members written (tests/e2e/roster-import.test.ts).
    await rosterImport.init(deps),
  ];

  current = {
    portalUrl: `http://127.0.0.1:${port}`,
    databaseUrl: db.url,
    alarmWatchers: () => alarmWatchers(deps),
    async close() {
      for (const w of workers) await w.close();
      await closeWorkerDeps(deps);
      await app.close();
      await db.drop();
      current = undefined;
    },
  };
  return current;
}

function stack(): E2eStack {
  if (!current) throw new Error("the e2e stack is not running (tests/e2e/support/stack-setup.ts starts it per file)");
  return current;
}

/** Origin of this file's API, which also serves the portal build. */
export const portalUrl = (): string => stack().portalUrl;

/** The staff connected to the alarm presence channel now (the alarm chain's "is anybody watching"). */
export const alarmWatchersNow = (): Promise<string[]> => stack().alarmWatchers();

/** This file's database (a copy of the seeded template), for tests that change configuration rows. */
export const e2eDatabaseUrl = (): string => stack().databaseUrl;
