import type { Job } from "bullmq";
import { QUEUES, type AlarmChainJob } from "@care/contracts";
import { loadChainAlarm } from "../alarms/chain-alarm.js";
import { runChainStep } from "../alarms/chain-run.js";
import { queueNextStep } from "../alarms/chain-schedule.js";
import { chainSteps } from "../alarms/chain-steps.js";
import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { consume, requireUuid } from "./consume.js";

/**
 * alarm-chain {alarm_id, step, reason}: the alarm has not been taken in time (or nobody responsible is connected),
 * so it leaves the portal (docs/realtime.md "When nobody is watching"). If it is still pending, run step `step` of
 * ALARM_CHAIN_STEPS and, once that step is settled, queue the next: settled is delivered, nobody to reach, or failed
 * after its last try (so an SMTP server that is down does not keep the webhook from being called). A taken or
 * closed alarm ends the chain. Returns whether the step ran.
 */
export async function processAlarmChain(deps: WorkerDeps, data: AlarmChainJob, job?: Job): Promise<boolean> {
  const alarmId = requireUuid(data.alarm_id, "alarm_id");
  const step = chainSteps(deps.config)[data.step];
  if (!step) return false;
  const alarm = await loadChainAlarm(deps.prisma, alarmId);
  if (!alarm || alarm.status !== "pending") return false;
  const lastTry = !job || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  try {
    await runChainStep(deps, alarm, step, data.step, data.reason);
  } catch (err) {
    if (lastTry) await queueNextStep(deps, data);
    throw err;
  }
  await queueNextStep(deps, data);
  return true;
}

export const alarmChain: QueueProcessor = {
  name: QUEUES.alarmChain,
  async init(deps) {
    return consume(deps, QUEUES.alarmChain, (data, job) => processAlarmChain(deps, data, job), { concurrency: 4 });
  },
};
