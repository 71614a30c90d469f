// The simulated fleet: seniors with their open device assignments and device secrets, read from the database.
import type { DeviceType, PrismaClient, RadiusUnit } from "@care/db";
import { radiusMetres, type DeviceContext } from "@care/ingest";
import type { Home, SeniorFacts } from "./model/profile.js";

export type DeviceKind = "watch" | "scale" | "sleep" | "hub";

export interface SimDevice {
  id: string;
  uid: string;
  secret: string;
  type: DeviceType;
}

export interface SimSenior extends SeniorFacts {
  seniorId: string;
  name: string;
  heightM: number | null;
  devices: Partial<Record<DeviceKind, SimDevice>>;
}

const KIND: Record<DeviceType, DeviceKind> = {
  watch: "watch",
  techuva_watch: "watch",
  scale: "scale",
  sleep: "sleep",
  withings_hub: "hub",
};

interface Row {
  id: string;
  member_id: number;
  first_name: string;
  last_name: string;
  timezone: string;
  latitude: number | null;
  longitude: number | null;
  home_radius_value: number | null;
  home_radius_unit: RadiusUnit | null;
  weight: number | null;
  height_feet: number | null;
  height_inch: number | null;
  device_id: string;
  type: DeviceType;
  unique_identifier: string;
  secret: string;
}

/** Seniors with at least one linked device, by member id; `members` narrows to those member ids. */
export async function loadFleet(
  prisma: PrismaClient,
  opts: { members?: readonly number[]; limit?: number } = {},
): Promise<SimSenior[]> {
  const rows = await prisma.$queryRawUnsafe<Row[]>(
    `SELECT s.id, s.member_id, s.first_name, s.last_name, s.timezone, s.latitude, s.longitude, s.home_radius_value,
            s.home_radius_unit, b.weight_kg * 2.2046 AS weight, b.height_feet, b.height_inch,
            d.id AS device_id, d.type, d.unique_identifier, d.secret
     FROM senior s
     JOIN device_assignment a ON a.senior_id = s.id AND a.unlinked_at IS NULL
     JOIN device d ON d.id = a.device_id
     LEFT JOIN senior_basic_info b ON b.senior_id = s.id
     WHERE ($1::int[] IS NULL OR s.member_id = ANY($1::int[]))
     ORDER BY s.member_id, d.type`,
    opts.members ? [...opts.members] : null,
  );
  const byId = new Map<string, SimSenior>();
  for (const r of rows) {
    let s = byId.get(r.id);
    if (!s) {
      s = {
        seniorId: r.id,
        memberId: r.member_id,
        name: `${r.first_name} ${r.last_name}`,
        timezone: r.timezone,
        home: homeOf(r),
        weightLbs: r.weight,
        heightM: heightOf(r.height_feet, r.height_inch),
        devices: {},
      };
      byId.set(r.id, s);
    }
    s.devices[KIND[r.type]] ??= { id: r.device_id, uid: r.unique_identifier, secret: r.secret, type: r.type };
  }
  return [...byId.values()].slice(0, opts.limit);
}

function homeOf(r: Row): Home | null {
  if (r.latitude === null || r.longitude === null || r.home_radius_value === null || r.home_radius_unit === null) {
    return null;
  }
  return { lat: r.latitude, lng: r.longitude, radiusM: radiusMetres(r.home_radius_value, r.home_radius_unit) };
}

function heightOf(feet: number | null, inch: number | null): number | null {
  const inches = (feet ?? 0) * 12 + (inch ?? 0);
  return inches >= 48 && inches <= 96 ? inches * 0.0254 : null;
}

/** The context the ingest pipeline needs, as the API's device authentication would build it. */
export function deviceContext(senior: SimSenior, device: SimDevice): DeviceContext {
  return {
    deviceId: device.id,
    deviceType: device.type,
    uniqueIdentifier: device.uid,
    seniorId: senior.seniorId,
    timezone: senior.timezone,
    home: senior.home,
    heightM: senior.heightM,
  };
}

/** A clear error for a member number that has no senior (or no devices). */
export async function requireMember(prisma: PrismaClient, memberId: number): Promise<SimSenior> {
  const [senior] = await loadFleet(prisma, { members: [memberId] });
  if (senior) return senior;
  const range = await prisma.senior.aggregate({ _min: { memberId: true }, _max: { memberId: true } });
  const known =
    range._min.memberId === null
      ? "there are no seniors yet"
      : `members are ${range._min.memberId}–${range._max.memberId}`;
  throw new CliError(`No senior with member id ${memberId} and linked devices (${known})`);
}

/** An error the CLI prints as a message, without a stack. */
export class CliError extends Error {
  override name = "CliError";
}
