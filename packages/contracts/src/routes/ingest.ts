import { z } from "zod";
import { defineRoute } from "../route.js";

/**
 * Device ingestion (docs/ingestion.md). Devices do not hold staff tokens: every request is signed with the
 * device's own secret, so the routes are "public" to the token check and authenticated by signature instead:
 *
 *   x-device-id: the device's unique identifier (IMEI, MAC or hub serial, as registered)
 *   x-timestamp: unix seconds when the request was signed
 *   x-signature: hex HMAC-SHA256 over `${x-timestamp}.${raw body}` keyed with the device secret (its UTF-8 bytes)
 *
 * Shapes follow the vendors: a watch event list for the watch, Withings measure groups for the scale and Withings
 * sleep series for the mat. Value ranges are checked by the API against the metric catalogue (@care/db METRICS).
 */
export const INGEST_HEADERS = {
  deviceId: "x-device-id",
  timestamp: "x-timestamp",
  signature: "x-signature",
} as const;

/** The exact bytes that are signed: the timestamp header, a dot, then the raw request body. */
export function ingestSigningString(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** Readings one request may carry, after expansion (a sleep night is one reading per minute). */
export const INGEST_MAX_READINGS = 5000;
export const INGEST_MAX_WATCH_EVENTS = 5000;
export const INGEST_MAX_MEASURE_GROUPS = 1000;
export const INGEST_MAX_SLEEP_SERIES = 7;

const IsoTime = z.iso.datetime({ offset: true });
/** Withings dates are unix seconds. */
const UnixSeconds = z.number().int().min(946_684_800).max(4_102_444_800);
const Latitude = z.number().min(-90).max(90);
const Longitude = z.number().min(-180).max(180);
const DeviceRef = z.string().min(1).max(64);

// ── Watch ────────────────────────────────────────────────────────────────────────────────────────────────────
const Position = { lat: Latitude.optional(), lng: Longitude.optional() };
export const WatchEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heart_rate"), ts: IsoTime, bpm: z.number() }),
  z.object({ type: z.literal("steps"), ts: IsoTime, count: z.number().int().describe("steps since the last report") }),
  z.object({
    type: z.literal("location"),
    ts: IsoTime,
    lat: Latitude,
    lng: Longitude,
    accuracy_m: z.number().min(0).max(100_000).optional(),
    source: z.enum(["gps", "wifi", "cell"]).optional(),
  }),
  z.object({ type: z.literal("battery"), ts: IsoTime, percent: z.number() }),
  z.object({ type: z.literal("status"), ts: IsoTime, online: z.boolean() }),
  z.object({ type: z.literal("sos"), ts: IsoTime, ...Position }),
  z.object({ type: z.literal("fall"), ts: IsoTime, ...Position }),
]);
export type WatchEvent = z.infer<typeof WatchEventSchema>;

export const WatchUploadSchema = z.object({
  /** Optional echo of the device; when present it must equal x-device-id. */
  imei: DeviceRef.optional(),
  events: z.array(WatchEventSchema).min(1).max(INGEST_MAX_WATCH_EVENTS),
});
export type WatchUpload = z.infer<typeof WatchUploadSchema>;

// ── Scale (Withings measure groups) ──────────────────────────────────────────────────────────────────────────
/** Withings measure type codes the scale sends. 77 is sent as a percentage of body mass by our scale firmware. */
export const WITHINGS_MEASURE_TYPES = {
  weight: 1,
  fatRatio: 6,
  fatMass: 8,
  muscleMass: 76,
  hydration: 77,
  boneMass: 88,
} as const;

export const WithingsMeasureSchema = z.object({
  type: z.number().int(),
  /** Real value = value × 10^unit (Withings encoding, e.g. 72.5 kg = {value: 72500, unit: -3}). */
  value: z.number(),
  unit: z.number().int().min(-10).max(10),
});
export type WithingsMeasure = z.infer<typeof WithingsMeasureSchema>;

export const MeasureGroupSchema = z.object({
  grpid: z.number().int().optional(),
  date: UnixSeconds,
  measures: z.array(WithingsMeasureSchema).min(1).max(20),
});
export type MeasureGroup = z.infer<typeof MeasureGroupSchema>;

export const ScaleUploadSchema = z.object({
  deviceid: DeviceRef.optional(),
  measuregrps: z.array(MeasureGroupSchema).min(1).max(INGEST_MAX_MEASURE_GROUPS),
});
export type ScaleUpload = z.infer<typeof ScaleUploadSchema>;

// ── Sleep mat (Withings sleep series) ────────────────────────────────────────────────────────────────────────
/** Samples keyed by unix seconds, as Withings sends hr and rr. */
const TimedSamples = z.record(z.string().regex(/^\d{9,10}$/), z.number());

