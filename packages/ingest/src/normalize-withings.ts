// Withings-style payloads (scale measure groups, sleep-mat series) → normalized batch.
import { WITHINGS_MEASURE_TYPES as T, type ScaleUpload, type SleepUpload } from "@care/contracts";
import { isPlausible, type Metric } from "@care/db";
import { emptyBatch, type DeviceContext, type FieldError, type Normalized } from "./types.js";

const MINUTE_MS = 60_000;

/** Withings encodes a value as an integer and a power of ten. */
export function withingsValue(value: number, unit: number): number {
  // Round away the binary noise of 10^-n so 72500 × 10^-3 is 72.5, not 72.50000000000001.
  return Number((value * 10 ** unit).toPrecision(12));
}

const STORED: ReadonlyMap<number, Metric> = new Map<number, Metric>([
  [T.weight, "weight"],
  [T.fatMass, "fat_mass"],
  [T.muscleMass, "muscle_mass"],
  [T.hydration, "hydration"],
  [T.boneMass, "bone_mass"],
]);
const SUPPORTED = [...STORED.keys(), T.fatRatio].sort((a, b) => a - b).join(", ");

export function normalizeScale(device: DeviceContext, upload: ScaleUpload): Normalized {
  const batch = emptyBatch(device);
  const errors: FieldError[] = [];
  upload.measuregrps.forEach((group, g) => {
    const ts = new Date(group.date * 1000);
    const at = `body.measuregrps.${g}.measures`;
    const seen = new Map<number, { value: number; path: string }>();
    group.measures.forEach((m, k) => {
      const path = `${at}.${k}`;
      if (!STORED.has(m.type) && m.type !== T.fatRatio) {
        errors.push({ field: `${path}.type`, reason: `unsupported measure type ${m.type} (supported: ${SUPPORTED})` });
      } else if (seen.has(m.type)) {
        errors.push({ field: `${path}.type`, reason: `measure type ${m.type} appears twice in the group` });
      } else {
        seen.set(m.type, { value: withingsValue(m.value, m.unit), path: `${path}.value` });
      }
    });
    for (const [type, metric] of STORED) {
      const m = seen.get(type);
      if (m) batch.readings.push({ metric, ts, value: m.value, path: m.path });
    }
    const weight = seen.get(T.weight);
    // Fat is stored as a mass; a scale that only reports the ratio gets it converted with the group's weight.
    const ratio = seen.get(T.fatRatio);
    if (ratio && !seen.has(T.fatMass)) {
      if (weight) {
        batch.readings.push({
          metric: "fat_mass",
          ts,
          value: round((weight.value * ratio.value) / 100),
          path: ratio.path,
        });
      } else {
        errors.push({ field: ratio.path, reason: "a fat ratio (type 6) needs a weight (type 1) in the same group" });
      }
    }
    // BMI is derived where the senior's height is known; the dashboards read it like any other reading.
    // An implausible weight is refused on its own, not a second time through its BMI.
    if (weight && device.heightM && isPlausible("weight", weight.value)) {
      batch.readings.push({ metric: "bmi", ts, value: round(weight.value / device.heightM ** 2), path: weight.path });
    }
  });
  return { batch, errors };
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function normalizeSleep(device: DeviceContext, upload: SleepUpload): Normalized {
  const batch = emptyBatch(device);
  const errors: FieldError[] = [];
  upload.series.forEach((s, i) => {
    const at = `body.series.${i}`;
    const start = new Date(s.startdate * 1000);
    const end = new Date(s.enddate * 1000);
    const minutes = Math.ceil((end.getTime() - start.getTime()) / MINUTE_MS);
    if (end.getTime() <= start.getTime()) {
      errors.push({ field: `${at}.enddate`, reason: "must be after startdate" });
      return;
    }
    if (minutes > 1440) errors.push({ field: `${at}.enddate`, reason: "a session lasts at most 24 hours" });
    if (s.phases.length > minutes) {
      errors.push({ field: `${at}.phases`, reason: `${s.phases.length} phases for a ${minutes}-minute session` });
    }
    const timezone = s.timezone ?? device.timezone;
    if (!isTimeZone(timezone)) errors.push({ field: `${at}.timezone`, reason: `unknown time zone ${timezone}` });

    s.phases.forEach((code, k) => {
      const ts = new Date(start.getTime() + k * MINUTE_MS);
      batch.readings.push({ metric: "sleep_phase", ts, value: code, path: `${at}.phases.${k}` });
    });
    const hr = samples(s.hr, "sleep_heart_rate", `${at}.hr`, start, end, batch, errors);
    samples(s.rr, "respiration", `${at}.rr`, start, end, batch, errors);
    // The night's score is dated at the wake-up, so it counts for the day the senior got up.
    if (s.data.sleep_score !== undefined) {
      batch.readings.push({
        metric: "sleep_score",
        ts: end,
        value: s.data.sleep_score,
        path: `${at}.data.sleep_score`,
      });
    }
    batch.sessions.push({
      start,
      end,
      timezone,
      score: s.data.sleep_score === undefined ? null : Math.round(s.data.sleep_score),
      totalSleepSeconds: s.data.total_sleep_time ?? null,
      timeInBedSeconds: s.data.total_timeinbed ?? Math.round((end.getTime() - start.getTime()) / 1000),
      latencySeconds: s.data.sleep_latency ?? null,
      interruptions: s.data.wakeupcount ?? null,
      timeToGetUpSeconds: s.data.wakeup_latency ?? null,
      avgHeartRate: s.data.hr_average ?? (hr.length > 0 ? round(hr.reduce((a, b) => a + b, 0) / hr.length) : null),
      path: at,
    });
  });
  return { batch, errors };
}

/** Withings {"<unix s>": value} samples → readings; returns the values for averaging. */
function samples(
  map: Record<string, number> | undefined,
  metric: Metric,
  at: string,
  start: Date,
  end: Date,
  batch: Normalized["batch"],
  errors: FieldError[],
): number[] {
  const values: number[] = [];
  for (const [key, value] of Object.entries(map ?? {})) {
    const ts = new Date(Number(key) * 1000);
    if (ts < start || ts > end) {
      errors.push({ field: `${at}.${key}`, reason: "sample outside the session" });
      continue;
    }
    batch.readings.push({ metric, ts, value, path: `${at}.${key}` });
    values.push(value);
  }
  return values;
}

function round(v: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
}
