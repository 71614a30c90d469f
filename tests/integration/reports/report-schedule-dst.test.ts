// Issue 25 item 9: a report schedule at a local time the autumn clock change repeats runs once, and one at a time the
// spring change skips is not lost: it runs once, just after the gap. The ticks are the ones BullMQ's job scheduler
// computes for the schedule's cron (its own repeat strategy, cron-parser in the schedule's zone), handed to the
// worker's tick handler as the reports queue hands them.
import { defaultRepeatStrategy } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextScheduledRun } from "@care/time";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";
import { cronPattern, fireSchedule } from "../../../apps/worker/src/reports/schedules.js";
import { createSchedule } from "./report-support.js";

let h: WorkerHarness;
const NEW_YORK = "America/New_York";

beforeAll(async () => {
  h = await startWorkerHarness();
}, 60_000);

afterAll(async () => {
  await h?.close();
});

/** The next tick BullMQ's scheduler computes for a daily HH:mm schedule when it looks from `fromIso`. */
function nextTick(timeOfDay: string, fromIso: string): string {
  const next = defaultRepeatStrategy(Date.parse(fromIso), { pattern: cronPattern("daily", timeOfDay), tz: NEW_YORK });
  return new Date(next as number).toISOString();
}

async function runsOf(scheduleId: string): Promise<[string, string | null, string | null][]> {
  const runs = await h.prisma.reportRun.findMany({
    where: { scheduleId },
    orderBy: { scheduledFor: "asc" },
    include: { report: { select: { fromDate: true, toDate: true, status: true } } },
  });
  return runs.map((r) => [
    r.scheduledFor.toISOString(),
    r.report?.fromDate?.toISOString().slice(0, 10) ?? null,
    r.report?.toDate?.toISOString().slice(0, 10) ?? null,
  ]);
}

describe("report schedules across clock changes (America/New_York, 2026)", () => {
  it("01:30 daily on the first Sunday of November, which the clocks show twice, runs once", async () => {
    const id = (await createSchedule(h, { time_of_day: "01:30", timezone: NEW_YORK })).id as string;
    // Before the change the scheduler finds 01:30 EDT; a worker that starts (or handles a tick late) at 01:10 EST,
    // after the clocks went back, finds 01:30 again: 01:30 EST, an hour after the first.
    const first = nextTick("01:30", "2026-10-31T12:00:00.000Z");
    const afterFirst = nextTick("01:30", "2026-11-01T05:30:00.001Z");
    const again = nextTick("01:30", "2026-11-01T06:10:00.000Z");
    expect([first, afterFirst, again]).toEqual([
      "2026-11-01T05:30:00.000Z",
      "2026-11-02T06:30:00.000Z",
      "2026-11-01T06:30:00.000Z",
    ]);
    for (const tick of [first, again, afterFirst]) await fireSchedule(h.deps, id, Date.parse(tick));
    // One run for Sunday (the Saturday it reports on) and one for Monday.
    expect(await runsOf(id)).toEqual([
      ["2026-11-01T05:30:00.000Z", "2026-10-31", "2026-10-31"],
      ["2026-11-02T06:30:00.000Z", "2026-11-01", "2026-11-01"],
    ]);
  });

  it("02:30 daily on the second Sunday of March, which the clocks skip, runs once at 03:30 EDT", async () => {
    const id = (await createSchedule(h, { time_of_day: "02:30", timezone: NEW_YORK })).id as string;
    const gap = nextTick("02:30", "2026-03-07T12:00:00.000Z");
    const afterGap = nextTick("02:30", "2026-03-08T07:30:00.001Z");
    expect([gap, afterGap]).toEqual(["2026-03-08T07:30:00.000Z", "2026-03-09T06:30:00.000Z"]);
    // The schedule's next_run_at (@care/time) names the same instant as the tick that fires.
    expect(
      new Date(nextScheduledRun("daily", "02:30", NEW_YORK, Date.parse("2026-03-07T07:30:00Z"))).toISOString(),
    ).toBe(gap);
    for (const tick of [gap, afterGap]) await fireSchedule(h.deps, id, Date.parse(tick));
    expect(await runsOf(id)).toEqual([
      ["2026-03-08T07:30:00.000Z", "2026-03-07", "2026-03-07"],
      ["2026-03-09T06:30:00.000Z", "2026-03-08", "2026-03-08"],
    ]);
  });
});