export const SleepSeriesSchema = z.object({
  startdate: UnixSeconds,
  enddate: UnixSeconds,
  /** IANA zone of the night; the senior's zone when absent. */
  timezone: z.string().min(1).max(64).optional(),
  /** One phase code per minute from startdate: 0 awake, 1 light, 2 deep, 3 rem, 4 interruption/no reading, 5 cycle break. */
  phases: z.array(z.number().int()).max(1440),
  hr: TimedSamples.optional(),
  rr: TimedSamples.optional(),
  data: z.object({
    sleep_score: z.number().optional(),
    total_sleep_time: z.number().int().min(0).max(86_400).optional(),
    total_timeinbed: z.number().int().min(0).max(86_400).optional(),
    sleep_latency: z.number().int().min(0).max(86_400).optional(),
    /** Time between waking up and leaving the bed ('Time to Get Up'), seconds. */
    wakeup_latency: z.number().int().min(0).max(86_400).optional(),
    /** Interruptions. */
    wakeupcount: z.number().int().min(0).max(1000).optional(),
    hr_average: z.number().optional(),
  }),
});
export type SleepSeries = z.infer<typeof SleepSeriesSchema>;

export const SleepUploadSchema = z.object({
  deviceid: DeviceRef.optional(),
  series: z.array(SleepSeriesSchema).min(1).max(INGEST_MAX_SLEEP_SERIES),
});
export type SleepUpload = z.infer<typeof SleepUploadSchema>;

// ── Hub ──────────────────────────────────────────────────────────────────────────────────────────────────────
export const HubHeartbeatSchema = z.object({
  serial: DeviceRef.optional(),
  ts: IsoTime,
  firmware: z.string().max(40).optional(),
  wifi_rssi: z.number().min(-150).max(0).optional(),
});
export type HubHeartbeat = z.infer<typeof HubHeartbeatSchema>;

// ── Answer ───────────────────────────────────────────────────────────────────────────────────────────────────
export const IngestResultSchema = z.object({
  device_id: z.string(),
  senior_id: z.string(),
  /** Readings carried by the request after expansion. */
  received: z.number().int(),
  /** Readings newly stored; the rest were already stored (a retried upload). */
  stored: z.number().int(),
  duplicates: z.number().int(),
  /** Stored readings older than LATE_READING_WINDOW_S when received: shown and rolled up, never alerted on. */
  late: z.number().int(),
  location_events: z.number().int(),
  sleep_sessions: z.number().int(),
  alarms: z.array(
    z.object({
      alarm_id: z.string(),
      type: z.enum(["sos", "fall"]),
      /** False when the same alarm had been received before. */
      created: z.boolean(),
      /**
       * False for a late alarm (received more than LATE_READING_WINDOW_S after it happened): announced and escalated
       * all the same, its event marked with late_by_s (issue 27).
       */
      live: z.boolean(),
    }),
  ),
});
export type IngestResult = z.infer<typeof IngestResultSchema>;

const SIGNED = "Signed per device (x-device-id, x-timestamp, x-signature); see docs/ingestion.md.";

export const ingestRoutes = {
  watchEvents: defineRoute({
    operationId: "ingestWatchEvents",
    method: "POST",
    path: "/api/ingest/watch/events",
    service: "ingest",
    summary: `Watch events: heart rate, steps, location, battery, online/offline, SOS and fall. ${SIGNED}`,
    access: "public",
    audit: false,
    body: WatchUploadSchema,
    data: IngestResultSchema,
  }),
  scaleMeasures: defineRoute({
    operationId: "ingestScaleMeasures",
    method: "POST",
    path: "/api/ingest/scale/measures",
    service: "ingest",
    summary: `Withings-style measure groups from the body scale. ${SIGNED}`,
    access: "public",
    audit: false,
    body: ScaleUploadSchema,
    data: IngestResultSchema,
  }),
  sleepSeries: defineRoute({
    operationId: "ingestSleepSeries",
    method: "POST",
    path: "/api/ingest/sleep/series",
    service: "ingest",
    summary: `Withings-style sleep sessions from the sleep mat (phase per minute, hr, rr, summary). ${SIGNED}`,
    access: "public",
    audit: false,
    body: SleepUploadSchema,
    data: IngestResultSchema,
  }),
  hubHeartbeat: defineRoute({
    operationId: "ingestHubHeartbeat",
    method: "POST",
    path: "/api/ingest/hub/heartbeat",
    service: "ingest",
    summary: `Connectivity heartbeat of the home hub. ${SIGNED}`,
    access: "public",
    audit: false,
    body: HubHeartbeatSchema,
    data: IngestResultSchema,
  }),
} as const;
