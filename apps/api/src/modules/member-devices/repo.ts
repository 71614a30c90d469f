import type { Db, Device, DeviceAssignment, Prisma } from "@care/db";

export type OpenLink = DeviceAssignment & { device: Device };

/** The devices linked to a senior now (open assignments), by type. */
export function openLinksOf(db: Db, seniorId: string): Promise<OpenLink[]> {
  return db.deviceAssignment.findMany({
    where: { seniorId, unlinkedAt: null },
    include: { device: true },
    orderBy: [{ device: { type: "asc" } }, { assignedAt: "asc" }],
  });
}

/** The open link of one device, whoever it is linked to. */
export function openLinkOfDevice(db: Db, deviceId: string): Promise<OpenLink | null> {
  return db.deviceAssignment.findFirst({ where: { deviceId, unlinkedAt: null }, include: { device: true } });
}

/** Closes links; the rows stay as the device history (IoT Device History). */
export async function closeLinks(db: Db, where: Prisma.DeviceAssignmentWhereInput, byId: string): Promise<number> {
  const { count } = await db.deviceAssignment.updateMany({
    where: { ...where, unlinkedAt: null },
    data: { unlinkedAt: new Date(), unlinkedById: byId },
  });
  return count;
}
