import type { AdminDeviceListQuery } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import type { z } from "zod";

/** A device with its open link (if any) and that link's member: one inventory row. */
export const INVENTORY_INCLUDE = {
  assignments: {
    where: { unlinkedAt: null },
    take: 1,
    select: {
      assignedAt: true,
      senior: {
        select: { id: true, accountId: true, timezone: true, memberId: true, firstName: true, lastName: true },
      },
    },
  },
} as const satisfies Prisma.DeviceInclude;

export type InventoryDevice = Prisma.DeviceGetPayload<{ include: typeof INVENTORY_INCLUDE }>;

type ListQuery = z.output<typeof AdminDeviceListQuery>;

const OPEN_LINK = { some: { unlinkedAt: null } } as const;

/** The filters of the inventory list as one where clause. */
export function inventoryWhere(q: ListQuery): Prisma.DeviceWhereInput {
  const where: Prisma.DeviceWhereInput = {};
  if (q.search) where.uniqueIdentifier = { contains: q.search, mode: "insensitive" };
  if (q.device_type) where.type = q.device_type;
  if (q.watch_status) where.online = q.watch_status === "online";
  if (q.status === "retired") where.retiredAt = { not: null };
  if (q.status === "assigned") Object.assign(where, { retiredAt: null, assignments: OPEN_LINK });
  if (q.status === "available") Object.assign(where, { retiredAt: null, NOT: { assignments: OPEN_LINK } });
  return where;
}

/** One page of the inventory, newest registered first (a device just registered is on the first page). */
export async function listInventory(db: Db, q: ListQuery): Promise<{ rows: InventoryDevice[]; total: number }> {
  const where = inventoryWhere(q);
  const [rows, total] = await Promise.all([
    db.device.findMany({
      where,
      include: INVENTORY_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: q.offset,
      take: q.limit,
    }),
    db.device.count({ where }),
  ]);
  return { rows, total };
}

export function findInventoryDevice(db: Db, id: string): Promise<InventoryDevice | null> {
  return db.device.findUnique({ where: { id }, include: INVENTORY_INCLUDE });
}

/** Holds the device row until the transaction ends, so a retirement and a link cannot cross. */
export async function lockDevice(tx: Db, id: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM device WHERE id = ${id}::uuid FOR UPDATE`;
}
