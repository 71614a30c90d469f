import { DEVICE_MESSAGES } from "@care/contracts";
import type { DeviceType } from "@care/db";
import { badRequest } from "../../errors.js";

/** Whether a digit string ends with its Luhn check digit (IMEIs do). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const MAC =
  /^([0-9a-f]{2})[:-]?([0-9a-f]{2})[:-]?([0-9a-f]{2})[:-]?([0-9a-f]{2})[:-]?([0-9a-f]{2})[:-]?([0-9a-f]{2})$/i;

/**
 * A device's identifier as stored (device.unique_identifier): a watch's 15-digit IMEI with a valid check digit
 * ('Please Enter Valid IMEI Number', spec 2 §8), a scale's or sleep mat's MAC address (lowercase, colons) and a
 * hub's alphanumeric serial ('Invalid Serial Number', spec 2 §5). Anything else is a 400 naming device_serial.
 */
export function normalizeSerial(type: DeviceType, raw: string): string {
  const serial = raw.trim();
  const refuse = (message: string): never => {
    throw badRequest(message, [{ field: "body.device_serial", reason: message }]);
  };
  if (type === "watch" || type === "techuva_watch") {
    if (!/^\d{15}$/.test(serial) || !luhnValid(serial)) refuse(DEVICE_MESSAGES.invalidImei);
    return serial;
  }
  if (type === "scale" || type === "sleep") {
    const m = MAC.exec(serial);
    if (!m) return refuse(DEVICE_MESSAGES.invalidSerial);
    return m.slice(1).join(":").toLowerCase();
  }
  if (!/^[A-Za-z0-9]{1,64}$/.test(serial)) refuse(DEVICE_MESSAGES.invalidSerial);
  return serial;
}

/** The maker of each kind of device the members use (README: Navigil watches, Withings scale, mat and hub). */
export const VENDOR_OF: Record<DeviceType, string> = {
  watch: "Navigil",
  techuva_watch: "Techuva",
  scale: "Withings",
  sleep: "Withings",
  withings_hub: "Withings",
};
