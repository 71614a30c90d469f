// Device authentication: every ingest request is signed with the device's own secret over the exact bytes sent.
// Checked before the body is parsed or validated, so an unsigned caller learns nothing about the input rules.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { INGEST_HEADERS } from "@care/contracts";
import type { DeviceType, RadiusUnit, SqlPool } from "@care/db";
import { ingestSignature, radiusMetres, type DeviceContext } from "@care/ingest";
import { AppError, unauthorized } from "../../errors.js";

interface DeviceRow {
  id: string;
  type: DeviceType;
  unique_identifier: string;
  secret: string;
  senior_id: string | null;
  timezone: string | null;
  latitude: number | null;
  longitude: number | null;
  home_radius_value: number | null;
  home_radius_unit: RadiusUnit | null;
  height_feet: number | null;
  height_inch: number | null;
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const v = headers[name];
  const value = Array.isArray(v) ? v[0] : v;
  if (!value) throw unauthorized(`Missing ${name} header: ingest requests must be signed by the device`);
  return value.trim();
}

function toContext(row: DeviceRow & { senior_id: string }): DeviceContext {
  const hasHome =
    row.latitude !== null && row.longitude !== null && row.home_radius_value !== null && row.home_radius_unit !== null;
  const inches = (row.height_feet ?? 0) * 12 + (row.height_inch ?? 0);
  return {
    deviceId: row.id,
    deviceType: row.type,
    uniqueIdentifier: row.unique_identifier,
    seniorId: row.senior_id,
    timezone: row.timezone ?? "America/New_York",
    home: hasHome
      ? {
          lat: row.latitude as number,
          lng: row.longitude as number,
          radiusM: radiusMetres(row.home_radius_value as number, row.home_radius_unit as RadiusUnit),
        }
      : null,
    // Plausible adult heights only; anything else would make a nonsense BMI.
    heightM: inches >= 48 && inches <= 96 ? inches * 0.0254 : null,
  };
}

/**
 * One answer for an unknown device and for a wrong signature, so the API cannot be used to find out which device
 * identifiers exist (they are printed on the devices and easy to enumerate).
 */
export const DEVICE_AUTH_FAILED = "Device authentication failed: unknown device or invalid signature";

// Unknown devices are checked against this throw-away secret, so both refusals take the same path and time.
const DUMMY_SECRET = randomBytes(32).toString("hex");

export interface DeviceAuthenticator {
  /** The device and its senior, or an AppError: 401 unsigned/unknown/bad signature/replay, 409 not linked. */
  authenticate(headers: IncomingHttpHeaders, rawBody: string): Promise<DeviceContext>;
}

export function createDeviceAuthenticator(deps: {
  db: Pick<SqlPool, "query">;
  replayWindowS: number;
  now?: () => number;
}): DeviceAuthenticator {
  const now = deps.now ?? Date.now;
  return {
    async authenticate(headers, rawBody) {
      const deviceRef = header(headers, INGEST_HEADERS.deviceId);
      const timestamp = header(headers, INGEST_HEADERS.timestamp);
      const signature = header(headers, INGEST_HEADERS.signature)
        .replace(/^sha256=/i, "")
        .toLowerCase();
      if (!/^\d{9,10}$/.test(timestamp)) throw unauthorized(`${INGEST_HEADERS.timestamp} must be unix seconds`);
      // A captured request cannot be replayed after the window; inside it, a replay is harmless because every
      // write is idempotent (same device, time and metric is stored once, the same alarm once).
      const skewS = Math.abs(now() / 1000 - Number(timestamp));
      if (skewS > deps.replayWindowS) {
        throw unauthorized(
          `Request timestamp is outside the replay window of ${deps.replayWindowS} s (replay refused; check the device clock)`,
        );
      }
      const [row] = await deps.db.query<DeviceRow>(
        `SELECT d.id, d.type, d.unique_identifier, d.secret, a.senior_id, s.timezone, s.latitude, s.longitude,
                s.home_radius_value, s.home_radius_unit, b.height_feet, b.height_inch
         FROM device d
         LEFT JOIN device_assignment a ON a.device_id = d.id AND a.unlinked_at IS NULL
         LEFT JOIN senior s ON s.id = a.senior_id
         LEFT JOIN senior_basic_info b ON b.senior_id = s.id
         WHERE d.unique_identifier IN ($1, lower($1))
         LIMIT 1`,
        [deviceRef],
      );
      const expected = Buffer.from(ingestSignature(row?.secret ?? DUMMY_SECRET, timestamp, rawBody), "hex");
      // A malformed signature is compared as zeros of the right length: the comparison always runs in full.
      const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : "0".repeat(64), "hex");
      const matches = timingSafeEqual(given, expected);
      if (!row || !matches) throw unauthorized(DEVICE_AUTH_FAILED);
      if (row.senior_id === null) {
        throw new AppError("CONFLICT", `Device ${deviceRef} is not linked to a senior; its data has no owner`);
      }
      return toContext({ ...row, senior_id: row.senior_id });
    },
  };
}
