// Four devices per senior, each linked (open assignment) since shortly after the member joined:
// a Navigil watch (15-digit IMEI with Luhn check digit), a Withings scale and sleep mat (MAC addresses in the
// Withings 00:24:e4 range) and a Withings hub (alphanumeric serial). Every device has its own HMAC secret, drawn
// from the CSPRNG at seed time: the simulator and tests read it from the database, never re-derive it.
import { randomBytes } from "node:crypto";
import type { DeviceType, Prisma, PrismaClient } from "@care/db";
import type { Rng } from "@care/ingest/prng";
import { insertMissing } from "./batch.js";
import { ANCHOR, dateOnly, daysAfter } from "./dates.js";
import { demoRng, seedId } from "./ids.js";
import { planSeniors, type SeniorPlan } from "./seniors.js";

/** Type allocation code used for the demo watches' IMEIs. */
const WATCH_TAC = "35820911";

/** Luhn check digit of a digit string (IMEIs end with one). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function imeiFor(index: number): string {
  const body = WATCH_TAC + String(100_000 + index).padStart(6, "0");
  return body + String(luhnCheckDigit(body));
}

function macFor(kind: number, index: number): string {
  const hex = (n: number): string => n.toString(16).padStart(2, "0");
  return `00:24:e4:${hex(kind)}:${hex(index >> 8)}:${hex(index & 0xff)}`;
}

interface DeviceSpec {
  type: DeviceType;
  vendor: string;
  model: string;
  uniqueIdentifier: (s: SeniorPlan) => string;
}

const DEVICE_SPECS: readonly DeviceSpec[] = [
  { type: "watch", vendor: "Navigil", model: "Navigil S2", uniqueIdentifier: (s) => imeiFor(s.index) },
  { type: "scale", vendor: "Withings", model: "Body+ WBS05", uniqueIdentifier: (s) => macFor(1, s.index) },
  { type: "sleep", vendor: "Withings", model: "Sleep Analyzer WSM02", uniqueIdentifier: (s) => macFor(2, s.index) },
  { type: "withings_hub", vendor: "Withings", model: "Home Hub", uniqueIdentifier: (s) => `WHB${s.memberId}` },
];

function deviceRow(spec: DeviceSpec, s: SeniorPlan, rng: Rng): Prisma.DeviceCreateManyInput {
  const isWatch = spec.type === "watch";
  // The secret used to come from this fixed-seed generator, which is public: anyone could recompute it and sign
  // readings, SOS and falls. The draw is still made and dropped so every other demo value stays as it was.
  rng.hex(32);
  return {
    id: seedId("device", spec.uniqueIdentifier(s)),
    type: spec.type,
    vendor: spec.vendor,
    uniqueIdentifier: spec.uniqueIdentifier(s),
    model: spec.model,
    secret: randomBytes(32).toString("hex"),
    sensitivity: isWatch ? rng.pick(["low", "medium", "medium", "high"]) : null,
    online: rng.chance(0.85),
    watchPhoneNumber: isWatch ? `${s.areaCode}555${String(8000 + s.index)}` : null,
    battery: isWatch || spec.type === "scale" ? rng.int(15, 100) : null,
    createdAt: s.createdAt,
    updatedAt: s.createdAt,
  };
}

export function buildDevices(anchor: Date = ANCHOR): {
  devices: Prisma.DeviceCreateManyInput[];
  assignments: Prisma.DeviceAssignmentCreateManyInput[];
} {
  const rng = demoRng("devices");
  const devices: Prisma.DeviceCreateManyInput[] = [];
  const assignments: Prisma.DeviceAssignmentCreateManyInput[] = [];
  for (const s of planSeniors(anchor)) {
    const installedAt = daysAfter(rng.int(1, 14), s.createdAt);
    for (const spec of DEVICE_SPECS) {
      const device = deviceRow(spec, s, rng);
      devices.push(device);
      assignments.push({
        id: seedId("device-assignment", device.uniqueIdentifier),
        deviceId: device.id as string,
        seniorId: s.id,
        assignedAt: installedAt,
        installDate: dateOnly(installedAt),
      });
    }
  }
  return { devices, assignments };
}

export async function seedDevices(prisma: PrismaClient, anchor: Date = ANCHOR): Promise<number> {
  const { devices, assignments } = buildDevices(anchor);
  return (
    (await insertMissing((a) => prisma.device.createMany(a), devices)) +
    (await insertMissing((a) => prisma.deviceAssignment.createMany(a), assignments))
  );
}
