/** Rounds to `digits` decimals (display precision of the answers). */
export function round(v: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

/** value / target × 100 rounded, null when either is missing or the target is not positive. */
export function percentOf(value: number | null | undefined, target: number | null | undefined): number | null {
  if (value == null || target == null || !(target > 0)) return null;
  return Math.round((value / target) * 100);
}

/** Mean of the non-null values, null when there is none. */
export function meanOf(values: readonly (number | null | undefined)[]): number | null {
  let n = 0;
  let sum = 0;
  for (const v of values) {
    if (v == null) continue;
    n += 1;
    sum += v;
  }
  return n === 0 ? null : sum / n;
}

export function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
