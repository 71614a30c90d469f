import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CHANNELS, QUEUES, type IngestResult } from "@care/contracts";
import { ESCALATION_JOB_OPTIONS, escalationJobId } from "../../../apps/worker/src/alarms/escalation.js";
import { createDatabaseFrom } from "../../support/databases.js";
import { linkedWatches, type LinkedWatch } from "../../support/fixtures.js";
import { bearer, DEMO_ACCOUNTS, waitFor } from "../../support/harness.js";
import { signedHeaders } from "../../support/ingest-client.js";
import { startPrivatePostgres, type PrivatePostgres } from "../../support/private-postgres.js";
import { tokenFor } from "../../support/tokens.js";
import {
  configEnv,
  listen,
  type Listener,
  type PrivateRedis,
  startPrivateRedis,
  startWorkerHarness,
  startWorkerProcess,
  type WorkerHarness,
  type WorkerProcess,
} from "../../support/worker-harness.js";

/**
 * Issue 27 item 3: escalation survives failures. The alarm worker runs as a real process over a Postgres and a Redis
 * of this file's own (the machine's servers, which other test files use, are never stopped). An SOS nobody takes is
 * raised through the real ingestion route; then Postgres is stopped until the alarm's escalation round has failed
 * through all its retries, and Redis is killed (losing the round's delayed job). After each comes back, a pusher-js
 * client sees the alarm announced again one level higher, and again after that: it keeps escalating until taken.
 */

/** Long enough for Postgres to be down before the first round falls due after the SOS's announcement. */
const ESCALATION_S = 6;

let db: PrivatePostgres;
let redis: PrivateRedis;
let h: WorkerHarness;
let worker: WorkerProcess | undefined;
let listener: Listener;
let agentToken: string;
let watches: LinkedWatch[] = [];
const logs: string[] = [];

beforeAll(async () => {
  // This file's own copy of the seeded template, moved into the private server (the demo accounts and seniors).
  const copy = await createDatabaseFrom(inject("templateSeeded"));
  try {
    db = await startPrivatePostgres({ copyOf: copy.url });
  } finally {
    await copy.drop();
  }
  redis = await startPrivateRedis();
  h = await startWorkerHarness({
    env: { DATABASE_URL: db.url, REDIS_URL: redis.url, ALARM_ESCALATION_S: String(ESCALATION_S) },
  });
  watches = await linkedWatches(h.app.prisma, 2);
  expect(watches).toHaveLength(2);
  agentToken = (await tokenFor(h.app, DEMO_ACCOUNTS.agent)).token;
  listener = await listen(h.app, agentToken);
  await listener.subscribe(CHANNELS.sosFall);
  // The alarm worker as deployed (WORKER_ROLE=alarms: fan-out, escalation, sweeper), as a process of its own.
  worker = startWorkerProcess(configEnv(h.config, { WORKER_ROLE: "alarms" }), (line) => logs.push(line));
  await worker.ready;
}, 120_000);

afterAll(async () => {
  listener?.close();
  await worker?.kill("SIGKILL");
  await h?.close();
  await redis?.stop();
  await db?.destroy();
});

/** The worker's last log lines, cut short (a failed query's line carries its whole stack). */
const lastLogLines = (): string =>
  logs
    .slice(-30)
    .map((l) => l.slice(0, 400))
    .join("\n");

