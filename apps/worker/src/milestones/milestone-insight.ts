import { rangeMilestoneLabel } from "@care/contracts";
import type { Prisma } from "@care/db";
import { rangeText } from "../insights/alert-insight.js";
import type { BandLimits } from "../insights/threshold-bands.js";
import type { NormalBand } from "./streak.js";

/** The vital a milestone is about. */
export interface MilestoneVital {
  seniorId: string;
  facilityId: string | null;
  measurementName: string;
  measurementUnit: string | null;
  measurementTitle: string | null;
}

/** The insight names the milestone it announces: one insight per milestone, and the fan-out finds its row. */
export const MILESTONE_DEDUPE_PREFIX = "milestone:";
export const milestoneDedupeKey = (milestoneId: string): string => `${MILESTONE_DEDUPE_PREFIX}${milestoneId}`;
export const milestoneIdOf = (dedupeKey: string | null): string | null =>
  dedupeKey?.startsWith(MILESTONE_DEDUPE_PREFIX) ? dedupeKey.slice(MILESTONE_DEDUPE_PREFIX.length) : null;

/** "Heart Rate within range for 7 consecutive days. Normal range: 59.5-80.5 bpm." */
export function milestoneMessage(v: MilestoneVital, days: number, range: string): string {
  const title = v.measurementTitle ?? v.measurementName;
  return `${title} within range for ${days} consecutive days` + (range === "-" ? "." : `. Normal range: ${range}.`);
}

/**
 * The milestone row (status sent: it is announced, nobody reviews good news; last_submitted = when it was
 * submitted to the care team) and its care insight (type milestone, kind good_news, status sent).
 */
export function buildMilestone(
  v: MilestoneVital,
  limits: BandLimits,
  band: NormalBand,
  m: { id: string; days: number; ordinal: number },
  now: Date,
): { milestone: Prisma.MilestoneCreateManyInput; insight: Prisma.CareInsightCreateManyInput } {
  const range = rangeText(limits, v.measurementUnit ?? "");
  return {
    milestone: {
      id: m.id,
      seniorId: v.seniorId,
      measurementType: v.measurementName,
      milestone: rangeMilestoneLabel(m.days),
      ordinal: m.ordinal,
      status: "sent",
      lastSubmitted: now,
      createdAt: now,
    },
    insight: {
      seniorId: v.seniorId,
      facilityId: v.facilityId,
      type: "milestone",
      kind: "good_news",
      status: "sent",
      vitalType: v.measurementName,
      message: milestoneMessage(v, m.days, range),
      range,
      rangeGoodLower: band.lower,
      rangeGoodUpper: band.upper,
      dedupeKey: milestoneDedupeKey(m.id),
      createdAt: now,
    },
  };
}
