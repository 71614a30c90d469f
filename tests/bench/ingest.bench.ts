/**
 * Ingest throughput: `npm run bench:ingest` (not part of npm test; loopback only; figures printed, nothing asserted).
 *
 * On a database of its own (copied from the seeded template) it starts the API in-process on a free port and
 * measures readings/s ingested end to end: signed watch uploads of BENCH_BATCH readings (default 5000) over HTTP,
 * BENCH_CONCURRENCY at a time (default 4), until BENCH_READINGS readings (default 200,000) are accepted; accepted
 * means committed with their rollups and an evaluation job in the outbox, enqueued in Redis after the commit.
 * In the same run, the raw baseline: the same number of rows into the same `reading` table with
 * `COPY reading FROM STDIN` in one transaction (through a minimal pg Submittable, pg-copy-streams being absent),
 * falling back to one INSERT … SELECT FROM unnest() if COPY cannot run. Prints both and their ratio (target ≥ 0.30).
 * The two alternate in BENCH_ROUNDS rounds (default 4) so that both see the same machine load: these machines are
 * shared, and a single back-to-back pair can differ threefold from one minute to the next.
 */
import { EventEmitter } from "node:events";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { ingestRoutes, QUEUES } from "@care/contracts";
import { loadConfig } from "@care/infra";
import { signedIngestHeaders } from "@care/ingest";
import { buildApp } from "../../apps/api/src/app.js";
import { createDatabaseFrom, ensureTemplates } from "../support/databases.js";

const READINGS = Number(process.env.BENCH_READINGS ?? 200_000);
const BATCH = Math.min(5000, Number(process.env.BENCH_BATCH ?? 5000));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_S ?? 300) * 1000;
const log = (line: string): void => console.log(line);

interface Watch {
  deviceId: string;
  seniorId: string;
  uid: string;
  secret: string;
}

/** Reading i of upload r: heart rate mostly, steps every 10th, battery every 50th, one second apart per watch. */
function metricOf(i: number): "heart_rate" | "steps" | "battery" {
  return i % 50 === 1 ? "battery" : i % 10 === 0 ? "steps" : "heart_rate";
}

function uploadBody(r: number, watches: Watch[], now: number): string {
  const cycle = Math.floor(r / watches.length);
  const events = Array.from({ length: BATCH }, (_, i) => {
    const ts = new Date(now - (cycle * BATCH + i + 1) * 1000).toISOString();
    const m = metricOf(i);
    return m === "heart_rate"
      ? { type: m, ts, bpm: 60 + (i % 40) }
      : m === "steps"
        ? { type: m, ts, count: i % 90 }
        : { type: m, ts, percent: 50 + (i % 50) };
  });
  return JSON.stringify({ events });
}

