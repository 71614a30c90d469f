import {
  EMOTIONAL_WELLBEING_TARGET,
  type ACTIVITY_CATEGORIES,
  type HEART_CATEGORIES,
  type HYDRATION_CATEGORIES,
  type SLEEP_CATEGORIES,
  type WEIGHT_CATEGORIES,
} from "@care/contracts";

// Spec 3 §3 "Vital rating labels": each category's text and colour (grey, red, green or yellow). One table for the
// care dashboard's cards and the senior Dashboard tab's summary cards.

export type RatingColour = "grey" | "red" | "green" | "yellow";

export interface Rating {
  label: string;
  colour: RatingColour;
}

export const NO_DATA_RATING: Rating = { label: "No Data", colour: "grey" };

export const HEART_RATINGS: Record<(typeof HEART_CATEGORIES)[number], Rating> = {
  normal: { label: "Normal", colour: "green" },
  elevated: { label: "Elevated", colour: "yellow" },
  // The spec's "low-or-high": above the upper bound of the age bracket.
  low_or_high: { label: "High", colour: "red" },
  no_data: NO_DATA_RATING,
};

export const STEPS_RATINGS: Record<(typeof ACTIVITY_CATEGORIES)[number], Rating> = {
  low: { label: "Low", colour: "yellow" },
  moving: { label: "Moving", colour: "green" },
  good: { label: "Good", colour: "green" },
  no_data: NO_DATA_RATING,
};

export const WEIGHT_RATINGS: Record<(typeof WEIGHT_CATEGORIES)[number], Rating> = {
  no_change: { label: "No Change", colour: "green" },
  stable: { label: "Stable", colour: "green" },
  caution: { label: "Caution", colour: "yellow" },
  increase: { label: "Increase", colour: "red" },
  no_data: NO_DATA_RATING,
};

export const HYDRATION_RATINGS: Record<(typeof HYDRATION_CATEGORIES)[number], Rating> = {
  low: { label: "Low", colour: "red" },
  fair: { label: "Fair", colour: "yellow" },
  good: { label: "Good", colour: "green" },
  no_data: NO_DATA_RATING,
};

export const SLEEP_RATINGS: Record<(typeof SLEEP_CATEGORIES)[number], Rating> = {
  poor: { label: "Poor", colour: "red" },
  fair: { label: "Fair", colour: "yellow" },
  good: { label: "Good", colour: "green" },
  no_data: NO_DATA_RATING,
};

/** The MUI Chip colour of each rating colour. */
export const CHIP_COLOUR: Record<RatingColour, "default" | "error" | "success" | "warning"> = {
  grey: "default",
  red: "error",
  green: "success",
  yellow: "warning",
};

/**
 * The Wellbeing card's rating of the newest completed wellness survey on the 0–7 scale of the agency's Emotional
 * Wellbeing graph (`score / score_limit × 7`). The spec gives no bands (docs/measurement.md): at or above the
 * graph's target 6.5 is Good; from 4.5 (two points below the target's scale top) Fair; below that Low.
 */
export function wellbeingRating(scaled: number | null): Rating {
  if (scaled === null) return NO_DATA_RATING;
  if (scaled >= EMOTIONAL_WELLBEING_TARGET) return { label: "Good", colour: "green" };
  if (scaled >= 4.5) return { label: "Fair", colour: "yellow" };
  return { label: "Low", colour: "red" };
}

/** A survey's score on the 0–7 scale (`score / score_limit × 7`, clamped), or null without a score. */
export function wellbeingScale(score: number | null, scoreLimit: number | null): number | null {
  if (score === null) return null;
  const scaled = scoreLimit && scoreLimit > 0 ? (score / scoreLimit) * 7 : score;
  return Math.min(7, Math.max(0, scaled));
}
