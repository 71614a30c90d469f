import { randomBytes } from "node:crypto";
import type { z } from "zod";
import {
  ADMIN_DEVICE_MESSAGES,
  DEVICE_MESSAGES,
  DEVICE_NOT_REACHABLE_CODE,
  type AccessClaims,
  type MedicalDevice,
  type memberDeviceRoutes,
} from "@care/contracts";
import type { Device, PrismaClient, Senior } from "@care/db";
import { requireSenior } from "../../access/senior-visibility.js";
import { AppError, badRequest, notFound } from "../../errors.js";
import { type BreakGlassRequest } from "../../http/scope.js";
import { normalizeSerial, VENDOR_OF } from "./identifiers.js";
import { requireMayMoveOff } from "./move-access.js";
import { closeLinks, openLinkOfDevice, openLinksOf, type OpenLink } from "./repo.js";

type LinkBody = z.output<typeof memberDeviceRoutes.link.body>;
type SensitivityBody = z.output<typeof memberDeviceRoutes.updateSensitivity.body>;
type NavigilBody = z.output<typeof memberDeviceRoutes.navigilRegistration.body>;
type Sessions = z.output<typeof memberDeviceRoutes.lastSession.data>["sessions"];

export interface DeviceService {
  list(user: AccessClaims, seniorId: string, accountId?: string): Promise<MedicalDevice[]>;
  lastSessions(user: AccessClaims, seniorId: string, accountId?: string, type?: string): Promise<Sessions>;
  /** `request` carries the break-glass reason a move off a non-assigned member needs (and records it). */
  link(user: AccessClaims, body: LinkBody, request: BreakGlassRequest): Promise<MedicalDevice>;
  updateSensitivity(user: AccessClaims, body: SensitivityBody): Promise<MedicalDevice>;
  unlink(user: AccessClaims, seniorId: string, deviceId: string, accountId?: string): Promise<void>;
  registerNavigil(user: AccessClaims, body: NavigilBody): Promise<{ device_serial: string; registered_at: string }>;
}

const isoDate = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

function toDevice(senior: Senior, link: OpenLink): MedicalDevice {
  const d = link.device;
  return {
    senior_id: senior.id,
    account_id: senior.accountId,
    device_id: d.id,
    device_serial: d.uniqueIdentifier,
    device_type: d.type,
    vendor: d.vendor,
    sensitivity_data: d.sensitivity,
    install_date: isoDate(link.installDate),
    timezone: senior.timezone,
    last_ingestion_date: d.lastIngestionAt?.toISOString() ?? null,
    last_session_date: d.lastSessionAt?.toISOString() ?? null,
    watch_status: d.online ? "online" : "offline",
    watch_phone_number: d.watchPhoneNumber,
  };
}

const conflict = (message: string): AppError => new AppError("CONFLICT", message);

/**
 * Settings reach a watch over the air: an offline watch cannot take them now ('Device not reachable, please try
 * later.', application code 2046). "Reachable" is the connectivity the watch last reported through ingest.
 */
function requireReachable(device: Device): void {
  if (!device.online) {
    throw new AppError("UNAVAILABLE", DEVICE_MESSAGES.notReachable, { applicationCode: DEVICE_NOT_REACHABLE_CODE });
  }
}

/**
 * A member's devices (spec 2 §3, §7 'Devices'). A link is an open device_assignment row: ingest attributes a
 * device's uploads to the senior of its open row, so linking is what makes a device's readings this member's.
 * Unlinking closes the row, which stays as the device's history.
 */
