// A device's side of ingestion: seniors with linked devices and secrets, uploads signed the way a device signs them,
// and the row counts that prove what ingestion wrote (or did not write). Use with startHarness({ seeded: false }):
// each test builds the seniors and devices it needs.
import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { PrismaClient } from "@care/db";
import { ingestTimestamp, signedIngestHeaders } from "@care/ingest";

export interface TestDevice {
  id: string;
  uid: string;
  secret: string;
}

export interface Fixture {
  seniorId: string;
  home: { lat: number; lng: number };
  watch: TestDevice;
  scale: TestDevice;
  sleep: TestDevice;
  hub: TestDevice;
}

let counter = 0;

/** A senior in Boston with a 500 ft home radius, 5'6", and a linked watch, scale, sleep mat and hub. */
export async function createFixture(prisma: PrismaClient): Promise<Fixture> {
  const n = ++counter;
  const tag = randomBytes(3).toString("hex");
  const home = { lat: 42.3601, lng: -71.0589 };
  const senior = await prisma.senior.create({
    data: {
      firstName: "Test",
      lastName: `Senior${n}`,
      timezone: "America/New_York",
      latitude: home.lat,
      longitude: home.lng,
      homeRadiusValue: 500,
      homeRadiusUnit: "feet",
      basicInfo: { create: { heightFeet: 5, heightInch: 6 } },
    },
  });
  const make = async (type: "watch" | "scale" | "sleep" | "withings_hub", uid: string): Promise<TestDevice> => {
    const secret = randomBytes(32).toString("hex");
    const device = await prisma.device.create({
      data: { type, uniqueIdentifier: uid, secret, assignments: { create: { seniorId: senior.id } } },
    });
    return { id: device.id, uid, secret };
  };
  return {
    seniorId: senior.id,
    home,
    watch: await make("watch", `35820911${tag}${n}`.slice(0, 15).padEnd(15, "0")),
    scale: await make("scale", `00:24:e4:01:${tag.slice(0, 2)}:${n.toString(16).padStart(2, "0")}`),
    sleep: await make("sleep", `00:24:e4:02:${tag.slice(0, 2)}:${n.toString(16).padStart(2, "0")}`),
    hub: await make("withings_hub", `WHB${tag}${n}`),
  };
}

export interface SignOptions {
  /** Unix seconds used in x-timestamp; now by default. */
  timestamp?: number;
  secret?: string;
  deviceId?: string;
  omit?: "x-device-id" | "x-timestamp" | "x-signature";
}

/** Signed headers of a device upload sent by hand (a child process, a raw inject), timestamped now. */
export function signedHeaders(uid: string, secret: string, raw: string): Record<string, string> {
  return signedIngestHeaders({ uid, secret }, raw);
}

/** POSTs a JSON body signed the way a device does. */
export function devicePost(
  app: FastifyInstance,
  path: string,
  device: TestDevice,
  payload: unknown,
  opts: SignOptions = {},
): Promise<LightMyRequestResponse> {
  const raw = typeof payload === "string" ? payload : JSON.stringify(payload);
  const timestamp = opts.timestamp === undefined ? ingestTimestamp() : String(opts.timestamp);
  const headers = signedIngestHeaders(
    { uid: opts.deviceId ?? device.uid, secret: opts.secret ?? device.secret },
    raw,
    timestamp,
  );
  if (opts.omit) delete headers[opts.omit];
  return app.inject({ method: "POST", url: path, headers, payload: raw });
}

/** The upload route of each device type. */
export const INGEST_PATHS = {
  watch: "/api/ingest/watch/events",
  scale: "/api/ingest/scale/measures",
  sleep: "/api/ingest/sleep/series",
  hub: "/api/ingest/hub/heartbeat",
} as const;

export interface Counts {
  reading: number;
  hourly: number;
  daily: number;
  location: number;
  alarm: number;
  sleep: number;
  outbox: number;
}

/** Row counts of everything ingestion writes, to prove a refusal wrote nothing. */
export async function counts(prisma: PrismaClient): Promise<Counts> {
  const [row] = await prisma.$queryRawUnsafe<Counts[]>(`
    SELECT (SELECT count(*) FROM reading)::int AS reading, (SELECT count(*) FROM reading_hourly)::int AS hourly,
           (SELECT count(*) FROM reading_daily)::int AS daily, (SELECT count(*) FROM location_event)::int AS location,
           (SELECT count(*) FROM alarm)::int AS alarm, (SELECT count(*) FROM sleep_session)::int AS sleep,
           (SELECT count(*) FROM outbox)::int AS outbox`);
  return row as Counts;
}

/** Sums of the rollups of one senior and metric, to prove nothing is counted twice. */
export async function rollupTotals(
  prisma: PrismaClient,
  seniorId: string,
  metric: string,
): Promise<{ hourly_count: number; hourly_sum: number; daily_count: number; daily_sum: number }> {
  const [row] = await prisma.$queryRawUnsafe<
    { hourly_count: number; hourly_sum: number; daily_count: number; daily_sum: number }[]
  >(
    `SELECT (SELECT COALESCE(sum(count), 0) FROM reading_hourly WHERE senior_id = $1::uuid AND metric = $2::metric)::int AS hourly_count,
            (SELECT COALESCE(sum(sum), 0) FROM reading_hourly WHERE senior_id = $1::uuid AND metric = $2::metric)::float8 AS hourly_sum,
            (SELECT COALESCE(sum(count), 0) FROM reading_daily WHERE senior_id = $1::uuid AND metric = $2::metric)::int AS daily_count,
            (SELECT COALESCE(sum(sum), 0) FROM reading_daily WHERE senior_id = $1::uuid AND metric = $2::metric)::float8 AS daily_sum`,
    seniorId,
    metric,
  );
  if (!row) throw new Error("no rollup row");
  return row;
}

/** ISO time `minutesAgo` minutes before now, on a whole second. */
export function ago(minutesAgo: number, base = Date.now()): string {
  return new Date(Math.floor((base - minutesAgo * 60_000) / 1000) * 1000).toISOString();
}
