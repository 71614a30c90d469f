import { describe, expect, it } from "vitest";
import { QUEUES } from "@care/contracts";
import { PROCESSORS } from "./processors.js";
import { processorsFor } from "./worker-role.js";

const names = (role: "all" | "alarms" | "pipeline"): string[] => processorsFor(role, PROCESSORS).map((p) => p.name);

describe("worker roles", () => {
  it("runs the alarm path alone in the alarms role", () => {
    expect(names("alarms").sort()).toEqual([QUEUES.alarmEscalation, QUEUES.alarmFanout, "alarm-sweeper"].sort());
  });

  it("splits every processor into exactly one of alarms and pipeline, and runs all of them in all", () => {
    const split = [...names("alarms"), ...names("pipeline")];
    expect(split.sort()).toEqual(names("all").sort());
    expect(new Set(split).size).toBe(PROCESSORS.length);
    expect(names("pipeline")).toContain(QUEUES.evaluateReadings);
    expect(names("pipeline")).toContain("outbox-relay");
  });
});
