import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, QUEUES } from "@care/contracts";
import { waitFor } from "../../support/harness.js";
import {
  configEnv,
  listen,
  type Listener,
  queuesSettled,
  startWorkerHarness,
  startWorkerProcess,
  type WorkerHarness,
  type WorkerProcess,
} from "../../support/worker-harness.js";

/**
 * The alarm path with two alarm workers (WORKER_ROLE=alarms, as `--profile scale` runs them): every alarm is queued
 * four times at once under different job ids (the producer, the outbox relay, the sweeper and a retry racing each
 * other), so both workers hold jobs of the same alarm at the same moment. The claim (UPDATE … WHERE
 * last_published_at IS NULL, in the publishing transaction) lets exactly one of them announce it.
 */

const ALARMS = 12;
const COPIES = 4;
let h: WorkerHarness;
let listener: Listener;
const workers: WorkerProcess[] = [];
const logs: string[] = [];

beforeAll(async () => {
  h = await startWorkerHarness({ env: { ALARM_ESCALATION_S: "3600" } });
  listener = await listen(h.app, h.token("agent"));
  await listener.subscribe(CHANNELS.sosFall);
  const env = configEnv(h.config, { WORKER_ROLE: "alarms", LOG_LEVEL: "debug" });
  for (const i of [0, 1]) workers.push(startWorkerProcess(env, (l) => logs.push(`w${i} ${l}`)));
  await Promise.all(workers.map((w) => w.ready));
}, 90_000);

afterAll(async () => {
  listener?.close();
  for (const w of workers) await w.kill("SIGKILL");
  await h?.close();
});

describe("two alarm workers", () => {
  it("announce each alarm exactly once when both hold its jobs at once", { timeout: 60_000 }, async () => {
    const seniors = await h.deps.prisma.senior.findMany({
      select: { id: true },
      orderBy: { memberId: "asc" },
      take: ALARMS,
    });
    const alarmIds: string[] = [];
    for (const [i, s] of seniors.entries()) {
      const alarm = await h.deps.prisma.alarm.create({
        data: { seniorId: s.id, type: "sos", occurredAt: new Date(), dedupeKey: `scale-test:${s.id}:${i}` },
      });
      alarmIds.push(alarm.id);
    }
    // All copies in one bulk: both workers' fetches interleave over the same alarms.
    await h.deps.queues[QUEUES.alarmFanout].addBulk(
      alarmIds.flatMap((id) =>
        Array.from({ length: COPIES }, (_, copy) => ({
          name: QUEUES.alarmFanout,
          data: { alarm_id: id, reason: "raised" as const },
          opts: { jobId: `copy-${copy}-${id}` },
        })),
      ),
    );
    await waitFor(
      "every alarm announced",
      () => alarmIds.every((id) => listener.alarms().some((r) => r.data.alarm_id === id)) || undefined,
      30_000,
    );
    // Every claim committed (so the sweeper has nothing left to re-announce), every copy run to its end, and soketi
    // delivered all it accepted: a second announcement would be here now.
    await waitFor(
      "every alarm stamped as announced",
      async () =>
        (await h.deps.prisma.alarm.count({ where: { id: { in: alarmIds }, lastPublishedAt: null } })) === 0 ||
        undefined,
    );
    await queuesSettled(h.deps, [QUEUES.alarmFanout], { delayed: true });
    await listener.caughtUp(h.deps.realtime);

    const perAlarm = new Map<string, number>();
    for (const r of listener.alarms()) perAlarm.set(r.data.alarm_id, (perAlarm.get(r.data.alarm_id) ?? 0) + 1);
    expect([...perAlarm.keys()].sort()).toEqual([...alarmIds].sort());
    expect([...perAlarm.values()]).toEqual(Array.from({ length: ALARMS }, () => 1));
    const published = [0, 1].map(
      (i) => logs.filter((l) => l.startsWith(`w${i} `) && l.includes('"alarm published"')).length,
    );
    expect(published[0]! + published[1]!).toBe(ALARMS);
    // Every copy was consumed (none left waiting), so each alarm really was contended. (The sweeper may have added
    // its own copies for an alarm still unannounced after 3 s on a busy machine: more completed jobs, same result.)
    const counts = await h.deps.queues[QUEUES.alarmFanout].getJobCounts("waiting", "active", "delayed", "completed");
    const failures = logs.filter((l) => l.includes("job failed")).join("\n");
    expect(counts, failures).toMatchObject({ waiting: 0, active: 0, delayed: 0 });
    expect(counts.completed).toBeGreaterThanOrEqual(ALARMS * COPIES);
    console.log(
      `alarm workers: ${ALARMS} alarms × ${COPIES} jobs; published by worker 0: ${published[0]}, worker 1: ${published[1]}`,
    );
  });
});
