import type { RatingColour } from "../../../lib/vitals/ratings";
import type { DashboardCard } from "../../../lib/shared/care-dashboard";

// The risk colours of the cards (spec 3 §9: red high, yellow moderate, green stable, grey none); the rating labels
// themselves are shared with the senior Dashboard tab (lib/vitals/ratings.ts).

export {
  HEART_RATINGS,
  HYDRATION_RATINGS,
  SLEEP_RATINGS,
  STEPS_RATINGS,
  WEIGHT_RATINGS,
  type Rating,
  type RatingColour,
} from "../../../lib/vitals/ratings";

export const RISK_COLOURS: Record<DashboardCard["risk_category"], RatingColour> = {
  high: "red",
  moderate: "yellow",
  stable: "green",
  none: "grey",
};

/**
 * The theme colour of each rating colour: `main` for borders, `light` for backgrounds, and `text` for a rating's
 * label on its light background and for white text on it (4.5:1 either way, WCAG 1.4.3; `main` is not, for grey and
 * yellow: docs/accessibility.md).
 */
export const PALETTE: Record<RatingColour, { main: string; light: string; text: string }> = {
  red: { main: "#d32f2f", light: "#fdecea", text: "#b71c1c" },
  yellow: { main: "#ed9c00", light: "#fff8e1", text: "#7a5a00" },
  green: { main: "#2e7d32", light: "#edf7ed", text: "#1b5e20" },
  grey: { main: "#9e9e9e", light: "#f5f5f5", text: "#616161" },
};
