import { createHmac } from "node:crypto";
import { INGEST_HEADERS, ingestRoutes, ingestSigningString } from "@care/contracts";
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
  const raw = JSON.stringify({ events: [{ type: "sos", ts: new Date().toISOString() }] });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", senior.watch.secret).update(ingestSigningString(timestamp, raw)).digest("hex");
  const res = await fetch(`${portalUrl()}${ingestRoutes.watchEvents.path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [INGEST_HEADERS.deviceId]: senior.watch.uid,
      [INGEST_HEADERS.timestamp]: timestamp,
      [INGEST_HEADERS.signature]: signature,
    },
    body: raw,
  });
  if (!res.ok) throw new Error(`ingest answered ${res.status}: ${await res.text()}`);
}
