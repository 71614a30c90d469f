import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES } from "@care/contracts";
import { closeWorkerDeps, createWorkerDeps, type WorkerDeps } from "../../../apps/worker/src/deps.js";
import { createReportsProcessor } from "../../../apps/worker/src/queues/reports.js";
import { waitFor } from "../../support/harness.js";
import { createSchedule } from "../reports/report-support.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";

/**
 * Report schedules with two worker replicas: two reports consumers (each with its own connections, as two processes
 * have) both reconcile the schedules at start and both consume the queue. A schedule is one BullMQ job scheduler, so
 * each tick is one job, handed to one of them: as many scheduled-report jobs ran as there are runs, one report per
 * run. (The run row's unique (schedule, tick) would hide a duplicated tick in the data; the job count shows it.)
 */

const EVERY_SECOND = (): string => "* * * * * *";
let h: WorkerHarness;
let second: WorkerDeps;
let secondConsumer: { close(): Promise<void> } | undefined;

beforeAll(async () => {
  h = await startWorkerHarness();
  second = createWorkerDeps(h.config);
}, 60_000);

afterAll(async () => {
  await secondConsumer?.close();
  await closeWorkerDeps(second);
  await h?.close();
});

describe("report schedules with two worker replicas", () => {
  it("fire once per tick", { timeout: 60_000 }, async () => {
    const scheduleId = (await createSchedule(h)).id as string;
    // Both replicas start after the schedule exists: both reconcile it (upsert of one scheduler id).
    await h.start(createReportsProcessor({ patternFor: EVERY_SECOND }));
    secondConsumer = await createReportsProcessor({ patternFor: EVERY_SECOND }).init(second);

    await waitFor(
      "four scheduled runs",
      async () => (await h.prisma.reportRun.count({ where: { scheduleId } })) >= 4 || undefined,
      30_000,
    );
    // Both replicas stop taking jobs; what ran is counted once the last job in progress has finished.
    const queue = h.deps.queues[QUEUES.reports];
    await queue.pause();
    await waitFor("no scheduled job in progress", async () => (await queue.getActiveCount()) === 0 || undefined);

    // Each tick (the time a job fired for, as fireSchedule reads it) was one job, and made one run and one report.
    const ticks = (await queue.getJobs(["completed", "failed"]))
      .filter((j) => j.name === "scheduled-report")
      .map((j) => j.opts.prevMillis ?? j.timestamp)
      .sort((a, b) => a - b);
    const runs = await h.prisma.reportRun.findMany({
      where: { scheduleId },
      select: { scheduledFor: true, reportId: true },
    });
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(runs.map((r) => r.scheduledFor.getTime()).sort((a, b) => a - b)).toEqual(ticks);
    expect(await h.prisma.report.count({ where: { id: { in: runs.map((r) => r.reportId!) } } })).toBe(ticks.length);
    await queue.removeJobScheduler(`report-schedule-${scheduleId}`);
    await queue.resume();
  });
});
