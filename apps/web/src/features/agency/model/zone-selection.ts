/** A series of the zone graphs: the agency overall or one graph zone (white is never drawn, spec 3 §1). */
export type GraphSeries = "overall" | "blue" | "green" | "gold";
export const GRAPH_SERIES: readonly GraphSeries[] = ["overall", "blue", "green", "gold"];
export type MonthRange = 3 | 12;
export const MONTH_RANGES: readonly MonthRange[] = [3, 12];

/** The default, and what a range change resets to: overall only (spec 3 §4 'Graph zone selection'). */
export const OVERALL_ONLY: readonly GraphSeries[] = ["overall"];

/**
 * The checkboxes after a click on `clicked` (spec 3 §4):
 * - 12 months: radio-like. A zone replaces overall and the other zones; clicking the active zone returns to overall.
 * - 3 months: zones combine. Overall turns off while a zone is on; unchecking the last zone returns to overall.
 * - Overall clicked: overall only (it is never unchecked into an empty selection).
 * The answer keeps the order of GRAPH_SERIES.
 */
export function toggleSeries(
  selected: readonly GraphSeries[],
  clicked: GraphSeries,
  range: MonthRange,
): readonly GraphSeries[] {
  if (clicked === "overall") return OVERALL_ONLY;
  const on = selected.includes(clicked);
  if (range === 12) return on ? OVERALL_ONLY : [clicked];
  const zones = selected.filter((s) => s !== "overall");
  const next: GraphSeries[] = on ? zones.filter((z) => z !== clicked) : [...zones, clicked];
  if (next.length === 0) return OVERALL_ONLY;
  return GRAPH_SERIES.filter((s) => next.includes(s));
}

/** Spec 3 §9: bar width 20 for 12 months, otherwise 60, 30 or 20 for 1, 2 or 3 series. */
export function barWidth(range: MonthRange, seriesCount: number): number {
  if (range === 12) return 20;
  if (seriesCount <= 1) return 60;
  return seriesCount === 2 ? 30 : 20;
}

export const SERIES_LABELS: Record<GraphSeries, string> = {
  overall: "Overall",
  blue: "Blue Zone",
  green: "Green Zone",
  gold: "Gold Zone",
};

/** Zone colours of the bars; overall is neutral so it is never taken for a zone. */
export const SERIES_COLOURS: Record<GraphSeries, string> = {
  overall: "#5C6B7A",
  blue: "#2F80ED",
  green: "#27AE60",
  gold: "#D4A017",
};
