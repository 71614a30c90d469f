import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES, type IngestResult } from "@care/contracts";
import { recoverOutbox } from "../../apps/worker/src/periodic/outbox-recovery.js";
import { evaluateReadings } from "../../apps/worker/src/queues/evaluate-readings.js";
import { insightFanout } from "../../apps/worker/src/queues/insight-fanout.js";
import { heartRateInsightsOn, linkedWatches, type LinkedWatch } from "../support/fixtures.js";
import { waitFor } from "../support/harness.js";
import { signedHeaders } from "../support/ingest-client.js";
import {
  startPrivateRedis,
  startWorkerHarness,
  type PrivateRedis,
  type WorkerHarness,
} from "../support/worker-harness.js";

/**
 * Issue 21 item 5: an evaluation job Redis lost after ingest handed it over (the outbox row says processed) is found
 * by the outbox recovery and run, as alarms are brought back by the alarm sweeper. Redis is a private instance,
 * killed and restarted empty between the upload's commit and the evaluation.
 */

let h: WorkerHarness;
let redis: PrivateRedis;
let watches: LinkedWatch[] = [];

beforeAll(async () => {
  redis = await startPrivateRedis();
  h = await startWorkerHarness({ env: { REDIS_URL: redis.url } });
  watches = await linkedWatches(h.deps.prisma, 2, ["watch"]);
  await heartRateInsightsOn(
    h.deps.prisma,
    watches.map((w) => w.seniorId),
  );
}, 60_000);

afterAll(async () => {
  await h?.close();
  await redis?.stop();
});

/** A breaching heart rate through the real ingestion route; returns the outbox id of its evaluation job. */
async function uploadBreach(w: { uid: string; secret: string; seniorId: string }, bpm: number): Promise<bigint> {
  const raw = JSON.stringify({
    events: [{ type: "heart_rate", ts: new Date(Date.now() - 60_000).toISOString(), bpm }],
  });
  const res = await h.app.inject({
    method: "POST",
    url: "/api/ingest/watch/events",
    headers: signedHeaders(w.uid, w.secret, raw),
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ data: IngestResult }>().data.stored).toBe(1);
  const row = await h.deps.prisma.outbox.findFirstOrThrow({
    where: { topic: QUEUES.evaluateReadings, payload: { path: ["senior_id"], equals: w.seniorId } },
    orderBy: { id: "desc" },
  });
  return row.id;
}

const alertsOf = (seniorId: string): Promise<number> =>
  h.deps.prisma.careInsight.count({ where: { seniorId, type: "alert" } });

describe("outbox recovery", () => {
  it("runs an evaluation whose job Redis lost, and leaves a completed one alone", { timeout: 60_000 }, async () => {
    const [done, lost] = watches as [(typeof watches)[0], (typeof watches)[0]];
    // 1. Evaluated normally: its row (and its insight's fan-out) marked completed once the jobs complete.
    await h.start(evaluateReadings, insightFanout);
    const doneId = await uploadBreach(done, 131);
    await waitFor("the first insight", async () => (await alertsOf(done.seniorId)) === 1 || undefined);
    await waitFor("the completion marks", async () => {
      const open = await h.deps.prisma.outbox.count({ where: { id: { gte: doneId }, completedAt: null } });
      return open === 0 || undefined;
    });

    // 2. Handed to Redis while the worker is stopped, then Redis restarts empty: the job is gone.
    await h.deps.queues[QUEUES.evaluateReadings].pause();
    const lostId = await uploadBreach(lost, 132);
    const handed = await h.deps.prisma.outbox.findUniqueOrThrow({ where: { id: lostId } });
    expect(handed.processedAt).not.toBeNull();
    expect(handed.completedAt).toBeNull();
    await redis.kill();
    await redis.restart();
    await h.deps.queues[QUEUES.evaluateReadings].resume();
    expect(await h.deps.queues[QUEUES.evaluateReadings].getJobState(`outbox-${lostId}`)).toBe("unknown");
    expect(await alertsOf(lost.seniorId)).toBe(0);

    // 3. The recovery (settle time 0 here; 60 s in the worker) queues the lost one again, and only it.
    expect(await recoverOutbox(h.deps, 0)).toEqual({ requeued: 1, completed: 0 });
    await waitFor("the recovered evaluation's insight", async () => (await alertsOf(lost.seniorId)) === 1 || undefined);
    // Its row, and the fan-out of the insight it created, marked completed.
    await waitFor("the completion marks", async () => {
      const open = await h.deps.prisma.outbox.count({ where: { id: { gte: lostId }, completedAt: null } });
      return open === 0 || undefined;
    });

    // 4. Nothing left to recover; each senior has its one insight.
    expect(await recoverOutbox(h.deps, 0)).toEqual({ requeued: 0, completed: 0 });
    expect(await alertsOf(done.seniorId)).toBe(1);
    expect(await alertsOf(lost.seniorId)).toBe(1);
  });
});
