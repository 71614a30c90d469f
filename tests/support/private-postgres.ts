// A PostgreSQL server of a test's own, from Debian's binaries (initdb, pg_ctl), that the test may stop and start
// again: the machine's Postgres on 5432 serves every other test file and is never stopped. Its database is prepared
// as tests/support/databases.ts prepares the templates (the migrations, then the demo data when seeded).
import { execFile, spawn } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { createPrisma } from "@care/db";
import { seed } from "../../prisma/seed/seed.js";
import { freePort } from "../../scripts/lib/ports.js";
import { migrate, withDatabase } from "./databases.js";

const run = promisify(execFile);

export interface PrivatePostgres {
  /** The prepared database: postgresql://postgres@127.0.0.1:<port>/care. */
  url: string;
  port: number;
  /** `pg_ctl stop -m immediate`: the server quits at once, every connection drops, as in a crash. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data (Postgres recovers from the crash); resolves once it accepts. */
  start(): Promise<void>;
  /** Stops it and removes its data. Call in afterAll. */
  destroy(): Promise<void>;
}

/** The newest Debian PostgreSQL installed: /usr/lib/postgresql/<major>/bin. */
function binDir(): string {
  const root = "/usr/lib/postgresql";
  let majors: number[] = [];
  try {
    majors = readdirSync(root)
      .map(Number)
      .filter((n) => Number.isInteger(n));
  } catch {
    // Not there: the message below says what to install.
  }
  const newest = majors.sort((a, b) => b - a)[0];
  if (newest === undefined) throw new Error(`no PostgreSQL under ${root}: apt-get install postgresql`);
  return join(root, String(newest), "bin");
}

/** initdb refuses to run as root: as root every server command runs as the OS user postgres. */
const asRoot = userInfo().uid === 0;

async function pgCommand(bin: string, args: string[]): Promise<void> {
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  await run(file, argv, { timeout: 120_000 });
}

/**
 * Stops the server and removes its data if this test process goes away without its afterAll (a killed run): a
 * detached watcher polls the process, since the server pg_ctl starts belongs to no one once the test is gone.
 */
function startWatchdog(testPid: number, pgCtl: string, dataDir: string, dir: string): () => void {
  const script = `
    const { execFileSync } = require("node:child_process");
    const { rmSync } = require("node:fs");
    const [pid, pgCtl, data, dir, asRoot] = process.argv.slice(1);
    setInterval(() => {
      try { process.kill(Number(pid), 0); return; } catch (err) { if (err.code === "EPERM") return; }
      const args = [pgCtl, "-D", data, "-m", "immediate", "-w", "stop"];
      try { asRoot === "1" ? execFileSync("runuser", ["-u", "postgres", "--", ...args]) : execFileSync(args[0], args.slice(1)); } catch {}
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    }, 1000);`;
  const child = spawn(process.execPath, ["-e", script, String(testPid), pgCtl, dataDir, dir, asRoot ? "1" : "0"], {
    detached: true,
    stdio: "ignore",
  });
  child.unref();
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
}

export interface PrivatePostgresOptions {
  /**
   * A database to copy (pg_dump, pg_restore): a test file's own copy of the seeded template (createDatabaseFrom),
   * so the private server starts with exactly what every other test file starts with, in seconds. Without it the
   * database is built as the templates are: the migrations, then the demo data (unless `seeded: false`), which
   * takes about a minute on a busy machine.
   */
  copyOf?: string;
  seeded?: boolean;
}

/**
 * Creates a cluster in a temporary directory (trust authentication; fsync off: a test's data need not survive a
 * power cut, only a server crash), starts it on a free loopback port, creates the database `care` and fills it
 * (PrivatePostgresOptions).
 */
export async function startPrivatePostgres(opts: PrivatePostgresOptions = {}): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "care-pg-"));
  const dataDir = join(dir, "data");
  if (asRoot) {
    const { stdout: uid } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(uid.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  const pgCtl = join(bin, "pg_ctl");
  const serverOptions = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    // The socket beside the data, not /var/run/postgresql (the machine's server is there).
    `-k ${dir}`,
    // A commit still reaches the WAL before it is acknowledged (synchronous_commit stays on), so what a test saw
    // committed survives `stop()`, as in a real server crash; only the flush to disk is skipped.
    "-c fsync=off",
    "-c full_page_writes=off",
    "-c max_connections=100",
  ].join(" ");
  const start = (): Promise<void> =>
    pgCommand(pgCtl, ["-D", dataDir, "-l", join(dir, "server.log"), "-o", serverOptions, "-w", "-t", "60", "start"]);
  const stop = (): Promise<void> => pgCommand(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);

  await pgCommand(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C"]);
  const stopWatchdog = startWatchdog(process.pid, pgCtl, dataDir, dir);
  const destroy = async (): Promise<void> => {
    await stop().catch(() => undefined); // already stopped
    stopWatchdog();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await start();
    const server = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query("CREATE DATABASE care");
    } finally {
      await admin.end();
    }
    const url = withDatabase(server, "care");
    if (opts.copyOf) {
      const dump = join(dir, "copy.dump");
      await run(join(bin, "pg_dump"), ["-Fc", "-Z0", "-f", dump, "-d", opts.copyOf], { timeout: 120_000 });
      await run(join(bin, "pg_restore"), ["--no-owner", "--exit-on-error", "-d", url, dump], { timeout: 120_000 });
    } else {
      migrate(url);
    }
    if (!opts.copyOf && opts.seeded !== false) {
      const prisma = createPrisma(url, 4);
      try {
        await seed(prisma);
      } finally {
        await prisma.$disconnect();
      }
    }
    return { url, port, stop, start, destroy };
  } catch (err) {
    await destroy();
    throw err;
  }
}
