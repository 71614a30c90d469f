import type { DashboardCard } from "../api/get-care-dashboard";

// Spec 3 §3 "Vital rating labels": each category's text and colour (grey, red, green or yellow), and the risk
// colours of the cards (spec 3 §9: red high, yellow moderate, green stable, grey none).

export type RatingColour = "grey" | "red" | "green" | "yellow";

export interface Rating {
  label: string;
  colour: RatingColour;
}

type Watch = DashboardCard["devices"]["watch"];
type Scale = DashboardCard["devices"]["scale"];
type SleepMat = DashboardCard["devices"]["sleep_mat"];

const NO_DATA: Rating = { label: "No Data", colour: "grey" };

export const HEART_RATINGS: Record<Watch["heart_category"], Rating> = {
  normal: { label: "Normal", colour: "green" },
  elevated: { label: "Elevated", colour: "yellow" },
  // The spec's "low-or-high": above the upper bound of the age bracket.
  low_or_high: { label: "High", colour: "red" },
  no_data: NO_DATA,
};

export const STEPS_RATINGS: Record<Watch["steps_category"], Rating> = {
  low: { label: "Low", colour: "yellow" },
  moving: { label: "Moving", colour: "green" },
  good: { label: "Good", colour: "green" },
  no_data: NO_DATA,
};

export const WEIGHT_RATINGS: Record<Scale["weight_category"], Rating> = {
  no_change: { label: "No Change", colour: "green" },
  stable: { label: "Stable", colour: "green" },
  caution: { label: "Caution", colour: "yellow" },
  increase: { label: "Increase", colour: "red" },
  no_data: NO_DATA,
};

export const HYDRATION_RATINGS: Record<Scale["hydration_category"], Rating> = {
  low: { label: "Low", colour: "red" },
  fair: { label: "Fair", colour: "yellow" },
  good: { label: "Good", colour: "green" },
  no_data: NO_DATA,
};

export const SLEEP_RATINGS: Record<SleepMat["sleep_category"], Rating> = {
  poor: { label: "Poor", colour: "red" },
  fair: { label: "Fair", colour: "yellow" },
  good: { label: "Good", colour: "green" },
  no_data: NO_DATA,
};

export const RISK_COLOURS: Record<DashboardCard["risk_category"], RatingColour> = {
  high: "red",
  moderate: "yellow",
  stable: "green",
  none: "grey",
};

/** The theme colour of each rating colour. */
export const PALETTE: Record<RatingColour, { main: string; light: string }> = {
  red: { main: "#d32f2f", light: "#fdecea" },
  yellow: { main: "#ed9c00", light: "#fff8e1" },
  green: { main: "#2e7d32", light: "#edf7ed" },
  grey: { main: "#9e9e9e", light: "#f5f5f5" },
};
