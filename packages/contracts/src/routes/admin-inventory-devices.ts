import { z } from "zod";
import { FETCH_LIMITS, PAGE_SIZES } from "../constants.js";
import { FIELD_MESSAGES, optionalText } from "../fields.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { DEVICE_TYPES, DeviceSearchInput } from "./measurement-reports.js";
import { IdField } from "./senior-common.js";

// The admin device inventory (issue 17 item 7; spec 2 §2 'devices list', §7 'Admin device list: serial,
// deviceType, offset and search'; spec 3 §3 device types): register devices before they reach members, retire
// them when lost or broken. The portal shows it on /portal-admin/techuva-Watch ('Techuva Watches' and 'All
// Devices'); the link history of each device is the IoT Device History page (/device-info).

/** Who keeps the inventory: the administrators (warehouse staff have no admin area; BDMs run corporations). */
export const DEVICE_ADMIN_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices"];

/** available: in stock, linked to nobody; assigned: linked to a member now; retired: out of service. */
export const DEVICE_STATUSES = ["available", "assigned", "retired"] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = {
  available: "Available",
  assigned: "Assigned",
  retired: "Retired",
};

export const WATCH_STATES = ["online", "offline"] as const;

export const DEVICE_RETIRE_REASON_MAX = 500;

export const ADMIN_DEVICE_MESSAGES = {
  registered: "Device registered successfully.",
  retired: "Device retired successfully.",
  restored: "Device returned to service.",
  alreadyRegistered: "This device is already registered",
  /** A retired device cannot be linked to a member (the member Devices tab gets this as a 409). */
  retiredCannotLink: "This device has been retired and cannot be linked",
  reasonRequired: "Give the reason for retiring the device",
  unlinkFirst: (member: string): string => `Unlink this device from ${member} before retiring it`,
} as const;

export const AdminDeviceRowSchema = z.object({
  device_id: z.string(),
  /** IMEI (watches), MAC (scale, sleep mat) or serial (hub) as stored. */
  unique_identifier: z.string(),
  device_type: z.enum(DEVICE_TYPES),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  status: z.enum(DEVICE_STATUSES),
  /** The connectivity the device last reported (watch_status). */
  watch_status: z.enum(WATCH_STATES),
  battery: z.number().int().nullable(),
  watch_phone_number: z.string().nullable(),
  /** Last upload received (ISO), null when it never sent anything. */
  last_seen: z.string().nullable(),
  /** The member it is linked to now. */
  member: z
    .object({
      senior_id: z.string(),
      account_id: z.string(),
      timezone: z.string(),
      member_id: z.number().int(),
      name: z.string(),
    })
    .nullable(),
  assigned_date: z.string().nullable(),
  registered_at: z.string(),
  retired_at: z.string().nullable(),
  retired_reason: z.string().nullable(),
});
export type AdminDeviceRow = z.infer<typeof AdminDeviceRowSchema>;

export const AdminDeviceListQuery = pagingQuery(PAGE_SIZES.devices, FETCH_LIMITS.devices).extend({
  /** A fragment of the IMEI / MAC / serial (spec 3 §5 device search). */
  search: DeviceSearchInput.optional(),
  device_type: z.enum(DEVICE_TYPES).optional(),
  status: z.enum(DEVICE_STATUSES).optional(),
  watch_status: z.enum(WATCH_STATES).optional(),
});

export const AdminDeviceCreateBody = z.object({
  device_type: z.enum(DEVICE_TYPES, { error: "Unknown device type" }),
  /** Checked and normalised per type by the API (IMEI check digit, MAC form, hub serial). */
  device_serial: z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(64),
  model: optionalText(50).optional(),
  /** The watch's own SIM number, 10 digits (Techuva watches are called on it); blank or null is none. */
  watch_phone_number: z
    .string()
    .nullable()
    .transform((v) => (v ?? "").replace(/\D/g, ""))
    .pipe(z.string().regex(/^(\d{10})?$/, FIELD_MESSAGES.phone))
    .transform((v) => (v === "" ? null : v))
    .optional(),
});

export const AdminDeviceStatusBody = z
  .object({
    device_id: IdField,
    /** true retires the device, false returns it to service. */
    retired: z.boolean(),
    reason: optionalText(DEVICE_RETIRE_REASON_MAX).optional(),
  })
  .refine((b) => !b.retired || Boolean(b.reason), {
    message: ADMIN_DEVICE_MESSAGES.reasonRequired,
    path: ["reason"],
  });

const PATH = "/api/users/admin";

export const adminDeviceRoutes = {
  listAdminDevices: defineRoute({
    operationId: "listAdminDevices",
    method: "GET",
    path: `${PATH}/devices`,
    service: "users",
    summary: "The device inventory, newest registered first (15 a page, up to 100 a call)",
    access: DEVICE_ADMIN_ROLES,
    querystring: AdminDeviceListQuery,
    data: paged(AdminDeviceRowSchema),
  }),
  registerAdminDevice: defineRoute({
    operationId: "registerAdminDevice",
    method: "POST",
    path: `${PATH}/device`,
    service: "users",
    summary: "Registers a device in the inventory (409 when its identifier is already registered)",
    access: DEVICE_ADMIN_ROLES,
    body: AdminDeviceCreateBody,
    data: AdminDeviceRowSchema,
  }),
  setAdminDeviceStatus: defineRoute({
    operationId: "setAdminDeviceStatus",
    method: "PUT",
    path: `${PATH}/device/status`,
    service: "users",
    summary: "Retires a device that no member has (reason required) or returns it to service",
    access: DEVICE_ADMIN_ROLES,
    body: AdminDeviceStatusBody,
    data: AdminDeviceRowSchema,
  }),
} as const;
