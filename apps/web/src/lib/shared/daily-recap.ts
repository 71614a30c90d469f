import { z } from "zod";
import { PATHS } from "../routing/paths";
import type { SeniorRef } from "../routing/senior-tabs";
import { timezoneToSegment } from "../routing/timezone-segment";

/**
 * The navigation state of a daily-recap link to the Heart Rate screen (spec 3 §2 'Heart Rate screen': "the vital
 * data's date, summary message and range map"): what the screen opens at and the notification it sets.
 */
export const DailyRecapSchema = z.object({
  /** ISO instant of the vital data the summary is about. */
  date: z.string(),
  message: z.string(),
  range_map: z.object({ good_lower: z.number().nullable(), good_upper: z.number().nullable() }),
});
export type DailyRecap = z.infer<typeof DailyRecapSchema>;

/** The recap carried by a location's state, or null (no state, or not a recap's). */
export function dailyRecapOf(state: unknown): DailyRecap | null {
  const parsed = z.object({ dailyRecap: DailyRecapSchema }).safeParse(state);
  return parsed.success ? parsed.data.dailyRecap : null;
}

/** Where a daily-recap link goes: the senior's wellness dashboard opened at Heart Rate, with the recap as state. */
export function dailyRecapLink(
  senior: SeniorRef,
  recap: DailyRecap,
): { to: string; state: { dailyRecap: DailyRecap } } {
  const base = `${PATHS.senior}/${encodeURIComponent(senior.seniorId)}/${encodeURIComponent(senior.accountId)}/${timezoneToSegment(senior.timezone)}`;
  return { to: `${base}/wellness-dashboard?initialExpand=heart_rate`, state: { dailyRecap: recap } };
}
