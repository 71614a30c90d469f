/** Percentiles and one-line summaries shared by the benchmarks (nearest-rank on a sorted copy). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** `name  n=…  p50 … ms  p95 … ms  p99 … ms  max … ms` for a set of samples in milliseconds. */
export function summary(name: string, samples: readonly number[], extra = "", width = 44): string {
  const s = [...samples].sort((a, b) => a - b);
  const f = (n: number): string => (Number.isNaN(n) ? "-" : n.toFixed(1).padStart(7));
  return `${name.padEnd(width)} n=${String(s.length).padStart(5)}  p50 ${f(percentile(s, 50))} ms  p95 ${f(percentile(s, 95))} ms  p99 ${f(percentile(s, 99))} ms  max ${f(s.at(-1) ?? NaN)} ms${extra}`;
}