/** An SOS raised now, through the signed ingestion route; returns its alarm id. */
async function raiseSos(w: LinkedWatch): Promise<string> {
  const raw = JSON.stringify({ events: [{ type: "sos", ts: new Date().toISOString() }] });
  const res = await h.app.inject({
    method: "POST",
    url: "/api/ingest/watch/events",
    headers: signedHeaders(w.uid, w.secret, raw),
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: IngestResult }>().data.alarms[0]!.alarm_id;
}

/** The escalation levels at which the alarm was announced as pending, in order of receipt. */
const pendingLevels = (alarmId: string): number[] =>
  listener
    .alarms()
    .filter((r) => r.data.alarm_id === alarmId && r.data.alarm_status === "pending")
    .map((r) => r.data.escalation_level);

/** Waits until the alarm was announced at `level`; on a timeout, says what the worker logged last. */
async function announcedAt(alarmId: string, level: number, timeoutMs = 30_000): Promise<void> {
  await waitFor(
    `alarm announced at level ${level}`,
    () => pendingLevels(alarmId).includes(level) || undefined,
    timeoutMs,
  ).catch((err: Error) => {
    throw new Error(
      `${err.message} (levels seen: ${pendingLevels(alarmId).join(", ")})\nworker log:\n${lastLogLines()}`,
    );
  });
}

async function take(alarmId: string): Promise<void> {
  const res = await h.app.inject({
    method: "PUT",
    url: "/api/supervision/update-alarms",
    headers: bearer(agentToken),
    payload: { alarm_id: alarmId, status: "assigned" },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("escalation survives failures", () => {
  it("a round that failed through all its retries while Postgres was down runs once it is back", async () => {
    const alarmId = await raiseSos(watches[0]!);
    await announcedAt(alarmId, 0);
    // The fan-out schedules round 1 just after the announcement; stopped before that, Postgres would fail the
    // fan-out instead (which the sweeper also recovers, but that is not the case under test here).
    await waitFor("round 1 scheduled", async () => {
      const job = await h.deps.queues[QUEUES.alarmEscalation].getJob(escalationJobId(alarmId, 1));
      return job && (await job.getState()) === "delayed" ? true : undefined;
    });

    await db.stop();
    // Round 1 falls due ESCALATION_S after the announcement, finds no database, and fails through its retries.
    const round1 = await waitFor(
      "round 1 failed through its retries",
      async () => {
        const job = await h.deps.queues[QUEUES.alarmEscalation].getJob(escalationJobId(alarmId, 1));
        return job && (await job.getState()) === "failed" ? job : undefined;
      },
      90_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\nworker log:\n${lastLogLines()}`);
    });
    expect(round1.attemptsMade).toBe(5);
    expect(ESCALATION_JOB_OPTIONS.attempts).toBe(5);
    expect(pendingLevels(alarmId)).toEqual([0]);

    await db.start();
    // The sweeper finds the round overdue in the database and runs it again; the chain goes on from there.
    await announcedAt(alarmId, 1);
    await announcedAt(alarmId, 2);
    expect(pendingLevels(alarmId).slice(0, 3)).toEqual([0, 1, 2]);
    const row = await h.app.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } });
    expect(row.status).toBe("pending");
    expect(row.escalationLevel).toBeGreaterThanOrEqual(2);
    await take(alarmId);
  }, 150_000);

  it("a round whose job Redis lost (killed, restarted empty) runs once Redis is back", async () => {
    const alarmId = await raiseSos(watches[1]!);
    await announcedAt(alarmId, 0);
    await waitFor("round 1 scheduled", async () => {
      const job = await h.deps.queues[QUEUES.alarmEscalation].getJob(escalationJobId(alarmId, 1));
      return job && (await job.getState()) === "delayed" ? true : undefined;
    });

    await redis.kill();
    // While Redis is away nothing can run; wait until round 1 is overdue in the database (due ESCALATION_S after
    // the announcement, and the sweeper's 3 s of grace past that).
    await waitFor(
      "round 1 overdue",
      async () => {
        const r = await h.app.prisma.$queryRaw<{ overdue: boolean }[]>`
          SELECT last_published_at < now() - make_interval(secs => ${ESCALATION_S + 3}) AS overdue
          FROM alarm WHERE id = ${alarmId}::uuid`;
        return r[0]?.overdue || undefined;
      },
      30_000,
    );
    await redis.restart();

    await announcedAt(alarmId, 1);
    await announcedAt(alarmId, 2);
    expect(pendingLevels(alarmId).slice(0, 3)).toEqual([0, 1, 2]);
    await take(alarmId);
  }, 120_000);
});
