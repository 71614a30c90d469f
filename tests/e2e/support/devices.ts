import { ingestRoutes } from "@care/contracts";
import { radiusMetres, signedIngestHeaders } from "@care/ingest";
import { awayPath } from "../../../simulator/src/away.js";
import { e2eQuery } from "./database.js";
import { portalUrl } from "./portal.js";

export interface SeededSenior {
  seniorId: string;
  name: string;
  watch: { uid: string; secret: string };
}

/** A seeded member and the watch linked to them (its secret signs ingest requests, as the device would). */
export async function seniorWithWatch(memberId: number): Promise<SeededSenior> {
  const [row] = await e2eQuery<{ id: string; first_name: string; last_name: string; uid: string; secret: string }>(
    `SELECT s.id, s.first_name, s.last_name, d.unique_identifier AS uid, d.secret
       FROM senior s
       JOIN device_assignment a ON a.senior_id = s.id AND a.unlinked_at IS NULL
       JOIN device d ON d.id = a.device_id AND d.type = 'watch'
      WHERE s.member_id = $1`,
    [memberId],
  );
  if (!row) throw new Error(`member ${memberId} has no linked watch`);
  return { seniorId: row.id, name: `${row.first_name} ${row.last_name}`, watch: { uid: row.uid, secret: row.secret } };
}

/** Raises an SOS through the API the way the watch does: a signed POST to the ingest route. */
export async function raiseSos(senior: SeededSenior): Promise<void> {
  await postWatchEvents(senior, [{ type: "sos", ts: new Date().toISOString() }]);
}

/** A heart-rate reading from the member's watch at `at`, as `npm run sim -- reading --metric heart_rate` sends it. */
export async function sendHeartRate(senior: SeededSenior, bpm: number, at: Date = new Date()): Promise<void> {
  await postWatchEvents(senior, [{ type: "heart_rate", ts: at.toISOString(), bpm }]);
}

/**
 * The walk away from home that `npm run sim -- away --member <id> --minutes N` sends (simulator/src/away.ts's path),
 * as one signed watch upload. Returns the positions sent, oldest first.
 */
export async function sendAwayWalk(
  memberId: number,
  senior: SeededSenior,
  minutes: number,
): Promise<{ ts: string; lat: number; lng: number }[]> {
  const [home] = await e2eQuery<{ latitude: number; longitude: number; value: number; unit: "feet" | "mile" }>(
    `SELECT latitude, longitude, home_radius_value AS value, home_radius_unit AS unit FROM senior WHERE member_id = $1`,
    [memberId],
  );
  if (!home) throw new Error(`member ${memberId} not found`);
  const path = awayPath(
    { lat: home.latitude, lng: home.longitude, radiusM: radiusMetres(home.value, home.unit) },
    Date.now(),
    minutes,
  );
  await postWatchEvents(
    senior,
    path.map((p) => ({ type: "location", ...p, source: "gps" })),
  );
  return path;
}

async function postWatchEvents(senior: SeededSenior, events: Record<string, unknown>[]): Promise<void> {
  const raw = JSON.stringify({ events });
  const res = await fetch(`${portalUrl()}${ingestRoutes.watchEvents.path}`, {
    method: "POST",
    headers: signedIngestHeaders(senior.watch, raw),
    body: raw,
  });
  if (!res.ok) throw new Error(`ingest answered ${res.status}: ${await res.text()}`);
}
