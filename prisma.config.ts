import "dotenv/config";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { defineConfig } from "prisma/config";
import { createPgAdapter } from "./packages/db/src/pg.ts";

// The WASM schema engine leaves 10 s / 60 s timers pending, so the CLI would hang after finishing.
// This file runs inside the CLI process: unref the long timers created from WASM.
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((fn: (...a: unknown[]) => void, ms?: number, ...rest: unknown[]) => {
  const t = realSetTimeout(fn, ms, ...rest);
  if ((ms ?? 0) >= 1_000 && new Error().stack?.includes("wasm://")) t.unref?.();
  return t;
}) as typeof setTimeout;

const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/care";

function databaseUrl(): string {
  return process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = "/" + encodeURIComponent(database);
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

// The CLI never ends the pool; allowExitOnIdle lets each command exit as soon as it is done.
const POOL = { max: 4, allowExitOnIdle: true };

type Connected = Awaited<ReturnType<ReturnType<typeof createPgAdapter>["connect"]>>;

/**
 * adapter-pg 6.19 runs a migration by splitting it on every ';' (even inside function bodies and comments)
 * and sending the pieces one by one, so a failure leaves half a migration applied. Send the whole script as
 * one simple-protocol query instead: Postgres runs a multi-statement query as one implicit transaction.
 */
function wholeScripts(adapter: Connected): Connected {
  const driver = adapter.underlyingDriver() as { query(sql: string): Promise<unknown> };
  adapter.executeScript = async (script: string): Promise<void> => {
    await driver.query(script);
  };
  return adapter;
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  async adapter() {
    const url = databaseUrl();
    const main = createPgAdapter(url, POOL);
    return {
      provider: main.provider,
      adapterName: main.adapterName,
      connect: async () => wholeScripts(await main.connect()),
      // adapter-pg's own connectToShadowDb drops the shadow database before closing its pool; make our own.
      async connectToShadowDb() {
        const name = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
        await adminQuery(`CREATE DATABASE "${name}"`);
        const shadow = wholeScripts(await createPgAdapter(withDatabase(url, name), POOL).connect());
        const closePool = shadow.dispose.bind(shadow);
        shadow.dispose = async () => {
          await closePool();
          await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        };
        return shadow;
      },
    };
  },
});
