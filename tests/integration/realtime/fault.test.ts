import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, QUEUES, type IngestResult } from "@care/contracts";
import { heartRateInsightsOn, linkedWatches, type LinkedWatch } from "../../support/fixtures.js";
import { DEMO_ACCOUNTS, waitFor } from "../../support/harness.js";
import { signedHeaders } from "../../support/ingest-client.js";
import { tokenFor } from "../../support/tokens.js";
import {
  configEnv,
  listen,
  type Listener,
  type PrivateRedis,
  queuesSettled,
  startPrivateRedis,
  startWorkerHarness,
  startWorkerProcess,
  type WorkerHarness,
  type WorkerProcess,
} from "../../support/worker-harness.js";

/**
 * Crash test: SOS events and breaching heart rates are in flight through the real ingestion route when the worker
 * process is SIGKILLed and Redis (a private instance, no persistence) is killed and restarted empty. Afterwards every
 * accepted SOS has reached a subscribed pusher-js client exactly once as a pending alarm, and no insight exists
 * twice. What brings the lost work back: the outbox relay (rows never enqueued), the alarm sweeper (alarms whose
 * state is unannounced, whatever happened to their jobs) and the processors' database guards.
 */

let h: WorkerHarness;
let redis: PrivateRedis;
let worker: WorkerProcess | undefined;
let listener: Listener;
const logs: string[] = [];

let watches: LinkedWatch[] = [];

beforeAll(async () => {
  redis = await startPrivateRedis();
  // Escalation far away: every pending event received below is the first announcement (level 0).
  h = await startWorkerHarness({ env: { REDIS_URL: redis.url, ALARM_ESCALATION_S: "3600" } });
  watches = await linkedWatches(h.app.prisma, 13);
  expect(watches).toHaveLength(13);
  await heartRateInsightsOn(
    h.app.prisma,
    watches.map((w) => w.seniorId),
  );
  listener = await listen(h.app, (await tokenFor(h.app, DEMO_ACCOUNTS.agent)).token);
  await listener.subscribe(CHANNELS.sosFall);
  await listener.subscribe(CHANNELS.alert);
}, 120_000);

afterAll(async () => {
  listener?.close();
  await worker?.kill("SIGKILL");
  await h?.close();
  await redis?.stop();
});

function spawnWorker(): WorkerProcess {
  return startWorkerProcess(configEnv(h.config), (line) => logs.push(line));
}