export function createDeviceService(prisma: PrismaClient): DeviceService {
  async function linkedDevice(seniorId: string, deviceId: string): Promise<OpenLink> {
    const link = await prisma.deviceAssignment.findFirst({
      where: { seniorId, deviceId, unlinkedAt: null },
      include: { device: true },
    });
    if (!link) throw notFound("Device");
    return link;
  }

  return {
    async list(user, seniorId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      return (await openLinksOf(prisma, senior.id)).map((l) => toDevice(senior, l));
    },

    async lastSessions(user, seniorId, accountId, type) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      return (await openLinksOf(prisma, senior.id))
        .filter((l) => type === undefined || l.device.type === type)
        .map((l) => ({
          device_id: l.device.id,
          device_type: l.device.type,
          device_serial: l.device.uniqueIdentifier,
          last_session_date: l.device.lastSessionAt?.toISOString() ?? null,
          last_ingestion_date: l.device.lastIngestionAt?.toISOString() ?? null,
        }));
    },

    async link(user, body, request) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const serial = normalizeSerial(body.device_type, body.device_serial);
      // A watch's geofence is the home radius: without it a watch would raise away-from-home on every reading.
      if (body.device_type === "watch" && (senior.homeRadiusValue === null || senior.homeRadiusUnit === null)) {
        throw conflict(DEVICE_MESSAGES.radiusRequired);
      }
      const link = await prisma.$transaction(async (tx) => {
        let device = await tx.device.findUnique({ where: { uniqueIdentifier: serial } });
        if (device && device.type !== body.device_type) {
          throw badRequest(DEVICE_MESSAGES.invalidSerial, [
            { field: "body.device_serial", reason: `This serial belongs to a ${device.type}` },
          ]);
        }
        // Taken out of service in the admin inventory (lost, broken): no member gets it until it is returned.
        if (device?.retiredAt) throw conflict(ADMIN_DEVICE_MESSAGES.retiredCannotLink);
        if (device?.resetInProgress) throw conflict(DEVICE_MESSAGES.resetRunning);
        const current = device ? await openLinkOfDevice(tx, device.id) : null;
        if (current && current.seniorId !== senior.id) {
          // The portal's warning dialog; confirming it resends with force to move the device here. The text says
          // "in use" and nothing about the owner, whoever asks.
          if (!body.force) throw conflict(DEVICE_MESSAGES.assignedToAnother);
          await requireMayMoveOff(tx, user, current.seniorId, request);
          await closeLinks(tx, { id: current.id }, user.sub);
        }
        if (!device) {
          device = await tx.device.create({
            data: {
              type: body.device_type,
              uniqueIdentifier: serial,
              vendor: body.vendor ?? VENDOR_OF[body.device_type],
              // The device signs its uploads with this; it is given to the device at provisioning, never answered.
              secret: randomBytes(32).toString("hex"),
              sensitivity: body.sensitivity_data ?? null,
            },
          });
        } else if (body.sensitivity_data !== undefined || body.vendor !== undefined) {
          device = await tx.device.update({
            where: { id: device.id },
            data: { sensitivity: body.sensitivity_data ?? device.sensitivity, vendor: body.vendor ?? device.vendor },
          });
        }
        const installDate = body.install_date ? new Date(`${body.install_date}T00:00:00Z`) : undefined;
        if (current && current.seniorId === senior.id) {
          // Linking again what is already linked: only the install date can change.
          return tx.deviceAssignment.update({
            where: { id: current.id },
            data: installDate ? { installDate } : {},
            include: { device: true },
          });
        }
        // One device of a kind per member: a new watch replaces the old one, whose link is closed.
        await closeLinks(tx, { seniorId: senior.id, device: { type: body.device_type } }, user.sub);
        return tx.deviceAssignment.create({
          data: {
            deviceId: device.id,
            seniorId: senior.id,
            installDate: installDate ?? new Date(),
            assignedById: user.sub,
          },
          include: { device: true },
        });
      });
      return toDevice(senior, link);
    },

    async updateSensitivity(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id);
      const link = await linkedDevice(senior.id, body.device_id);
      if (link.device.type !== "watch") {
        throw badRequest("Sensitivity applies to watches only", [
          { field: "body.device_id", reason: "Sensitivity applies to watches only" },
        ]);
      }
      requireReachable(link.device);
      const device = await prisma.device.update({
        where: { id: link.device.id },
        data: { sensitivity: body.sensitivity_data },
      });
      const updated = body.install_date
        ? await prisma.deviceAssignment.update({
            where: { id: link.id },
            data: { installDate: new Date(`${body.install_date}T00:00:00Z`) },
          })
        : link;
      return toDevice(senior, { ...updated, device });
    },

    async unlink(user, seniorId, deviceId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const closed = await closeLinks(prisma, { seniorId: senior.id, deviceId }, user.sub);
      if (closed === 0) throw notFound("Device");
    },

    async registerNavigil(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const serial = normalizeSerial("watch", body.serial_id);
      const link = await prisma.deviceAssignment.findFirst({
        where: { seniorId: senior.id, unlinkedAt: null, device: { uniqueIdentifier: serial, type: "watch" } },
        include: { device: true },
      });
      if (!link) throw notFound("Device");
      requireReachable(link.device);
      const device = await prisma.device.update({
        where: { id: link.device.id },
        data: { navigilRegisteredAt: new Date() },
      });
      return {
        device_serial: device.uniqueIdentifier,
        registered_at: (device.navigilRegisteredAt ?? new Date()).toISOString(),
      };
    },
  };
}
