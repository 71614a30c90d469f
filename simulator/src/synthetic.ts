// Extra seniors for benchmarks (`backfill --seniors 10000`): plain at-home members with a home, a height and the
// same four devices (with their own secrets) as the demo seniors, created in multi-row inserts.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@care/db";
import { rngFor } from "@care/ingest/prng";

const FIRST = ["Ada", "Bert", "Clara", "Dale", "Edna", "Floyd", "Gail", "Homer", "Irma", "Jack", "Lena", "Milo"];
const LAST = ["Archer", "Bishop", "Carver", "Dalton", "Ellis", "Foster", "Garner", "Hayes", "Irwin", "Keller"];
const PLACES = [
  { tz: "America/New_York", lat: 40.7128, lng: -74.006 },
  { tz: "America/Chicago", lat: 41.8781, lng: -87.6298 },
  { tz: "America/Denver", lat: 39.7392, lng: -104.9903 },
  { tz: "America/Los_Angeles", lat: 34.0522, lng: -118.2437 },
] as const;
const ZONES = ["white", "blue", "green", "gold"] as const;
const CHUNK = 1000;

/** Seniors that have linked devices right now. */
export async function countFleet(prisma: PrismaClient): Promise<number> {
  const [row] = await prisma.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(DISTINCT senior_id)::int AS n FROM device_assignment WHERE unlinked_at IS NULL`,
  );
  return row?.n ?? 0;
}

/** Creates synthetic seniors until `target` seniors have devices; returns how many were created. */
export async function ensureFleetSize(
  prisma: PrismaClient,
  target: number,
  seed: number,
  onProgress: (created: number) => void = () => {},
): Promise<number> {
  const missing = target - (await countFleet(prisma));
  let created = 0;
  while (created < missing) {
    const n = Math.min(CHUNK, missing - created);
    await createChunk(prisma, n, seed, created);
    created += n;
    onProgress(created);
  }
  return created;
}

async function createChunk(prisma: PrismaClient, n: number, seed: number, offset: number): Promise<void> {
  const r = rngFor(seed, "synthetic", offset);
  const people = Array.from({ length: n }, () => {
    const place = r.pick(PLACES);
    return {
      first: r.pick(FIRST),
      last: r.pick(LAST),
      tz: place.tz,
      lat: Number((place.lat + r.range(-0.2, 0.2)).toFixed(5)),
      lng: Number((place.lng + r.range(-0.2, 0.2)).toFixed(5)),
      zone: r.pick(ZONES),
      feet: r.int(4, 6),
      inch: r.int(0, 11),
      lbs: Math.round(r.range(110, 240)),
    };
  });
  await prisma.$transaction(async (tx) => {
    const seniors = await tx.$queryRawUnsafe<{ id: string; member_id: number }[]>(
      `INSERT INTO senior (id, account_id, first_name, last_name, timezone, zone, member_type, latitude, longitude,
                           home_radius_value, home_radius_unit, updated_at)
       SELECT gen_random_uuid(), gen_random_uuid(), t.first, t.last, t.tz, t.zone::zone, 'study', t.lat, t.lng,
              500, 'feet', now()
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[])
         AS t(first, last, tz, zone, lat, lng)
       RETURNING id, member_id`,
      people.map((p) => p.first),
      people.map((p) => `${p.last} (synthetic)`),
      people.map((p) => p.tz),
      people.map((p) => p.zone),
      people.map((p) => p.lat),
      people.map((p) => p.lng),
    );
    await tx.$executeRawUnsafe(
      `INSERT INTO senior_basic_info (senior_id, height_feet, height_inch, weight_kg, updated_at)
       SELECT * , now() FROM unnest($1::uuid[], $2::int[], $3::int[], $4::float8[])`,
      seniors.map((s) => s.id),
      people.map((p) => p.feet),
      people.map((p) => p.inch),
      people.map((p) => Math.round((p.lbs / 2.2046) * 100) / 100), // stored in kg (1 kg = 2.2046 lb)
    );
    const devices = seniors.flatMap((s) => {
      const m = s.member_id;
      const hex = m.toString(16).padStart(6, "0").match(/../g)?.join(":") ?? "00:00:00";
      return [
        { senior: s.id, type: "watch", vendor: "Navigil", uid: `99${String(m).padStart(13, "0")}` },
        { senior: s.id, type: "scale", vendor: "Withings", uid: `02:5e:01:${hex}` },
        { senior: s.id, type: "sleep", vendor: "Withings", uid: `02:5e:02:${hex}` },
        { senior: s.id, type: "withings_hub", vendor: "Withings", uid: `SHB${m}` },
      ];
    });
    await tx.$executeRawUnsafe(
      `WITH d AS (
         INSERT INTO device (id, type, vendor, unique_identifier, secret, online, updated_at)
         SELECT gen_random_uuid(), t.type::device_type, t.vendor, t.uid, t.secret, true, now()
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS t(type, vendor, uid, secret)
         RETURNING id, unique_identifier)
       INSERT INTO device_assignment (id, device_id, senior_id, assigned_at)
       SELECT gen_random_uuid(), d.id, t.senior, now()
       FROM d JOIN unnest($3::text[], $5::uuid[]) AS t(uid, senior) ON t.uid = d.unique_identifier`,
      devices.map((d) => d.type),
      devices.map((d) => d.vendor),
      devices.map((d) => d.uid),
      devices.map(() => randomBytes(32).toString("hex")),
      devices.map((d) => d.senior),
    );
  });
}
