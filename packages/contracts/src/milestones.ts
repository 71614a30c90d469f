// CI range milestones (spec 2 §3 "Milestone notification", spec 3 §9 private-summary `milestone`): what the worker
// counts, the state it keeps on vital_threshold.range_score, and the notification shape shared with the API list.
import { z } from "zod";
import type { MilestoneSchema } from "./routes/care-insights-schemas.js";

/**
 * Streak lengths (complete local days with the day's figure inside the normal band) that make a milestone.
 * Each length reached creates one milestone; a streak longer than the last one keeps counting without more.
 */
export const RANGE_MILESTONE_DAYS = [7, 14, 30, 60, 90, 180, 365] as const;

/** The `milestone` text of a milestone row, e.g. "7 consecutive days within range". */
export const rangeMilestoneLabel = (days: number): string => `${days} consecutive days within range`;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * vital_threshold.range_score: the streak of one vital. `last_day` is the last local day (YYYY-MM-DD, the senior's
 * timezone) already counted; days up to it are never looked at again. `streak_start` is the first day counted in
 * the current streak (null while streak_days is 0). POST .../vitals/range-score-clear sets the column to null,
 * which restarts counting from the day in progress.
 */
export const RangeScoreStateSchema = z.object({
  streak_days: z.number().int().min(0),
  streak_start: z.string().regex(LOCAL_DATE).nullable(),
  last_day: z.string().regex(LOCAL_DATE),
});
export type RangeScoreState = z.infer<typeof RangeScoreStateSchema>;

/** A milestone as the portal sees it (spec 2 §3): the GET milestones item and the `milestone` event's `milestone`. */
export type MilestoneNotification = z.infer<typeof MilestoneSchema>;

export interface MilestoneRow {
  id: string;
  seniorId: string;
  measurementType: string;
  milestone: string;
  ordinal: number;
  status: string | null;
  createdAt: Date;
  lastSubmitted: Date | null;
  modifiedAt: Date;
}

/** One mapping from the stored row to the notification fields (event id = the milestone's id). */
export function toMilestoneNotification(m: MilestoneRow, seniorName: string): MilestoneNotification {
  return {
    event_id: m.id,
    senior_id: m.seniorId,
    senior_name: seniorName,
    measurement_type: m.measurementType,
    milestone: m.milestone,
    milestone_ordinal: m.ordinal,
    status: m.status,
    created_date: m.createdAt.toISOString(),
    last_submitted: m.lastSubmitted?.toISOString() ?? null,
    modification_date: m.modifiedAt.toISOString(),
  };
}
