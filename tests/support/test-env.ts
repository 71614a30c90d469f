import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { loadConfig, type Config } from "@care/infra";
import { createDatabaseFrom } from "./databases.js";

export interface TestEnv {
  config: Config;
  databaseUrl: string;
  /** Drops the test database. Call in afterAll. */
  cleanup(): Promise<void>;
}

/**
 * Everything a test file needs to talk to real services: its own database (empty schema or demo data),
 * its own queue prefix in the shared Redis, and the soketi and S3 started by the global setup.
 * The development mailbox stays off as in any deployment: a test that reads codes passes DEV_MAILBOX=true in `env`
 * (the auth harness does).
 */
export async function createTestEnv(opts: { seeded?: boolean; env?: Record<string, string> } = {}): Promise<TestEnv> {
  const db = await createDatabaseFrom(opts.seeded === false ? inject("templateEmpty") : inject("templateSeeded"));
  const realtime = inject("realtime");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: db.url,
    DATABASE_POOL_MAX: "5",
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    QUEUE_PREFIX: `t${randomUUID().replaceAll("-", "").slice(0, 12)}`,
    JWT_SECRET: randomUUID() + randomUUID(),
    SOKETI_PORT: String(inject("soketiPort")),
    SOKETI_APP_ID: realtime.appId,
    SOKETI_APP_KEY: realtime.key,
    SOKETI_APP_SECRET: realtime.secret,
    S3_PORT: String(inject("s3Port")),
    ...opts.env,
  });
  return { config, databaseUrl: db.url, cleanup: db.drop };
}
