import { z } from "zod";
import { APPLICATION_CODES } from "../constants.js";
import { IsoDateField } from "../fields.js";
import type { StaffRole } from "../roles.js";
import { defineRoute } from "../route.js";
import { IdField, ONBOARDING_ROLES, UsersSeniorQuery } from "./senior-common.js";

/**
 * Spec 2 §8 device texts. The API answers the server's texts; the portal shows `radiusRequiredShown` for
 * `radiusRequired` and the two `reset*Shown` lines for `resetRunning`.
 */
export const DEVICE_MESSAGES = {
  saved: "Device has been saved successfully.",
  deleted: "Device has been deleted successfully.",
  sensitivityUpdated: "Device sensitivity has been updated successfully.",
  notReachable: "Device not reachable, please try later.",
  assignedToAnother: "This device is currently assigned to another user",
  /** Ours (issue 25 item 2): a forced move off a member the caller may not change. Names nobody. */
  moveForbidden: "This device is in use by a member you may not change. A warehouse employee or an admin can move it.",
  radiusRequired:
    "Medical Device is in violation of the following constraint: Please set the radius before linking the watch.",
  radiusRequiredShown: "Please set the radius before linking the watch.",
  invalidImei: "Please Enter Valid IMEI Number",
  invalidSerial: "Invalid Serial Number",
  resetRunning: "Conflict - device reset running.",
  resetRunningShown: "This watch is currently resetting.",
  resetRunningWait: "Please wait for the reset to complete before assigning it again.",
  registered: "Watch registered with Navigil.",
  unknown: "Unknown error occurred",
} as const;

/** 'Device not reachable, please try later.' carries application code 2046 (spec 2 §8). */
export const DEVICE_NOT_REACHABLE_CODE = APPLICATION_CODES.deviceNotReachable;

/**
 * Roles that move a device off any member (issue 25 item 2): they handle every member's devices (the inventory,
 * returns, replacements). Every other role moves a device only off a member it may write.
 */
export const DEVICE_MOVE_ANY_ROLES: readonly StaffRole[] = ["WarehouseEmployee", "Admin"];

/** What a member links from the Devices sub-tab (spec 2 §3; techuva_watch is known to the admin list only). */
export const LINKABLE_DEVICE_TYPES = ["watch", "sleep", "scale", "withings_hub"] as const;
export const SENSITIVITY_LEVELS = ["low", "medium", "high"] as const;

export const MedicalDeviceSchema = z.object({
  senior_id: z.string(),
  account_id: z.string(),
  device_id: z.string(),
  device_serial: z.string(),
  device_type: z.string(),
  vendor: z.string().nullable(),
  sensitivity_data: z.string().nullable(),
  install_date: z.string().nullable(),
  timezone: z.string(),
  last_ingestion_date: z.string().nullable(),
  last_session_date: z.string().nullable(),
  watch_status: z.enum(["online", "offline"]),
  watch_phone_number: z.string().nullable(),
});
export type MedicalDevice = z.infer<typeof MedicalDeviceSchema>;

const Serial = z.string().trim().min(1, "Required Field").max(64);

const S = "users";
const D = "/api/users/medical-device";

export const memberDeviceRoutes = {
  list: defineRoute({
    operationId: "listSeniorDevices",
    method: "GET",
    path: D,
    service: S,
    summary: "The devices linked to a senior",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery,
    data: z.object({ devices: z.array(MedicalDeviceSchema) }),
  }),
  lastSession: defineRoute({
    operationId: "getSeniorDeviceLastSession",
    method: "GET",
    path: `${D}/last-session`,
    service: S,
    summary: "Last session and last ingestion of each linked device (or of one device type)",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery.extend({ device_type: z.enum(LINKABLE_DEVICE_TYPES).optional() }),
    data: z.object({
      sessions: z.array(
        z.object({
          device_id: z.string(),
          device_type: z.string(),
          device_serial: z.string(),
          last_session_date: z.string().nullable(),
          last_ingestion_date: z.string().nullable(),
        }),
      ),
    }),
  }),
  link: defineRoute({
    operationId: "linkSeniorDevice",
    method: "PUT",
    path: D,
    service: S,
    summary:
      "Links a device to a senior (a watch needs the home radius first); 409 when it is another member's unless " +
      "force, which needs write access to that member (or the WarehouseEmployee/Admin role)",
    access: ONBOARDING_ROLES,
    body: z.object({
      senior_id: IdField,
      account_id: IdField.optional(),
      device_type: z.enum(LINKABLE_DEVICE_TYPES, { error: "Unknown device type" }),
      device_serial: Serial,
      vendor: z.string().trim().max(50).optional(),
      sensitivity_data: z.enum(SENSITIVITY_LEVELS).optional(),
      install_date: IsoDateField.optional(),
      /** The senior's zone, weight (lb) and height (cm) as the portal sends them; the API reads its own. */
      timezone: z.string().max(64).optional(),
      weight: z.number().min(0).max(1000).optional(),
      height: z.number().min(0).max(300).optional(),
      /**
       * Confirmed in the warning dialog: move a device linked to another member to this one. Needs write access to
       * that member too (a care agent's break-glass reason included) unless the caller is a WarehouseEmployee or
       * Admin; 403 otherwise.
       */
      force: z.boolean().default(false),
    }),
    data: MedicalDeviceSchema,
  }),
  updateSensitivity: defineRoute({
    operationId: "updateSeniorDeviceSensitivity",
    method: "PATCH",
    path: D,
    service: S,
    summary: "Sets a linked watch's fall-detection sensitivity (2046 when the watch is not reachable)",
    access: ONBOARDING_ROLES,
    body: z.object({
      senior_id: IdField,
      device_id: IdField,
      device_serial: Serial.optional(),
      vendor: z.string().trim().max(50).optional(),
      sensitivity_data: z.enum(SENSITIVITY_LEVELS, { error: "Unknown sensitivity" }),
      install_date: IsoDateField.optional(),
    }),
    data: MedicalDeviceSchema,
  }),
  unlink: defineRoute({
    operationId: "unlinkSeniorDevice",
    method: "DELETE",
    path: D,
    service: S,
    summary: "Unlinks a device from a senior; the link stays in the device history",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery.extend({ device_id: IdField }),
    data: z.object({ device_id: z.string() }),
  }),
  navigilRegistration: defineRoute({
    operationId: "registerNavigilWatch",
    method: "POST",
    path: "/api/users/vendor/navigil-registration",
    service: S,
    summary: "Registers a senior's linked watch with Navigil (2046 when the watch is not reachable)",
    access: ONBOARDING_ROLES,
    body: z.object({
      serial_id: Serial,
      device_type: z.literal("watch", { error: "Only watches are registered with Navigil" }),
      account_id: IdField,
      senior_id: IdField,
    }),
    data: z.object({ device_serial: z.string(), registered_at: z.string() }),
  }),
} as const;
