// The device-independent form every vendor payload is turned into before it is checked and stored. The API and
// the simulator's in-process backfill both go through it, so both produce the same rows and rollups.
import type { AlarmType, DeviceType, Metric } from "@care/db";

/**
 * One failing input item: `field` is its path in the request (e.g. body.events.3.bpm). The API answers a refusal
 * with these in `error.fields`, so the shape is the API's field error.
 */
export interface FieldError {
  field: string;
  reason: string;
}

export type IngestKind = "watch" | "scale" | "sleep" | "hub";

/** Which device types may post to which endpoint. */
export const KIND_DEVICE_TYPES: Record<IngestKind, readonly DeviceType[]> = {
  watch: ["watch", "techuva_watch"],
  scale: ["scale"],
  sleep: ["sleep"],
  hub: ["withings_hub"],
};

export interface Home {
  lat: number;
  lng: number;
  radiusM: number;
}

/** An authenticated device with the senior it is linked to, as ingestion needs them. */
export interface DeviceContext {
  deviceId: string;
  deviceType: DeviceType;
  uniqueIdentifier: string;
  seniorId: string;
  timezone: string;
  /** Centre and radius of the home geofence; null when the senior has none (positions are then 'update'). */
  home: Home | null;
  /** Height for BMI; null when unknown (no BMI reading is derived). */
  heightM: number | null;
}

/** `path` names the input field a value came from, so a refusal can say which item failed. */
export interface ReadingInput {
  metric: Metric;
  ts: Date;
  value: number;
  path: string;
}

export interface LocationInput {
  ts: Date;
  lat: number;
  lng: number;
  source: string | null;
  path: string;
}

export interface AlarmInput {
  type: AlarmType;
  ts: Date;
  lat: number | null;
  lng: number | null;
  path: string;
}

export interface SleepSessionInput {
  start: Date;
  end: Date;
  timezone: string;
  score: number | null;
  totalSleepSeconds: number | null;
  timeInBedSeconds: number | null;
  latencySeconds: number | null;
  interruptions: number | null;
  timeToGetUpSeconds: number | null;
  avgHeartRate: number | null;
  path: string;
}

export interface Timed<T> {
  value: T;
  ts: Date;
}

export interface NormalizedBatch {
  device: DeviceContext;
  readings: ReadingInput[];
  locations: LocationInput[];
  alarms: AlarmInput[];
  sessions: SleepSessionInput[];
  /** Latest connectivity a watch reports (status events). Other devices are online by the upload itself. */
  online: Timed<boolean> | null;
  /** Latest battery level in the batch. */
  battery: Timed<number> | null;
}

export interface Normalized {
  batch: NormalizedBatch;
  /** Problems found while mapping the vendor shape (unknown codes, inconsistent groups). */
  errors: FieldError[];
}

export function emptyBatch(device: DeviceContext): NormalizedBatch {
  return { device, readings: [], locations: [], alarms: [], sessions: [], online: null, battery: null };
}

/** Keeps the later of two timed values (ties: the newer call wins, i.e. the later item in the batch). */
export function latest<T>(current: Timed<T> | null, candidate: Timed<T>): Timed<T> {
  return current === null || candidate.ts.getTime() >= current.ts.getTime() ? candidate : current;
}
