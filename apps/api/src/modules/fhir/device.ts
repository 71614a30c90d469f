import type { Device } from "@medplum/fhirtypes";
import type { AccessClaims, FhirDateBound } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { splitPage, type Page, type PageOf } from "./bundle.js";
import { idList, instantWhere, isUuid, uuidsOf } from "./dates.js";
import { patientScope } from "./scope.js";
import { DEVICE_IMEI_SYSTEM, DEVICE_MAC_SYSTEM, DEVICE_SERIAL_SYSTEM, DEVICE_TYPE_SYSTEM } from "./systems.js";

type DeviceType = Prisma.DeviceGetPayload<object>["type"];

/** Each device kind: its code and name, and what its unique identifier is (docs/interop.md "Device"). */
export const DEVICE_KINDS: Record<DeviceType, { code: string; display: string; idSystem: string }> = {
  watch: { code: "watch", display: "Watch", idSystem: DEVICE_IMEI_SYSTEM },
  techuva_watch: { code: "watch", display: "Watch", idSystem: DEVICE_IMEI_SYSTEM },
  scale: { code: "scale", display: "Scale", idSystem: DEVICE_MAC_SYSTEM },
  sleep: { code: "sleep-mat", display: "Sleep mat", idSystem: DEVICE_MAC_SYSTEM },
  withings_hub: { code: "hub", display: "Hub", idSystem: DEVICE_SERIAL_SYSTEM },
};

const include = {
  assignments: { where: { unlinkedAt: null }, select: { seniorId: true }, take: 1 },
} satisfies Prisma.DeviceInclude;
type DeviceRow = Prisma.DeviceGetPayload<{ include: typeof include }>;

export function toDevice(d: DeviceRow): Device {
  const kind = DEVICE_KINDS[d.type];
  const seniorId = d.assignments[0]?.seniorId;
  return {
    resourceType: "Device",
    id: d.id,
    meta: { lastUpdated: d.updatedAt.toISOString() },
    identifier: [{ system: kind.idSystem, value: d.uniqueIdentifier }],
    status: d.retiredAt ? "inactive" : "active",
    ...(d.vendor ? { manufacturer: d.vendor } : {}),
    serialNumber: d.uniqueIdentifier,
    ...(d.model ? { modelNumber: d.model } : {}),
    deviceName: [{ name: kind.display, type: "user-friendly-name" }],
    type: { coding: [{ system: DEVICE_TYPE_SYSTEM, code: kind.code, display: kind.display }], text: kind.display },
    ...(seniorId ? { patient: { reference: `Patient/${seniorId}` } } : {}),
  };
}

export interface DeviceSearch {
  _id?: string;
  _lastUpdated?: FhirDateBound[];
  patient?: string;
}

/**
 * A device is visible while it is linked to a senior the caller reaches (the portal shows devices on the senior's
 * page): inventory that is linked to nobody is the admin inventory's, not a patient's record.
 */
function linkedWithin(user: AccessClaims, seniorId?: string): Prisma.DeviceWhereInput {
  return {
    assignments: {
      some: { unlinkedAt: null, senior: patientScope(user), ...(seniorId ? { seniorId } : {}) },
    },
  };
}

export async function searchDevices(db: Db, user: AccessClaims, q: DeviceSearch, page: Page): Promise<PageOf<Device>> {
  const ids = idList(q._id);
  const updated = instantWhere(q._lastUpdated);
  const rows = await db.device.findMany({
    where: {
      AND: [
        linkedWithin(user, q.patient),
        ...(ids ? [{ id: { in: uuidsOf(ids) } }] : []),
        ...(updated ? [{ updatedAt: updated }] : []),
      ],
    },
    include,
    orderBy: [{ id: "asc" }],
    skip: page.offset,
    take: page.count + 1,
  });
  const { rows: shown, more } = splitPage(rows, page);
  return { resources: shown.map(toDevice), more };
}

export async function readDevice(db: Db, user: AccessClaims, id: string): Promise<Device | null> {
  if (!isUuid(id)) return null;
  const row = await db.device.findFirst({ where: { AND: [{ id: id.toLowerCase() }, linkedWithin(user)] }, include });
  return row ? toDevice(row) : null;
}
