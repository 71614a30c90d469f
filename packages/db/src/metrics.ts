// The kinds of values stored in the `reading` time series, with their storage units. The database enum `metric`
// (prisma/schema.prisma) is the source of truth for the names; this map adds what the database does not know.
import type { Metric } from "./generated/prisma/client.js";

export interface MetricInfo {
  /** Unit of `reading.value` as stored (always the device's SI-ish unit, converted for display by the API). */
  readonly unit: string;
  /** Plausible range of a stored value; ingest rejects values outside it. */
  readonly min: number;
  readonly max: number;
  /** Which device type normally reports it. */
  readonly source: "watch" | "scale" | "sleep";
  readonly description: string;
}

export const METRICS = {
  heart_rate: { unit: "bpm", min: 20, max: 250, source: "watch", description: "Heart rate from the watch" },
  steps: {
    unit: "count",
    min: 0,
    max: 100_000,
    source: "watch",
    description: "Steps counted since the previous reading",
  },
  weight: {
    unit: "kg",
    min: 10,
    max: 455,
    source: "scale",
    description: "Body weight (displayed in lbs, 1 kg = 2.2046 lb)",
  },
  fat_mass: { unit: "kg", min: 0, max: 300, source: "scale", description: "Fat mass" },
  muscle_mass: { unit: "kg", min: 0, max: 300, source: "scale", description: "Muscle mass" },
  bone_mass: { unit: "kg", min: 0, max: 30, source: "scale", description: "Bone mass" },
  hydration: { unit: "%", min: 0, max: 100, source: "scale", description: "Body water as a percentage of body weight" },
  bmi: { unit: "kg/m2", min: 5, max: 100, source: "scale", description: "Body mass index" },
  sleep_score: { unit: "score", min: 0, max: 100, source: "sleep", description: "Sleep score of a night (0-100)" },
  sleep_phase: {
    unit: "code",
    min: 0,
    max: 5,
    source: "sleep",
    description: "Sleep phase of one minute: 0 awake, 1 light, 2 deep, 3 rem, 4 interruption/no reading, 5 cycle break",
  },
  sleep_heart_rate: {
    unit: "bpm",
    min: 20,
    max: 250,
    source: "sleep",
    description: "Heart rate measured by the sleep mat",
  },
  battery: { unit: "%", min: 0, max: 100, source: "watch", description: "Device battery level" },
  respiration: { unit: "breaths/min", min: 0, max: 80, source: "sleep", description: "Respiration rate during sleep" },
} as const satisfies Record<Metric, MetricInfo>;

/** Every metric name, in enum order. */
export const METRIC_NAMES: readonly Metric[] = Object.keys(METRICS) as Metric[];

/** Sleep phase codes stored as values of metric sleep_phase. */
export const SLEEP_PHASE = {
  awake: 0,
  light: 1,
  deep: 2,
  rem: 3,
  interruption: 4,
  cycleBreak: 5,
} as const;
export type SleepPhaseCode = (typeof SLEEP_PHASE)[keyof typeof SLEEP_PHASE];

export function isMetric(name: string): name is Metric {
  return Object.hasOwn(METRICS, name);
}

/** True when value lies within the plausible range of the metric. */
export function isPlausible(metric: Metric, value: number): boolean {
  const info: MetricInfo = METRICS[metric];
  return Number.isFinite(value) && value >= info.min && value <= info.max;
}

export const KG_PER_LB = 1 / 2.2046;
export const LB_PER_KG = 2.2046;
