import type {
  ACTIVITY_CATEGORIES,
  HEART_CATEGORIES,
  HYDRATION_CATEGORIES,
  SLEEP_CATEGORIES,
  WEIGHT_CATEGORIES,
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
