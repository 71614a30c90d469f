import { execFileSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { createPrisma } from "@care/db";
import { seed } from "../../prisma/seed/seed.js";

export const ROOT = resolve(import.meta.dirname, "../..");
/** The server the tests use: DATABASE_URL when set (CI, or a testcontainer), else the local Postgres. */
export function baseUrl(): string {
  return process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = "/" + database;
  return u.toString();
}

/** A connection to the server's maintenance database, for CREATE/DROP DATABASE. */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(baseUrl(), "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: withDatabase(baseUrl(), "postgres") });
  await client.connect();
  try {
    const r = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    return (r.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** A short fingerprint of the migrations and the seed, so a changed schema gets a new template database. */
export function schemaFingerprint(): string {
  const h = createHash("sha256");
  const migrations = join(ROOT, "prisma/migrations");
  for (const dir of readdirSync(migrations, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .sort()) {
    h.update(dir.name);
    h.update(readFileSync(join(migrations, dir.name, "migration.sql")));
  }
  const seed = join(ROOT, "prisma/seed");
  for (const f of readdirSync(seed)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .sort()) {
    h.update(f);
    h.update(readFileSync(join(seed, f)));
  }
  return h.digest("hex").slice(0, 12);
}

export function migrate(url: string): void {
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" },
    stdio: "pipe",
  });
}

/**
 * A database of its own for one test file, copied from a template (milliseconds instead of migrating).
 * Returns its URL and a drop function; runs never collide and leave nothing behind.
 */
export async function createDatabaseFrom(
  template: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `care_t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (err) {
      // 55006: another session is copying the template at this instant; a short retry is enough.
      if ((err as { code?: string }).code !== "55006" || attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
  return {
    url: withDatabase(baseUrl(), name),
    name,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Builds (once per schema version) an empty and a seeded template database. */
export async function ensureTemplates(): Promise<{ empty: string; seeded: string }> {
  const fp = schemaFingerprint();
  const empty = `care_tpl_empty_${fp}`;
  const seeded = `care_tpl_seeded_${fp}`;
  for (const [name, withSeed] of [
    [empty, false],
    [seeded, true],
  ] as const) {
    if (await databaseExists(name)) continue;
    // Build under a temporary name and rename at the end, so a crash never leaves a half-built template.
    const building = `${name}_building_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${building}"`);
    const url = withDatabase(baseUrl(), building);
    migrate(url);
    if (withSeed) {
      const prisma = createPrisma(url, 4);
      try {
        await seed(prisma);
      } finally {
        await prisma.$disconnect();
      }
    }
    await adminQuery(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  }
  return { empty, seeded };
}
