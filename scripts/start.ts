/**
 * `npm start`: the whole stack on one machine without Docker. Migrates, seeds an empty database (anchored to the
 * current hour, with 90 days of the staff's activity and, from the simulator's backfill, of readings), builds the
 * portal, then runs soketi, an S3-compatible store, the API (serving the portal), the worker and the live
 * simulator as children. A child that ends unexpectedly is logged and started again while the others keep running
 * (scripts/lib/supervisor.ts). Ctrl-C stops every child and leaves no process behind.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { Redis } from "ioredis";
import { createPrisma } from "@care/db";
import { ConfigError, loadConfig, REPORTS_NODE_OPTIONS, type Config } from "@care/infra";
import { demoAnchor } from "../prisma/seed/dates.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../prisma/seed/staff.js";
import { startEmbeddedPostgres, type EmbeddedDb } from "./lib/embedded-postgres.js";
import { freePort, isListening, waitFor } from "./lib/ports.js";
import { startS3Process } from "./lib/s3.js";
import { startSoketi } from "./lib/soketi.js";
import { ensureWebBuild } from "./lib/web-build.js";
import { nodeArgs, Supervisor } from "./lib/supervisor.js";

const ROOT = resolve(import.meta.dirname, "..");
// Shown at start-up; the caregiver account is left out because it can never sign in.
const DEMO_LOGINS = Object.values(DEMO_ACCOUNTS).filter((a) => a.role !== "Caregiver");

const log = (msg: string): void => console.log(`\x1b[1mstart    \x1b[0m| ${msg}`);

/**
 * Of the demo's days of readings (DEMO_HISTORY_DAYS in the config, 90: every graph of the portal, up to its 3-month
 * views, shows data), the days written before the portal opens; the rest follows in the background, about a minute.
 */
const DEMO_FIRST_DAYS = 30;

interface Secrets {
  jwtSecret: string;
  realtimeKey: string;
  realtimeSecret: string;
}

