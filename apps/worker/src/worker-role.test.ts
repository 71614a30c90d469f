import { describe, expect, it } from "vitest";
import { QUEUES } from "@care/contracts";
import { PROCESSORS } from "./processors.js";
import { processorsFor } from "./worker-role.js";

const names = (role: "all" | "alarms" | "reports" | "pipeline"): string[] =>
  processorsFor(role, PROCESSORS).map((p) => p.name);

describe("worker roles", () => {
  it("runs the alarm path alone in the alarms role", () => {
    expect(names("alarms").sort()).toEqual(
      [QUEUES.alarmEscalation, QUEUES.alarmFanout, QUEUES.alarmChain, "alarm-sweeper"].sort(),
    );
  });

  it("runs report builds and schedules alone in the reports role", () => {
    expect(names("reports")).toEqual([QUEUES.reports]);
  });

  it("splits every processor into exactly one of alarms, reports and pipeline, and runs all of them in all", () => {
    const split = [...names("alarms"), ...names("reports"), ...names("pipeline")];
    expect(split.sort()).toEqual(names("all").sort());
    expect(new Set(split).size).toBe(PROCESSORS.length);
    expect(names("pipeline")).toContain(QUEUES.evaluateReadings);
    expect(names("pipeline")).toContain("outbox-relay");
    expect(names("pipeline")).not.toContain(QUEUES.reports);
  });
});
