import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES } from "@care/contracts";
import { PROCESSORS } from "../../../apps/worker/src/processors.js";
import { waitFor } from "../../support/harness.js";
import {
  configEnv,
  startWorkerHarness,
  startWorkerProcess,
  type WorkerHarness,
  type WorkerProcess,
} from "../../support/worker-harness.js";

/**
 * Scheduled work across replicas (docs/scaling.md "Running as several replicas"): two worker processes (every
 * processor each) started at the same moment over one database and one Redis. Each periodic task runs once per
 * slot across both, never once in each: the alarm sweeper every 2 s, the outbox recovery every 30 s, no-data alerts
 * every 5 min, range milestones hourly, the reading partitions every 6 h, and any task added to PROCESSORS. The runs are read from the workers' debug log ("periodic task run",
 * with the task and its slot).
 */

let h: WorkerHarness;
const workers: WorkerProcess[] = [];
const runs: { worker: number; task: string; slot: number }[] = [];

beforeAll(async () => {
  h = await startWorkerHarness();
}, 60_000);

afterAll(async () => {
  for (const w of workers) await w.kill("SIGKILL");
  await h?.close();
});

function recordRuns(worker: number): (line: string) => void {
  return (line) => {
    if (!line.includes('"periodic task run"')) return;
    const entry = JSON.parse(line) as { task: string; slot: number };
    runs.push({ worker, task: entry.task, slot: entry.slot });
  };
}

describe("periodic tasks with two worker replicas", () => {
  it("runs each task once per slot across both processes", { timeout: 90_000 }, async () => {
    const env = configEnv(h.config, { LOG_LEVEL: "debug" });
    workers.push(startWorkerProcess(env, recordRuns(1)), startWorkerProcess(env, recordRuns(2)));
    await Promise.all(workers.map((w) => w.ready));
    // Ten sweeper slots after both are up: long enough for both replicas to have ticked in each of them.
    const sweeps = (): number => runs.filter((r) => r.task === "alarm-sweeper").length;
    const before = sweeps();
    await waitFor("ten sweeper slots", () => sweeps() >= before + 10 || undefined, 40_000);

    // Every periodic task, including ones added later: the processors that are not queue consumers, but for the
    // outbox relay, which every replica runs on purpose (parallel draining under SKIP LOCKED).
    const queues: ReadonlySet<string> = new Set(Object.values(QUEUES));
    const tasks = PROCESSORS.map((p) => p.name).filter((n) => !queues.has(n) && n !== "outbox-relay");
    expect(tasks).toEqual(expect.arrayContaining(["alarm-sweeper", "outbox-recovery", "no-data-alerts"]));
    for (const task of tasks) {
      const slots = runs.filter((r) => r.task === task).map((r) => r.slot);
      expect(slots.length, `${task} ran`).toBeGreaterThan(0);
      // One run per slot: a slot seen twice was run by both replicas.
      expect(slots.length, `${task} slots ${slots.join(",")}`).toBe(new Set(slots).size);
    }
  });
});