/** One signed watch upload: a heart rate, plus an SOS when asked. */
async function upload(w: LinkedWatch, bpm: number, minutesAgo: number, sos: boolean): Promise<IngestResult> {
  const ts = new Date(Math.floor((Date.now() - minutesAgo * 60_000) / 1000) * 1000).toISOString();
  const events: object[] = [{ type: "heart_rate", ts, bpm }];
  if (sos) events.push({ type: "sos", ts: new Date(Date.now() - 1000).toISOString() });
  const raw = JSON.stringify({ events });
  const res = await h.app.inject({
    method: "POST",
    url: "/api/ingest/watch/events",
    headers: signedHeaders(w.uid, w.secret, raw),
    payload: raw,
  });
  if (res.statusCode !== 200) throw new Error(`ingest answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: IngestResult }>().data;
}

describe("fault tolerance", () => {
  it("delivers every accepted SOS exactly once and duplicates no insight across a worker SIGKILL and a Redis restart", async () => {
    const accepted: string[] = [];
    const take = (r: IngestResult): void =>
      void accepted.push(...r.alarms.filter((a) => a.live).map((a) => a.alarm_id));

    const calm = watches[12]!;
    worker = spawnWorker();
    await worker.ready;

    // 0. Before any fault: an SOS published normally must not be announced again by the recovery below.
    const [first] = (await upload(calm, 72, 7, true)).alarms;
    await waitFor("the first SOS", () => listener.alarms().find((r) => r.data.alarm_id === first?.alarm_id));
    accepted.push(first!.alarm_id);

    // 1. In flight: SOS + breaching readings, and the worker is killed in the middle of publishing them. To kill it
    // at that point every time (not by luck of timing), the test holds call_log locked, which the publication's
    // statement reads: the worker's alarm jobs are then active in BullMQ with their claim transaction open and
    // waiting. The kill drops those connections, so the claims roll back. (Killed after soketi accepted a trigger
    // but before its COMMIT, a state would be announced twice: a window of about a millisecond, docs/realtime.md.)
    const locker = new pg.Client({ connectionString: h.env.databaseUrl });
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE call_log IN ACCESS EXCLUSIVE MODE");
    const phase1 = watches.slice(0, 4).map((w) => upload(w, 130, 6, true));
    (await Promise.all(phase1)).forEach(take);
    await waitFor("the worker blocked mid-publication", async () => {
      const r = await h.app.prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%last_published_at%'`;
      return (r[0]?.n ?? 0) > 0 || undefined;
    });
    await worker.kill("SIGKILL");
    await locker.query("ROLLBACK");
    await locker.end();

    // 2. Accepted while no worker runs: the jobs wait in Redis...
    (await Promise.all(watches.slice(4, 8).map((w) => upload(w, 132, 5, true)))).forEach(take);
    (await Promise.all(watches.slice(0, 4).map((w) => upload(w, 133, 5, false)))).forEach(take);
    // ...and Redis dies with them (no persistence): queued and delayed jobs are gone.
    await redis.kill();

    // 3. Accepted while Redis is down: the data commits; the enqueue after the commit waits for Redis.
    const phase3Seniors = watches.slice(8, 12).map((w) => w.seniorId);
    const alarmsOfPhase3 = (): Promise<number> =>
      h.app.prisma.alarm.count({ where: { seniorId: { in: phase3Seniors } } });
    const before = await alarmsOfPhase3();
    const phase3 = watches.slice(8, 12).map((w) => upload(w, 135, 4, true));
    await waitFor("phase 3's SOS committed", async () => (await alarmsOfPhase3()) === before + 4 || undefined);
    await redis.restart();
    (await Promise.all(phase3)).forEach(take);
    (await Promise.all(watches.slice(4, 12).map((w) => upload(w, 136, 3, false)))).forEach(take);

    worker = spawnWorker();
    await worker.ready;

    expect(accepted).toHaveLength(13);
    const pendingOf = (id: string) =>
      listener.alarms().filter((r) => r.data.alarm_id === id && r.data.alarm_status === "pending");
    await waitFor(
      "every accepted SOS announced",
      () => accepted.every((id) => pendingOf(id).length > 0) || undefined,
      45_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\nworker log:\n${logs.slice(-40).join("\n")}`);
    });
    // Before counting, leave a straggling duplicate no way in: every claim committed (nothing for the sweeper), no
    // job row left for the relay, every queued job run to its end, and soketi delivered all it accepted.
    await waitFor(
      "every accepted SOS stamped as announced",
      async () =>
        (await h.app.prisma.alarm.count({ where: { id: { in: accepted }, lastPublishedAt: null } })) === 0 || undefined,
      30_000,
    );
    await waitFor(
      "no alarm job left to relay",
      async () =>
        (await h.app.prisma.outbox.count({ where: { topic: QUEUES.alarmFanout, processedAt: null } })) === 0 ||
        undefined,
      30_000,
    );
    await queuesSettled(h.deps, [QUEUES.alarmFanout], { delayed: true });
    await listener.caughtUp(h.deps.realtime);
    for (const id of accepted) {
      expect(
        pendingOf(id).map((r) => r.data.escalation_level),
        id,
      ).toEqual([0]);
    }

    // Each senior's heart rate broke into the action band once: one insight per senior, whichever jobs survived
    // (the ones of phases 1 and 2 died with the worker or with Redis; phase 3's and the last uploads' ran).
    await waitFor(
      "an insight for every senior",
      async () =>
        (await h.app.prisma.careInsight.count({
          where: { seniorId: { in: watches.map((w) => w.seniorId) }, type: "alert" },
        })) >=
          12 - 4 || undefined,
      30_000,
    );
    const insights = await h.app.prisma.careInsight.findMany({
      where: { seniorId: { in: watches.map((w) => w.seniorId) }, type: "alert" },
    });
    const perKey = new Map<string, number>();
    const perSenior = new Map<string, number>();
    for (const i of insights) {
      perKey.set(i.dedupeKey ?? i.id, (perKey.get(i.dedupeKey ?? i.id) ?? 0) + 1);
      perSenior.set(i.seniorId!, (perSenior.get(i.seniorId!) ?? 0) + 1);
    }
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    expect([...perSenior.values()].every((n) => n === 1)).toBe(true);
    for (const w of watches.slice(4, 12)) expect(perSenior.get(w.seniorId), w.seniorId).toBe(1);
    // And no insight was announced twice on the review channel.
    const triggers = new Map<string, number>();
    for (const r of listener.insights())
      triggers.set(r.data.care_insight_id, (triggers.get(r.data.care_insight_id) ?? 0) + 1);
    expect([...triggers.values()].every((n) => n === 1)).toBe(true);
  }, 150_000);
});