async function postSigned(url: string, w: Watch, raw: string): Promise<number> {
  const res = await fetch(url, {
    method: "POST",
    headers: signedIngestHeaders(w, raw),
    body: raw,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`upload refused: ${res.status} ${text.slice(0, 300)}`);
  return res.status;
}

/** COPY … FROM STDIN as a pg Submittable: pg hands it the connection when the server asks for the data. */
class CopyIn extends EventEmitter {
  rowCount = 0;
  private error: Error | null = null;
  constructor(
    readonly text: string,
    private readonly chunks: Buffer[],
    private readonly done: (err: Error | null, rows: number) => void,
  ) {
    super();
  }
  submit(connection: { query(text: string): void }): void {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: { sendCopyFromChunk(b: Buffer): void; endCopyFrom(): void }): void {
    for (const chunk of this.chunks) connection.sendCopyFromChunk(chunk);
    connection.endCopyFrom();
  }
  handleCommandComplete(msg: { text: string }): void {
    this.rowCount = Number(msg.text.split(" ").at(-1));
  }
  handleError(err: Error): void {
    this.error = err;
  }
  handleReadyForQuery(): void {
    this.done(this.error, this.rowCount);
  }
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

function copyRows(
  seniors: Watch[],
  count: number,
  now: number,
  round: number,
): { lines: Buffer[]; columns: string[][] } {
  const perSenior = Math.ceil(count / seniors.length);
  const text: string[] = [];
  const columns: string[][] = [[], [], [], [], []];
  for (let n = 0; n < count; n++) {
    const w = seniors[Math.floor(n / perSenior)] as Watch;
    const i = n % perSenior;
    const ts = new Date(now - (round * perSenior + i + 1) * 1000).toISOString();
    const row = [w.seniorId, metricOf(i), ts, String(60 + (i % 40)), w.deviceId];
    text.push(`${row.join("\t")}\t${ts}\n`);
    row.forEach((v, k) => columns[k]?.push(v));
  }
  const lines: Buffer[] = [];
  for (let i = 0; i < text.length; i += 2000) lines.push(Buffer.from(text.slice(i, i + 2000).join("")));
  return { lines, columns };
}

async function rawBaseline(
  client: pg.Client,
  seniors: Watch[],
  count: number,
  now: number,
  round: number,
): Promise<{ method: string; ms: number; rows: number }> {
  const { lines, columns } = copyRows(seniors, count, now, round);
  await client.query("BEGIN");
  const t0 = performance.now();
  try {
    const rows = await new Promise<number>((resolve, reject) => {
      const copy = new CopyIn(
        "COPY reading (senior_id, metric, ts, value, device_id, received_at) FROM STDIN",
        lines,
        (err, n) => (err ? reject(err) : resolve(n)),
      );
      void client.query(copy as unknown as pg.QueryConfig);
    });
    await client.query("COMMIT");
    return { method: "COPY reading FROM STDIN (pg Submittable)", ms: performance.now() - t0, rows };
  } catch (err) {
    await client.query("ROLLBACK");
    log(`  COPY failed (${(err as Error).message}); falling back to INSERT … SELECT FROM unnest()`);
    const t1 = performance.now();
    const res = await client.query(
      `INSERT INTO reading (senior_id, metric, ts, value, device_id, received_at)
       SELECT s, m, t, v, d, t FROM unnest($1::uuid[], $2::metric[], $3::timestamptz[], $4::float8[], $5::uuid[])
         AS x(s, m, t, v, d)`,
      columns,
    );
    return {
      method: "INSERT … SELECT FROM unnest() (one statement)",
      ms: performance.now() - t1,
      rows: res.rowCount ?? 0,
    };
  }
}

async function main(): Promise<void> {
  const templates = await ensureTemplates();
  const db = await createDatabaseFrom(templates.seeded);
  const prefix = `benchingest${randomUUID().replaceAll("-", "").slice(0, 8)}`;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: db.url,
    DATABASE_POOL_MAX: "10",
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    QUEUE_PREFIX: prefix,
    JWT_SECRET: randomUUID() + randomUUID(),
  });
  const app = await buildApp({ config, logger: false });
  const client = new pg.Client({ connectionString: db.url });
  const guard = setTimeout(() => {
    log(`time limit of ${TIME_LIMIT_MS / 1000} s reached; stopping`);
    process.exit(3);
  }, TIME_LIMIT_MS).unref();
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}${ingestRoutes.watchEvents.path}`;
    await client.connect();
    const { rows } = await client.query<Watch>(
      `SELECT d.id AS "deviceId", a.senior_id AS "seniorId", d.unique_identifier AS uid, d.secret
       FROM device d JOIN device_assignment a ON a.device_id = d.id AND a.unlinked_at IS NULL
       JOIN senior s ON s.id = a.senior_id WHERE d.type = 'watch' ORDER BY s.member_id`,
    );
    if (rows.length < 2) throw new Error("the seeded template has no watches");
    const half = Math.floor(rows.length / 2);
    const httpWatches = rows.slice(0, half);
    const copySeniors = rows.slice(half);
    const requests = Math.ceil(READINGS / BATCH);
    const now = Date.now();
    log(
      `ingest bench: ${requests} signed uploads × ${BATCH} readings over ${httpWatches.length} watches, ${CONCURRENCY} at a time`,
    );
    const bodies = Array.from({ length: requests }, (_, r) => uploadBody(r, httpWatches, now));
    // Warm-up (JIT, connection pool, query plans) on watches the measured uploads do not use.
    const spare = copySeniors.slice(-CONCURRENCY);
    await Promise.all(spare.map((w, k) => postSigned(url, w, uploadBody(k, [w], now - 86_400_000))));

    const perRound = Math.ceil(requests / ROUNDS);
    let httpMs = 0;
    let stored = 0;
    let rawMs = 0;
    let rawRows = 0;
    let method = "";
    const ratios: number[] = [];
    for (let round = 0, next = 0; next < requests; round++) {
      const end = Math.min(requests, next + perRound);
      const before = Number((await client.query("SELECT count(*) FROM reading")).rows[0].count);
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < end) {
            const r = next++;
            await postSigned(url, httpWatches[r % httpWatches.length] as Watch, bodies[r] as string);
          }
        }),
      );
      const ms = performance.now() - t0;
      const n = Number((await client.query("SELECT count(*) FROM reading")).rows[0].count) - before;
      const raw = await rawBaseline(client, copySeniors, n, now, round);
      httpMs += ms;
      stored += n;
      rawMs += raw.ms;
      rawRows += raw.rows;
      method = raw.method;
      ratios.push(n / ms / (raw.rows / raw.ms));
      log(
        `  round ${round + 1}: ingest ${Math.round((n / ms) * 1000)}/s, raw ${Math.round((raw.rows / raw.ms) * 1000)}/s`,
      );
    }
    const outbox = (
      await client.query(
        `SELECT count(*) FILTER (WHERE processed_at IS NOT NULL) AS sent, count(*) AS all FROM outbox WHERE topic = $1`,
        [QUEUES.evaluateReadings],
      )
    ).rows[0] as { sent: string; all: string };
    const queued = await app.queues[QUEUES.evaluateReadings].getJobCountByTypes("waiting", "delayed", "prioritized");
    const httpRate = (stored / httpMs) * 1000;
    const rawRate = (rawRows / rawMs) * 1000;
    const raw = { method, rows: rawRows, ms: rawMs };
    log("");
    log(`HTTP ingest (signed JSON → validate → rows + hourly/daily rollups + outbox job, enqueued after commit)`);
    log(
      `  ${stored.toLocaleString("en-US")} readings in ${(httpMs / 1000).toFixed(2)} s = ${Math.round(httpRate).toLocaleString("en-US")} readings/s`,
    );
    log(
      `  evaluation jobs: ${outbox.all} in the outbox (${outbox.sent} enqueued after commit), ${queued} waiting in Redis`,
    );
    log(`raw baseline: ${raw.method}`);
    log(
      `  ${raw.rows.toLocaleString("en-US")} rows in ${(raw.ms / 1000).toFixed(2)} s = ${Math.round(rawRate).toLocaleString("en-US")} rows/s`,
    );
    log(
      `ratio ingest / raw = ${(httpRate / rawRate).toFixed(2)} (target ≥ 0.30); per round: ${ratios.map((r) => r.toFixed(2)).join(", ")}`,
    );
  } finally {
    clearTimeout(guard);
    await client.end().catch(() => undefined);
    for (const q of Object.values(QUEUES)) await app.queues[q].obliterate({ force: true }).catch(() => undefined);
    await app.close();
    await db.drop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