/** Generated once per checkout and kept under .data/ (git-ignored): no secret lives in the repository. */
function localSecrets(): Secrets {
  const file = join(DATA, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Secrets;
  const s: Secrets = {
    jwtSecret: randomBytes(32).toString("hex"),
    realtimeKey: randomBytes(10).toString("hex"),
    realtimeSecret: randomBytes(24).toString("hex"),
  };
  writeFileSync(file, JSON.stringify(s, null, 2), { mode: 0o600 });
  return s;
}

async function canConnect(url: string): Promise<boolean> {
  const u = new URL(url);
  u.pathname = "/postgres";
  const c = new pg.Client({ connectionString: u.toString(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function ensureDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = "/postgres";
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    const r = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (r.rowCount === 0) await c.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await c.end();
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on("error", () => {});
  try {
    await r.connect();
    return (await r.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Starts a command whose every line of output is printed prefixed with `name`. */
function startPrefixed(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Not detached: a Ctrl-C in the terminal reaches it too, and a tsx child stops by itself should this process die.
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    let buf = "";
    stream.on("data", (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split("\n");
      buf = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) console.log(`${name.padEnd(9)}| ${line}`);
    });
  }
  return child;
}

/** Runs a command to its end (output prefixed with `name`); resolves with its exit code. */
function runToEnd(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  const child = startPrefixed(name, command, args, env);
  return new Promise((done) => child.once("exit", done));
}

/** Member ids of the seniors with linked devices: the fleet the history is written for. */
async function fleetMembers(url: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ member_id: number }>(
      `SELECT s.member_id FROM senior s
       WHERE EXISTS (SELECT 1 FROM device_assignment a WHERE a.senior_id = s.id AND a.unlinked_at IS NULL)
       ORDER BY s.member_id`,
    );
    return r.rows.map((row) => row.member_id);
  } finally {
    await c.end();
  }
}

/** The simulator's backfill of the demo's history, `days` days ending `beforeDays` ago, as one process per half. */
function backfillArgs(days: number, beforeDays: number, members: number[]): string[] {
  const span = ["--days", String(days), "--before", String(beforeDays), "--demo", "--members", members.join(",")];
  return [...nodeArgs("simulator/src/cli.ts"), "backfill", ...span];
}

/** The fleet in two halves, one per backfill process: generating the days is single-threaded work. */
const halvesOf = (members: number[]): number[][] =>
  [0, 1].map((h) => members.filter((_, i) => i % 2 === h)).filter((m) => m.length > 0);

/**
 * A new demo, anchored to this hour: the demo data (`prisma/seed/index.ts --part base`), then side by side the staff's
 * activity of the last 90 days (`--part activity`) and the last DEMO_FIRST_DAYS days of readings for every senior
 * through the simulator's backfill (`--demo` densities, simulator/src/demo-history.ts): what the day, week and month
 * views show. They run as child processes while this one builds the portal. A failed activity or history is reported
 * and the stack starts anyway: the demo works without them, its screens are just emptier. Returns the fleet's member
 * ids, for the older history (olderHistory).
 */
async function loadDemo(env: NodeJS.ProcessEnv, url: string, historyDays: number): Promise<number[]> {
  const firstDays = Math.min(DEMO_FIRST_DAYS, historyDays);
  const started = Date.now();
  const node = process.execPath;
  // One anchor for both halves of the seed (they run as separate processes).
  const anchor = demoAnchor().toISOString();
  const seedArgs = (part: string): string[] => [
    ...nodeArgs("prisma/seed/index.ts"),
    "--part",
    part,
    "--anchor",
    anchor,
  ];
  const seeded = await runToEnd("seed", node, seedArgs("base"), env);
  if (seeded !== 0) throw new Error(`the demo data could not be loaded (seed exit code ${seeded})`);
  const members = await fleetMembers(url);
  log(`writing the last ${firstDays} days of readings for ${members.length} seniors (simulator backfill --demo)`);
  // The staff's activity needs the seniors, not their readings: it is written beside the history.
  const [activity, ...codes] = await Promise.all([
    runToEnd("seed", node, seedArgs("activity"), env),
    ...(firstDays > 0 ? halvesOf(members) : []).map((m, i) =>
      runToEnd(`history${i + 1}`, node, backfillArgs(firstDays, 0, m), env),
    ),
  ]);
  if (activity !== 0) log(`the staff's activity is incomplete (seed exit code ${activity}); starting anyway`);
  if (codes.some((c) => c !== 0)) {
    log(`the demo history is incomplete (backfill exit codes ${codes.join(", ")}); starting anyway`);
  }
  log(`demo data and the last ${firstDays} days loaded in ${Math.round((Date.now() - started) / 1000)} s`);
  return members;
}

/**
 * The rest of the demo's history (DEMO_FIRST_DAYS to DEMO_HISTORY_DAYS days back: the older months of the agency
 * graphs and the 90-day reports), written while the services start and run: about a minute more. Its processes are
 * not supervised services (they end by themselves); `shutdown` stops them if they are still running.
 */
function olderHistory(env: NodeJS.ProcessEnv, members: number[], historyDays: number, running: ChildProcess[]): void {
  const days = historyDays - DEMO_FIRST_DAYS;
  if (days <= 0) return;
  const started = Date.now();
  let left = 0;
  for (const [i, m] of halvesOf(members).entries()) {
    const child = startPrefixed(`history${i + 1}`, process.execPath, backfillArgs(days, DEMO_FIRST_DAYS, m), env);
    running.push(child);
    left++;
    child.once("exit", (code) => {
      if (code !== 0 && code !== 130) log(`the older demo history is incomplete (backfill exit code ${code})`);
      if (--left === 0)
        log(
          `the demo's ${historyDays} days of history are complete (${Math.round((Date.now() - started) / 1000)} s more)`,
        );
    });
  }
}

let DATA = join(ROOT, ".data");

async function main(): Promise<void> {
  DATA = resolve(ROOT, loadConfig(process.env).DATA_DIR);
  mkdirSync(DATA, { recursive: true });
  const secrets = localSecrets();
  const env: NodeJS.ProcessEnv = {
    JWT_SECRET: secrets.jwtSecret,
    SOKETI_APP_KEY: secrets.realtimeKey,
    SOKETI_APP_SECRET: secrets.realtimeSecret,
    // A developer's machine: the demo data set and the development mailbox (loopback only), unless the caller
    // says otherwise. Production refuses the mailbox, so it is never switched on for it.
    ...(process.env.NODE_ENV === "production" ? {} : { DEV_MAILBOX: "true", SEED_DEMO: "true" }),
    ...process.env,
  };
  // Validate everything once, up front, with the same schema every child uses.
  let config = loadConfig(env);

  let embedded: EmbeddedDb | undefined;
  if (!(await canConnect(config.DATABASE_URL))) {
    if (process.env.DATABASE_URL) throw new Error(`Postgres is not reachable at DATABASE_URL=${config.DATABASE_URL}`);
    log("no Postgres at 127.0.0.1:5432: starting embedded PostgreSQL under .data/postgres");
    const port = Number(process.env.EMBEDDED_PG_PORT ?? (await freePort()));
    embedded = await startEmbeddedPostgres(join(DATA, "postgres", "db"), port, "care");
    env.DATABASE_URL = embedded.url;
    config = loadConfig(env);
  }
  await ensureDatabase(config.DATABASE_URL);

  if (!(await redisAnswers(config.REDIS_URL))) {
    console.error(
      `Redis is not reachable at ${config.REDIS_URL}: start one (\`redis-server --daemonize yes\`, Debian package redis-server, or \`docker compose up -d redis\`) or set REDIS_URL.`,
    );
    await embedded?.stop();
    process.exit(1);
  }

  // Made once per set of sources and shared with the tests (scripts/lib/web-build.ts): a restart with unchanged
  // sources starts at once, and a new build goes to a folder of its own, so it never swaps the files a running
  // stack serves. It runs here while the migrations, the demo data and its recent history run as child processes;
  // the services start once all are done, so the workers never see a fleet without data (no-data alerts) and the
  // day, week and month views have theirs from the first screen.
  const building = ensureWebBuild(log);
  // Awaited below; this only keeps a failure before then from counting as unhandled.
  building.catch(() => undefined);

  log("applying migrations");
  // Its progress is noise here (stdout dropped); its errors are not.
  const migrate = spawn("npx", ["prisma", "migrate", "deploy"], {
    cwd: ROOT,
    env: { ...env, CHECKPOINT_DISABLE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const migrated = await new Promise<number | null>((done) => migrate.once("exit", done));
  if (migrated !== 0) throw new Error(`prisma migrate deploy failed (exit code ${migrated})`);
  const prisma = createPrisma(config.DATABASE_URL, 4);
  let demo: Promise<number[] | null> = Promise.resolve(null);
  try {
    if (!config.SEED_DEMO) log("SEED_DEMO is not true: no demo data");
    else if ((await prisma.staffUser.count()) === 0) {
      log("empty database: loading the demo data, dated up to this hour");
      demo = loadDemo({ ...env, FORCE_COLOR: "0" }, config.DATABASE_URL, config.DEMO_HISTORY_DAYS);
    }
  } finally {
    await prisma.$disconnect();
  }
  const [web, demoFleet] = await Promise.all([building, demo]);
  // Processes of the older history, stopped by shutdown() if still running.
  const backfills: ChildProcess[] = [];
  if (demoFleet) olderHistory({ ...env, FORCE_COLOR: "0" }, demoFleet, config.DEMO_HISTORY_DAYS, backfills);
  if (!web.built) log("portal: the build of these sources is already there");
  env.WEB_DIST = web.dir;

  // Every service runs in a process of its own and is restarted when it ends (the S3 store too: s3rver once took
  // this process, and so every service, down with an error of its own).
  const supervisor = new Supervisor(log);
  let stopping = false;
  async function shutdown(code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    log("stopping…");
    for (const b of backfills) if (b.exitCode === null && b.signalCode === null) b.kill("SIGTERM");
    await supervisor.stopAll();
    // They stop at the next senior and store what they hold: wait, so nothing of this stack outlives it.
    await Promise.all(
      backfills.map((b) =>
        b.exitCode === null && b.signalCode === null ? new Promise((done) => b.once("exit", done)) : undefined,
      ),
    );
    await embedded?.stop();
    log("stopped");
    process.exit(code);
  }
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  const s3Log = (line: string): void => console.error(`${"s3".padEnd(9)}| ${line}`);
  await supervisor.supervise("s3", () =>
    startS3Process({ directory: join(DATA, "s3"), port: config.S3_PORT, buckets: [config.S3_BUCKET], log: s3Log }),
  );
  const [clusterPort, metricsPort] = await Promise.all([freePort(), freePort()]);
  await supervisor.supervise("soketi", () =>
    startSoketi({
      port: config.SOKETI_PORT,
      appId: config.SOKETI_APP_ID,
      key: config.SOKETI_APP_KEY,
      secret: config.SOKETI_APP_SECRET,
      clusterPort,
      metricsPort,
    }),
  );

  const childEnv = { ...env, FORCE_COLOR: "1" };
  // Each child runs TypeScript through tsx in one node process and stops by itself should this process (or
  // start.mjs above it) die without stopping it (nodeArgs: the CARE_SUPERVISOR_PID watch).
  const node = process.execPath;
  supervisor.run("api", node, nodeArgs("apps/api/src/server.ts"), childEnv, ROOT);
  const apiUrl = `http://127.0.0.1:${config.PORT}`;
  await waitFor(() => isListening("127.0.0.1", config.PORT), "the API", 60_000);
  // The alarm path runs in a process of its own so that an SOS never waits behind reading evaluation, and report
  // builds in another so that evaluation never waits behind a build (worker-role.ts).
  const worker = nodeArgs("apps/worker/src/main.ts");
  supervisor.run("worker", node, worker, { ...childEnv, WORKER_ROLE: "pipeline" }, ROOT);
  supervisor.run("alarms", node, worker, { ...childEnv, WORKER_ROLE: "alarms" }, ROOT);
  const nodeOptions = [process.env.NODE_OPTIONS, REPORTS_NODE_OPTIONS].filter(Boolean).join(" ");
  const reportsEnv = { ...childEnv, WORKER_ROLE: "reports", NODE_OPTIONS: nodeOptions };
  supervisor.run("reports", node, worker, reportsEnv, ROOT);
  if (config.SIMULATOR_LIVE) {
    supervisor.run(
      "simulator",
      node,
      [...nodeArgs("simulator/src/cli.ts"), "live"],
      { ...childEnv, API_URL: apiUrl },
      ROOT,
    );
  }

  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const mfaNote = (email: string): string =>
    email.startsWith("mfa@") && config.DEV_MAILBOX ? " (MFA: code in /api/dev/mailbox, from this machine)" : "";
  console.log(
    [
      "",
      `  Portal:  ${url}`,
      `  API:     ${url}/api   (OpenAPI UI at ${url}/api/docs, health at ${url}/api/health)`,
      ...(config.SEED_DEMO
        ? [
            `  Demo accounts (password ${DEMO_PASSWORD}):`,
            ...DEMO_LOGINS.map((a) => `    ${a.email.padEnd(22)} ${a.role}${mfaNote(a.email)}`),
          ]
        : []),
      `  Mail:    ${mailDestination(config, url)}`,
      `  Alarms:  an SOS / fall not taken within ${config.ALARM_CHAIN_AFTER_S} s, or raised while no alarm staff is signed in,`,
      `           goes out by ${config.ALARM_CHAIN_STEPS} (webhook: ${webhookHost(config)})`,
      `  Simulator: ${config.SIMULATOR_LIVE ? "live" : "off (SIMULATOR_LIVE=false)"}; try \`npm run sim -- sos --member 100001\``,
      "  Ctrl-C stops everything.",
      "",
    ].join("\n"),
  );
}

/** The webhook's host only: its URL may carry a token. */
function webhookHost(config: Config): string {
  return config.ALARM_WEBHOOK_URL ? new URL(config.ALARM_WEBHOOK_URL).host : "not set, ALARM_WEBHOOK_URL";
}

/**
 * Where the platform's mail (sign-in codes, report notices, alarm chain e-mails) goes, without the SMTP URL's
 * credentials: a developer must be able to find an alarm's e-mail or an MFA code without reading the code.
 */
function mailDestination(config: Config, url: string): string {
  const where: string[] = [];
  if (config.SMTP_URL) {
    where.push(URL.canParse(config.SMTP_URL) ? `SMTP ${new URL(config.SMTP_URL).host}` : "SMTP (SMTP_URL)");
  }
  if (config.DEV_MAILBOX)
    where.push(`the development mailbox, ${url}/api/dev/mailbox?email=<address> (this machine only)`);
  return where.length > 0 ? where.join(" and ") : "dropped (set SMTP_URL, or DEV_MAILBOX=true outside production)";
}

/**
 * This process is what every service watches (exit-with-supervisor.mjs): were it to end on an error of its own, they
 * would all stop. Such an error is logged, named as the supervisor's, and the stack keeps running.
 */
function keepRunningOnErrors(): void {
  const report = (what: string) => (err: unknown) =>
    console.error(`start    | ${what} in the supervisor (npm start itself); the services keep running:`, err);
  process.on("uncaughtException", report("uncaught error"));
  process.on("unhandledRejection", report("unhandled rejection"));
}

keepRunningOnErrors();
main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
});
