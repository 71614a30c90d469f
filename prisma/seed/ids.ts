// Deterministic primary keys: every seeded row's id is a name-based UUID (RFC 4122 version 5) of a natural key,
// e.g. seedId("senior", 100001). Re-running the seed therefore produces the very same ids, and inserting with
// skipDuplicates (ON CONFLICT DO NOTHING) makes the whole seed idempotent. The generated values are just as fixed:
// every section draws from its own stream of the generator the simulator uses too, under DEMO_SEED.
import { createHash } from "node:crypto";
import { sectionRng, type Rng } from "@care/ingest/prng";

/** Namespace of the demo data set (a fixed random UUID). */
const NAMESPACE = "6f1c2b6e-0f4a-4d7e-9a51-3c2d8e7b9a10";

function uuidBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replaceAll("-", ""), "hex");
}

export function seedId(kind: string, key: string | number): string {
  const hash = createHash("sha1").update(uuidBytes(NAMESPACE)).update(`${kind}:${key}`).digest();
  const b = hash.subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50; // version 5
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The fixed seed of the demo data set. Change it and every generated value changes. */
export const DEMO_SEED = 20_260_101;

/** The random stream of one section of the seed (e.g. "seniors"), independent of the other sections. */
export function demoRng(section: string): Rng {
  return sectionRng(section, DEMO_SEED);
}
