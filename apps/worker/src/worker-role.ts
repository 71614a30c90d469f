import { QUEUES } from "@care/contracts";
import type { Config } from "@care/infra";
import type { QueueProcessor } from "./processor.js";
import { alarmSweeper } from "./periodic/alarm-sweeper.js";

/**
 * The alarm path: what stands between an SOS and the staff's popup, and the chain that takes it outside the portal
 * when nobody answers. In a process of its own (WORKER_ROLE=alarms)
 * it is never queued behind reading evaluation, whose jobs can keep an event loop busy for tens of milliseconds
 * under a fleet's load (bench:alarm: worker share of the SOS latency p99 86 ms shared, see docs/realtime.md).
 */
export const ALARM_PROCESSORS: ReadonlySet<string> = new Set([
  QUEUES.alarmFanout,
  QUEUES.alarmEscalation,
  QUEUES.alarmChain,
  alarmSweeper.name,
]);

/**
 * Report builds (WORKER_ROLE=reports): a build keeps its event loop busy for seconds (a 310,000-row workbook is
 * about 2 s of CPU, docs/reports.md) and is what makes a worker's memory grow, so it has a process of its own, with
 * a heap sized for it (REPORTS_NODE_OPTIONS in @care/infra), instead of delaying the evaluation of readings.
 */
export const REPORT_PROCESSORS: ReadonlySet<string> = new Set([QUEUES.reports]);

/** The processors a worker process of the given role runs, in their registration order. */
export function processorsFor(role: Config["WORKER_ROLE"], all: readonly QueueProcessor[]): readonly QueueProcessor[] {
  if (role === "all") return all;
  if (role === "alarms") return all.filter((p) => ALARM_PROCESSORS.has(p.name));
  if (role === "reports") return all.filter((p) => REPORT_PROCESSORS.has(p.name));
  return all.filter((p) => !ALARM_PROCESSORS.has(p.name) && !REPORT_PROCESSORS.has(p.name));
}
