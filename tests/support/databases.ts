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
    try {
      await adminQuery(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (err) {
      // 42P04: a concurrent run built the same template first; theirs is as good as ours.
      if ((err as { code?: string }).code !== "42P04") throw err;
      await adminQuery(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    }
  }
  // Housekeeping only: a failure here must not stop the run that needs the current templates.
  await dropOutdatedTemplates(fp).catch((err: unknown) => console.warn("outdated test templates not dropped:", err));
  return { empty, seeded };
}

/**
 * A template of another schema stays this long after a run first saw it outdated: a run started before the
 * migrations changed (a long `vitest` watch session, a CI job of another branch on the same server) may still copy
 * it. Twelve hours is well past a full suite (under 30 minutes) and a working day's watch session.
 */
export const OUTDATED_TEMPLATE_GRACE_MS = 12 * 3600 * 1000;
const OUTDATED_SINCE = /^care test template; outdated since (\S+)$/;

/**
 * Drops the template databases (care_tpl_*) of other schema versions, and half-built copies a crashed run left
 * (care_tpl_*_building_*), once they have been outdated for OUTDATED_TEMPLATE_GRACE_MS. Postgres keeps no creation
 * time, so the first run that sees one outdated stamps the time in the database's comment; a later run drops it.
 * Never with FORCE: a database someone is connected to (55006) is left for a later run. Returns the names dropped.
 */
export async function dropOutdatedTemplates(
  currentFingerprint: string,
  opts: { now?: Date; prefix?: string } = {},
): Promise<string[]> {
  const now = opts.now ?? new Date();
  const like = (text: string): string => text.replace(/[\\_%]/g, (c) => `\\${c}`);
  const client = new pg.Client({ connectionString: withDatabase(baseUrl(), "postgres") });
  await client.connect();
  const dropped: string[] = [];
  try {
    const rows = await client.query<{ name: string; comment: string | null }>(
      `SELECT datname AS name, shobj_description(oid, 'pg_database') AS comment FROM pg_database
       WHERE datname LIKE $1 AND (datname LIKE '%\\_building\\_%' OR datname NOT LIKE $2)`,
      [`${like(opts.prefix ?? "care_tpl_")}%`, `%${like(`_${currentFingerprint}`)}`],
    );
    for (const { name, comment } of rows.rows) {
      const since = OUTDATED_SINCE.exec(comment ?? "")?.[1];
      const quoted = `"${name.replaceAll('"', '""')}"`;
      if (!since || Number.isNaN(Date.parse(since))) {
        const stamp = `care test template; outdated since ${now.toISOString()}`;
        await client.query(`COMMENT ON DATABASE ${quoted} IS '${stamp}'`);
        continue;
      }
      if (now.getTime() - Date.parse(since) < OUTDATED_TEMPLATE_GRACE_MS) continue;
      try {
        await client.query(`DROP DATABASE IF EXISTS ${quoted}`);
        dropped.push(name);
      } catch (err) {
        if ((err as { code?: string }).code !== "55006") throw err;
      }
    }
  } finally {
    await client.end();
  }
  return dropped;
}
