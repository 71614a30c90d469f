import { randomBytes } from "node:crypto";
import {
  ADMIN_DEVICE_MESSAGES,
  offsetPage,
  type AccessClaims,
  type AdminDeviceCreateBody,
  type AdminDeviceListQuery,
  type AdminDeviceRow,
  type AdminDeviceStatusBody,
  type OffsetPage,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { z } from "zod";
import { AppError, fieldConflict, notFound } from "../../../errors.js";
import { writeUnique } from "../unique-write.js";
import { normalizeSerial, VENDOR_OF } from "../../member-devices/identifiers.js";
import { findInventoryDevice, INVENTORY_INCLUDE, listInventory, lockDevice, type InventoryDevice } from "./repo.js";

export interface AdminDeviceService {
  list(q: z.output<typeof AdminDeviceListQuery>): Promise<OffsetPage<AdminDeviceRow>>;
  register(user: AccessClaims, body: z.output<typeof AdminDeviceCreateBody>): Promise<AdminDeviceRow>;
  setStatus(user: AccessClaims, body: z.output<typeof AdminDeviceStatusBody>): Promise<AdminDeviceRow>;
}

export function toInventoryRow(d: InventoryDevice): AdminDeviceRow {
  const link = d.assignments[0];
  const s = link?.senior;
  return {
    device_id: d.id,
    unique_identifier: d.uniqueIdentifier,
    device_type: d.type,
    vendor: d.vendor,
    model: d.model,
    status: d.retiredAt ? "retired" : link ? "assigned" : "available",
    watch_status: d.online ? "online" : "offline",
    battery: d.battery,
    watch_phone_number: d.watchPhoneNumber,
    last_seen: d.lastIngestionAt?.toISOString() ?? null,
    member: s
      ? {
          senior_id: s.id,
          account_id: s.accountId,
          timezone: s.timezone,
          member_id: s.memberId,
          name: `${s.firstName} ${s.lastName}`,
        }
      : null,
    assigned_date: link?.assignedAt.toISOString() ?? null,
    registered_at: d.createdAt.toISOString(),
    retired_at: d.retiredAt?.toISOString() ?? null,
    retired_reason: d.retiredReason,
  };
}

/** The identifier is taken: the form shows it under the serial field. */
const alreadyRegistered = (): AppError => fieldConflict("body.device_serial", ADMIN_DEVICE_MESSAGES.alreadyRegistered);

/**
 * The admin device inventory. Registering creates the device (with its ingest signing secret) unlinked; members'
 * Devices tabs then link it by serial. Retiring takes a device out of service: it must be linked to nobody (an
 * assigned device is still monitoring a member; unlinking is the member's Devices tab's decision), and a retired
 * device cannot be linked again until it is returned to service.
 */
export function createAdminDeviceService(prisma: PrismaClient): AdminDeviceService {
  return {
    async list(q) {
      const { rows, total } = await listInventory(prisma, q);
      return offsetPage(rows.map(toInventoryRow), total, q.offset);
    },

    async register(user, body) {
      const serial = normalizeSerial(body.device_type, body.device_serial);
      if (await prisma.device.findUnique({ where: { uniqueIdentifier: serial }, select: { id: true } })) {
        throw alreadyRegistered();
      }
      const created = await writeUnique(
        () =>
          prisma.device.create({
            data: {
              type: body.device_type,
              uniqueIdentifier: serial,
              vendor: VENDOR_OF[body.device_type],
              model: body.model ?? null,
              watchPhoneNumber: body.watch_phone_number ?? null,
              // The device signs its uploads with this; it is given to the device at provisioning, never answered.
              secret: randomBytes(32).toString("hex"),
              registeredById: user.sub,
            },
            include: INVENTORY_INCLUDE,
          }),
        alreadyRegistered,
      );
      return toInventoryRow(created);
    },

    async setStatus(user, body) {
      await prisma.$transaction(async (tx) => {
        await lockDevice(tx, body.device_id);
        const device = await findInventoryDevice(tx, body.device_id);
        if (!device) throw notFound("Device");
        if (!body.retired) {
          await tx.device.update({
            where: { id: device.id },
            data: { retiredAt: null, retiredById: null, retiredReason: null },
          });
          return;
        }
        // Retiring a retired device keeps the first date and reason.
        if (device.retiredAt) return;
        const member = device.assignments[0]?.senior;
        if (member) {
          throw new AppError(
            "CONFLICT",
            ADMIN_DEVICE_MESSAGES.unlinkFirst(`${member.firstName} ${member.lastName} (${member.memberId})`),
          );
        }
        await tx.device.update({
          where: { id: device.id },
          data: { retiredAt: new Date(), retiredById: user.sub, retiredReason: body.reason ?? null },
        });
      });
      const device = await findInventoryDevice(prisma, body.device_id);
      if (!device) throw notFound("Device");
      return toInventoryRow(device);
    },
  };
}
