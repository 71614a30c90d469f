import type { ThresholdBand } from "@care/db";

/** Operators a threshold rule may use (spec 2 §7: gt, lt, eq, gte, lte). */
export type Operator = "gt" | "gte" | "lt" | "lte" | "eq";
const OPERATORS: readonly string[] = ["gt", "gte", "lt", "lte", "eq"];

/** The absolute limits of a vital's bands, computed from the baseline average and the four percentages. */
export interface BandLimits {
  avg: number;
  upperAction: number | null;
  upperAttention: number | null;
  lowerAttention: number | null;
  lowerAction: number | null;
  /** Operator of the greater-than rule (applied to both upper limits) and of the less-than rule. */
  upperOp: Operator;
  lowerOp: Operator;
}

/**
 * Hysteresis margin: after a breach, the value must come back inside the normal band by this fraction of the
 * distance between the baseline average and the crossed attention limit before a new breach on that side may alert
 * again. Heart rate with a 70 bpm baseline and ±15 % attention: normal is 59.5–80.5, and an upper breach re-arms
 * only at or below 78.4 bpm (80.5 − 0.2 × 10.5). A value hovering on the edge therefore raises one insight.
 */
export const REARM_MARGIN_FRACTION = 0.2;

const SEVERITY: Record<ThresholdBand, number> = {
  normal: 0,
  upper_attention: 1,
  lower_attention: 1,
  upper_action: 2,
  lower_action: 2,
};
const side = (b: ThresholdBand): "upper" | "lower" | null =>
  b.startsWith("upper") ? "upper" : b.startsWith("lower") ? "lower" : null;

export interface ThresholdFigures {
  baselineAvg: { toNumber(): number } | number | null;
  upperActionPct: { toNumber(): number } | number | null;
  upperAttentionPct: { toNumber(): number } | number | null;
  lowerAttentionPct: { toNumber(): number } | number | null;
  lowerActionPct: { toNumber(): number } | number | null;
  definition: unknown;
}

const num = (v: { toNumber(): number } | number | null | undefined): number | null =>
  v === null || v === undefined ? null : typeof v === "number" ? v : v.toNumber();

function record(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/**
 * The rule operators from the stored definition. Two shapes are read: the portal's
 * `{action: [{operator: "gt", ...}, {operator: "lt", ...}]}` (also `{action: {rules: [...]}}`), where a rule may
 * name its side (`bound`/`threshold`/`side`: upper|lower), else gt/gte is the upper rule, lt/lte the lower one and
 * an unlabelled eq takes the first free slot (upper, then lower); and the seed's `{attention: {above_pct, below_pct},
 * action: {...}}`, which has no operators. Missing operators default to gt (upper) and lt (lower).
 */
export function ruleOperators(definition: unknown): { upperOp: Operator; lowerOp: Operator } {
  const action = record(definition)?.action;
  const list = Array.isArray(action) ? action : (record(action)?.rules ?? []);
  const rules = (Array.isArray(list) ? list : []).map(record).filter((r) => r !== null);
  let upperOp: Operator | null = null;
  let lowerOp: Operator | null = null;
  for (const rule of rules) {
    const op = typeof rule.operator === "string" ? rule.operator.toLowerCase() : "";
    if (!OPERATORS.includes(op)) continue;
    const hint = String(rule.bound ?? rule.threshold ?? rule.side ?? "").toLowerCase();
    const isUpper =
      hint.includes("upper") || hint.includes("high")
        ? true
        : hint.includes("lower") || hint.includes("low")
          ? false
          : null;
    if (isUpper === true || (isUpper === null && (op === "gt" || op === "gte"))) upperOp ??= op as Operator;
    else if (isUpper === false || op === "lt" || op === "lte") lowerOp ??= op as Operator;
    else if (upperOp === null) upperOp = op as Operator;
    else lowerOp ??= op as Operator;
  }
  return { upperOp: upperOp ?? "gt", lowerOp: lowerOp ?? "lt" };
}

/** Percentages from the columns, or from the seed-style definition when a column is empty. */
function pct(
  column: number | null,
  definition: unknown,
  rule: "attention" | "action",
  key: "above_pct" | "below_pct",
): number | null {
  if (column !== null) return column;
  const v = record(record(definition)?.[rule])?.[key];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** Null when the vital has no baseline average: nothing can be compared then. */
export function bandLimits(t: ThresholdFigures): BandLimits | null {
  const avg = num(t.baselineAvg);
  if (avg === null || !Number.isFinite(avg)) return null;
  const above = (p: number | null): number | null => (p === null ? null : avg * (1 + p / 100));
  const below = (p: number | null): number | null => (p === null ? null : avg * (1 - p / 100));
  return {
    avg,
    upperAction: above(pct(num(t.upperActionPct), t.definition, "action", "above_pct")),
    upperAttention: above(pct(num(t.upperAttentionPct), t.definition, "attention", "above_pct")),
    lowerAttention: below(pct(num(t.lowerAttentionPct), t.definition, "attention", "below_pct")),
    lowerAction: below(pct(num(t.lowerActionPct), t.definition, "action", "below_pct")),
    ...ruleOperators(t.definition),
  };
}

function holds(value: number, op: Operator, limit: number | null): boolean {
  if (limit === null) return false;
  switch (op) {
    case "gt":
      return value > limit;
    case "gte":
      return value >= limit;
    case "lt":
      return value < limit;
    case "lte":
      return value <= limit;
    case "eq":
      return value === limit;
  }
}

/** The band a value falls in; action wins over attention. */
export function classify(value: number, l: BandLimits): ThresholdBand {
  if (holds(value, l.upperOp, l.upperAction)) return "upper_action";
  if (holds(value, l.lowerOp, l.lowerAction)) return "lower_action";
  if (holds(value, l.upperOp, l.upperAttention)) return "upper_attention";
  if (holds(value, l.lowerOp, l.lowerAttention)) return "lower_attention";
  return "normal";
}

/** The normal ('good') range: between the attention limits, or the action limits where attention is not set. */
export function goodRange(l: BandLimits): { lower: number | null; upper: number | null } {
  return { lower: l.lowerAttention ?? l.lowerAction, upper: l.upperAttention ?? l.upperAction };
}

/** True when the value is back inside the normal band, by the margin, on the side of `from`. */
export function isRearmed(value: number, from: ThresholdBand, l: BandLimits): boolean {
  const { lower, upper } = goodRange(l);
  if (side(from) === "upper") return upper === null || value <= upper - REARM_MARGIN_FRACTION * (upper - l.avg);
  if (side(from) === "lower") return lower === null || value >= lower + REARM_MARGIN_FRACTION * (l.avg - lower);
  return true;
}

/**
 * One step of the hysteresis state machine. `state` is the band last alerted on (or normal once re-armed).
 * - A breach alerts when the state is normal, when it is on the other side, or when it is worse than the state.
 * - A breach that is the same or milder on the same side keeps the state (action → attention → action is ONE alert).
 * - A normal value re-arms (state normal) only past the margin; inside the margin the state is kept.
 */
export function step(
  state: ThresholdBand,
  value: number,
  l: BandLimits,
): { state: ThresholdBand; alert: ThresholdBand | null } {
  const band = classify(value, l);
  if (band === "normal") {
    return { state: state !== "normal" && isRearmed(value, state, l) ? "normal" : state, alert: null };
  }
  if (state === "normal" || side(band) !== side(state) || SEVERITY[band] > SEVERITY[state])
    return { state: band, alert: band };
  return { state, alert: null };
}
