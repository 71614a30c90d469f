/** Units the wellness charts print (spec 3 §9 'Units: heart rate bpm, weight lbs, hydration %'). */
export const CHART_UNITS = {
  heartRate: "bpm",
  weight: "lbs",
  hydration: "%",
  steps: "steps",
} as const;

/** Axis and series titles the spec names. */
export const CHART_TEXT = {
  dailyAvg: "Daily Avg",
  hydrationAxis: "Percentage (%)",
  steps: "Steps",
  high: "HIGH",
  low: "LOW",
  stepsUpper: "STEPS",
  inBed: "In Bed",
  asleep: "Asleep",
  heartRateSteps: "Heart Rate/Steps",
} as const;

/** The two empty texts of the wellness cards (spec 3 §8): which one a card shows is the screen's choice. */
export const EMPTY_TEXT = {
  noRecords: "No Records Found",
  noData: "No Data",
} as const;
export type EmptyText = (typeof EMPTY_TEXT)[keyof typeof EMPTY_TEXT];

/** Sleep durations are shown in hours and minutes (spec 3 §9): 27,000 s → '7h 30m'. */
export function formatHoursMinutes(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** An hour of the day (0-24, fractions allowed) as the sleep axes print it: 0 → '12 AM', 12 → '12 PM', 22.5 → '10:30 PM'. */
export function hourOfDayLabel(hour: number): string {
  const wrapped = ((hour % 24) + 24) % 24;
  const whole = Math.floor(wrapped);
  const minutes = Math.round((wrapped - whole) * 60);
  const h12 = whole % 12 === 0 ? 12 : whole % 12;
  const suffix = whole < 12 ? "AM" : "PM";
  return minutes === 0 ? `${h12} ${suffix}` : `${h12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

// Spec 3 §9: the heart-rate chart divides steps by these so both series share one axis.
const STEP_SCALES: readonly (readonly [threshold: number, divisor: number])[] = [
  [15000, 150],
  [10000, 100],
  [5000, 50],
  [2500, 25],
  [1000, 10],
  [500, 5],
];

/** The divisor for the largest step count of a heart-rate chart: 1 below 500 steps. */
export function stepScaleDivisor(maxSteps: number): number {
  return STEP_SCALES.find(([threshold]) => maxSteps >= threshold)?.[1] ?? 1;
}
