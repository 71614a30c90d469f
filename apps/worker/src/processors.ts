import { outboxRelay } from "./outbox-relay.js";
import { alarmSweeper } from "./periodic/alarm-sweeper.js";
import { assessmentDueTimes } from "./periodic/assessment-due-times.js";
import { auditRetention } from "./periodic/audit-retention.js";
import { noDataAlerts } from "./periodic/no-data-alerts.js";
import { outboxRecovery } from "./periodic/outbox-recovery.js";
import { rangeMilestones } from "./periodic/range-milestones.js";
import { readingPartitions } from "./periodic/reading-partitions.js";
import { readingRetention } from "./periodic/reading-retention.js";
import { unadoptedUploads } from "./periodic/unadopted-uploads.js";
import type { QueueProcessor } from "./processor.js";
import { alarmChain } from "./queues/alarm-chain.js";
import { alarmEscalation } from "./queues/alarm-escalation.js";
import { alarmFanout } from "./queues/alarm-fanout.js";
import { evaluateReadings } from "./queues/evaluate-readings.js";
import { insightFanout } from "./queues/insight-fanout.js";
import { reports } from "./queues/reports.js";
import { rosterImport } from "./roster-import/processor.js";

/** Every queue the worker consumes (one file each under queues/) and its periodic tasks (periodic/). */
export const PROCESSORS: readonly QueueProcessor[] = [
  alarmFanout,
  alarmEscalation,
  alarmChain,
  evaluateReadings,
  insightFanout,
  reports,
  rosterImport,
  outboxRelay,
  outboxRecovery,
  alarmSweeper,
  readingPartitions,
  readingRetention,
  rangeMilestones,
  noDataAlerts,
  assessmentDueTimes,
  unadoptedUploads,
  auditRetention,
];
