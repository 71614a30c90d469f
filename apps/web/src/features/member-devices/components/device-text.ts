import type { LINKABLE_DEVICE_TYPES } from "@care/contracts";
import { DEVICE_MESSAGES, DEVICE_NOT_REACHABLE_CODE } from "@care/contracts";
import { ApiError } from "../../../lib/api/api-error";

export type LinkableType = (typeof LINKABLE_DEVICE_TYPES)[number];

/** How the sub-tab names the device types (spec 2 §3: watch, sleep mat, scale, hub). */
export const LINKABLE_TYPE_LABELS: Record<LinkableType, string> = {
  watch: "Watch",
  sleep: "Sleep Mat",
  scale: "Scale",
  withings_hub: "Hub",
};

export const typeLabel = (type: string): string => LINKABLE_TYPE_LABELS[type as LinkableType] ?? type;

/** What a refused link means to the dialog (spec 2 §8 device texts). */
export type LinkRefusal = { kind: "assigned" } | { kind: "fields" } | { kind: "message"; lines: readonly string[] };

export function linkRefusal(err: unknown): LinkRefusal {
  if (!(err instanceof ApiError)) return { kind: "message", lines: [DEVICE_MESSAGES.unknown] };
  if (err.message === DEVICE_MESSAGES.assignedToAnother) return { kind: "assigned" };
  if (err.message === DEVICE_MESSAGES.radiusRequired)
    return { kind: "message", lines: [DEVICE_MESSAGES.radiusRequiredShown] };
  if (err.message === DEVICE_MESSAGES.resetRunning) {
    return { kind: "message", lines: [DEVICE_MESSAGES.resetRunningShown, DEVICE_MESSAGES.resetRunningWait] };
  }
  // 'Please Enter Valid IMEI Number' and the other field reasons go on the field, without a general toast.
  if (err.fields.length > 0) return { kind: "fields" };
  return { kind: "message", lines: [err.message || DEVICE_MESSAGES.unknown] };
}

/** A failed sensitivity change: 2046 is 'Device not reachable, please try later.'. */
export function sensitivityFailure(err: unknown): string {
  if (err instanceof ApiError && err.status === DEVICE_NOT_REACHABLE_CODE) return DEVICE_MESSAGES.notReachable;
  return err instanceof Error && err.message ? err.message : DEVICE_MESSAGES.unknown;
}
