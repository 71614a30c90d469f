import { CHANNELS, facilitySummaryChannel, QUEUES, type InsightEvent, type InsightFanoutJob } from "@care/contracts";
import type { WorkerDeps } from "../deps.js";
import { loadInsightEvent } from "../insights/insight-event.js";
import type { QueueProcessor } from "../processor.js";
import { consume, requireUuid } from "./consume.js";

type EventName = InsightFanoutJob["event"];

/**
 * Where each event goes (spec 3 §9). The alert and summary channels are shared by the roles of CHANNEL_ROLES; the
 * portal shows each event only to the privileges it concerns (trigger / approve-alert: approvers' review queue,
 * alert-action-notification: care agents, ...). The facility summary notification goes ONLY to its facility's
 * channel, which only that facility's agents may join.
 */
export function channelFor(event: EventName, facilityId: string | null): string | null {
  switch (event) {
    case "trigger":
    case "approve-alert":
    case "alert-action-notification":
      return CHANNELS.alert;
    case "approve-summary":
    case "summary-action-notification":
    case "milestone":
      return CHANNELS.summary;
    case "facility-summary-action-notification":
      return facilityId ? facilitySummaryChannel(facilityId) : null;
  }
}

/** Is the event still true? A review-queue event for an insight already reviewed would open a stale popup. */
const AWAITING_REVIEW = new Set(["sent_for_approval"]);
const RELEASED = new Set(["approved", "approved_with_edit", "sent"]);
export function stillRelevant(event: EventName, status: string): boolean {
  switch (event) {
    case "trigger":
    case "approve-alert":
    case "approve-summary":
      return AWAITING_REVIEW.has(status);
    case "alert-action-notification":
    case "summary-action-notification":
    case "facility-summary-action-notification":
      return RELEASED.has(status);
    case "milestone":
      return status !== "denied" && status !== "abandoned";
  }
}

const LEDGER_TTL_S = 7 * 24 * 3600;

/**
 * insight-fanout: publishes one care-insight event. Published once per (insight, event): a ledger key in Redis
 * (next to the job itself, kept a week) is written after a successful trigger and checked before, so a retried or
 * duplicated job sends nothing twice. Returns the event sent, or null.
 */
export async function processInsightFanout(deps: WorkerDeps, job: InsightFanoutJob): Promise<InsightEvent | null> {
  const insightId = requireUuid(job.care_insight_id, "care_insight_id");
  const ledgerKey = `${deps.config.QUEUE_PREFIX}:realtime-ledger:insight:${insightId}:${job.event}`;
  if (await deps.redis.exists(ledgerKey)) return null;
  const loaded = await loadInsightEvent(deps.prisma, insightId);
  if (!loaded || !stillRelevant(job.event, loaded.status)) return null;
  const channel = channelFor(job.event, loaded.facilityId);
  if (!channel) {
    deps.log.warn({ insightId, event: job.event }, "facility summary without a facility: nowhere to publish");
    return null;
  }
  await deps.realtime.trigger(channel, job.event, loaded.event);
  await deps.redis.set(ledgerKey, "1", "EX", LEDGER_TTL_S);
  return loaded.event;
}

export const insightFanout: QueueProcessor = {
  name: QUEUES.insightFanout,
  async init(deps) {
    return consume(deps, QUEUES.insightFanout, (data) => processInsightFanout(deps, data), { concurrency: 16 });
  },
};
