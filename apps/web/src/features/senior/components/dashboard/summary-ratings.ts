import type { WellnessSummary } from "../../api/get-wellness-summary";

// Spec 3 §3 'Vital rating labels': each classification's text and colour (grey, red, green or yellow).
// The care dashboard (features/dashboard) keeps the same table for its cards; features do not import each other.

export type RatingColour = "default" | "error" | "success" | "warning";
export interface Rating {
  label: string;
  colour: RatingColour;
}

type Devices = WellnessSummary["devices"];
const NO_DATA: Rating = { label: "No Data", colour: "default" };

export const HEART: Record<Devices["watch"]["heart_category"], Rating> = {
  normal: { label: "Normal", colour: "success" },
  elevated: { label: "Elevated", colour: "warning" },
  low_or_high: { label: "High", colour: "error" },
  no_data: NO_DATA,
};
export const STEPS: Record<Devices["watch"]["steps_category"], Rating> = {
  low: { label: "Low", colour: "warning" },
  moving: { label: "Moving", colour: "success" },
  good: { label: "Good", colour: "success" },
  no_data: NO_DATA,
};
export const WEIGHT: Record<Devices["scale"]["weight_category"], Rating> = {
  no_change: { label: "No Change", colour: "success" },
  stable: { label: "Stable", colour: "success" },
  caution: { label: "Caution", colour: "warning" },
  increase: { label: "Increase", colour: "error" },
  no_data: NO_DATA,
};
export const HYDRATION: Record<Devices["scale"]["hydration_category"], Rating> = {
  low: { label: "Low", colour: "error" },
  fair: { label: "Fair", colour: "warning" },
  good: { label: "Good", colour: "success" },
  no_data: NO_DATA,
};
export const SLEEP: Record<Devices["sleep_mat"]["sleep_category"], Rating> = {
  poor: { label: "Poor", colour: "error" },
  fair: { label: "Fair", colour: "warning" },
  good: { label: "Good", colour: "success" },
  no_data: NO_DATA,
};
export { NO_DATA };
