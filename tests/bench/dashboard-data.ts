// The dataset of bench:dashboard, shared with bench:reports: a database of its own
// (care_bench_dash_<schema fingerprint>_<seniors>x<days>) copied from the seeded template, grown to BENCH_SENIORS
// seniors (default 10,000) with the simulator's synthetic seniors, given caseloads (dashboard-fleet.ts), then loaded
// with BENCH_DAYS days (default 30) of history by the simulator's backfill, run as the tester runs it
// (`npm run sim -- backfill --days 30 --lite`: readings, rollups, nights and locations through the ingest SQL).
// That takes a while on 2 cores, so the data is reused for BENCH_REUSE_HOURS (default 24) unless BENCH_FRESH=1.
import { spawn } from "node:child_process";
import pg from "pg";
import { createPrisma } from "@care/db";
import { ensureFleetSize } from "../../simulator/src/synthetic.js";
import {
  adminQuery,
  baseUrl,
  databaseExists,
  ensureTemplates,
  migrate,
  ROOT,
  schemaFingerprint,
  withDatabase,
} from "../support/databases.js";
import { organiseSyntheticFleet } from "./dashboard-fleet.js";

export const BENCH_SENIORS = Number(process.env.BENCH_SENIORS ?? 10_000);
export const BENCH_DAYS = Number(process.env.BENCH_DAYS ?? 30);
const REUSE_HOURS = Number(process.env.BENCH_REUSE_HOURS ?? 24);
const FRESH = process.env.BENCH_FRESH === "1";
const SEED = 42;
const log = (line: string): void => console.log(line);

export async function withClient<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Prepares (or reuses) the benchmark database and returns its URL. */
export async function prepareDashboardData(): Promise<string> {
  const name = `care_bench_dash_${schemaFingerprint()}_${BENCH_SENIORS}x${BENCH_DAYS}`;
  const url = withDatabase(baseUrl(), name);
  if (!FRESH && (await databaseExists(name))) {
    const r = await withClient(url, (db) =>
      db.query<{ d: string | null }>(
        "SELECT shobj_description(oid, 'pg_database') AS d FROM pg_database WHERE datname = current_database()",
      ),
    );
    const generatedAt = Number(r.rows[0]?.d?.match(/generated_at=(\d+)/)?.[1] ?? 0);
    if (Date.now() - generatedAt < REUSE_HOURS * 3_600_000) {
      log(
        `data: reusing ${name}: loaded through the simulator's backfill at ${new Date(generatedAt).toISOString()}; BENCH_FRESH=1 reloads it`,
      );
      return url;
    }
  }
  if (!FRESH && (await adoptEarlierLoad(name))) return url;
  const { seeded } = await ensureTemplates();
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${seeded}"`);
  log(`data: ${BENCH_SENIORS} seniors × ${BENCH_DAYS} days into ${name} through the simulator's backfill:`);
  const started = Date.now();
  const prisma = createPrisma(url, 4);
  try {
    const created = await ensureFleetSize(prisma, BENCH_SENIORS, SEED);
    log(`  fleet: +${created} synthetic seniors (watch, scale, sleep mat, hub each)`);
  } finally {
    await prisma.$disconnect();
  }
  log(`  caseloads: ${await organiseSyntheticFleet(url)} synthetic seniors coached, every third a facility resident`);
  log(`  $ npm run sim -- backfill --days ${BENCH_DAYS} --lite   (DATABASE_URL=…/${name})`);
  await runSimulatorBackfill(url);
  log(`  backfill done in ${Math.round((Date.now() - started) / 1000)} s; VACUUM ANALYZE`);
  await withClient(url, (db) => db.query("VACUUM ANALYZE"));
  await adminQuery(`COMMENT ON DATABASE "${name}" IS 'generated_at=${Date.now()}'`);
  return url;
}

/**
 * The schema changes more often than a load of 10,000 seniors × 30 days finishes on 2 cores: a load of the same size
 * made within BENCH_REUSE_HOURS for an earlier schema is brought up to date with `prisma migrate deploy` (migrations
 * only add to it; the seed's demo rows stay as they were loaded) and renamed to the current name. Returns whether
 * one was adopted.
 */
async function adoptEarlierLoad(name: string): Promise<boolean> {
  const candidates = await withClient(withDatabase(baseUrl(), "postgres"), (db) =>
    db.query<{ datname: string; d: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS d FROM pg_database
        WHERE datname LIKE 'care\\_bench\\_dash\\_%\\_' || $1 ORDER BY datname`,
      [`${BENCH_SENIORS}x${BENCH_DAYS}`],
    ),
  );
  const earlier = candidates.rows
    .map((r) => ({ name: r.datname, at: Number(r.d?.match(/generated_at=(\d+)/)?.[1] ?? 0) }))
    .filter((r) => Date.now() - r.at < REUSE_HOURS * 3_600_000)
    .sort((a, b) => b.at - a.at)[0];
  if (!earlier) return false;
  log(
    `data: adopting ${earlier.name} (loaded ${new Date(earlier.at).toISOString()}): prisma migrate deploy, renamed to ${name}`,
  );
  migrate(withDatabase(baseUrl(), earlier.name));
  await adminQuery(`ALTER DATABASE "${earlier.name}" RENAME TO "${name}"`);
  return true;
}

/**
 * The tester's command, as a child process: `simulator/src/cli.ts backfill --days N --lite` with the benchmark
 * database as DATABASE_URL. Its progress bar and closing summary are shown as they come.
 */
async function runSimulatorBackfill(url: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "simulator/src/cli.ts", "backfill", "--days", String(BENCH_DAYS), "--lite"],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url, SIMULATOR_SEED: String(SEED) },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the simulator's backfill exited with ${code}`);
}
