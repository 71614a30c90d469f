import { DEVICE_TYPES } from "@care/contracts";

export type DeviceType = (typeof DEVICE_TYPES)[number];

/** How the list names the device types (spec 2 §3: watch, sleep mat, scale, hub; the admin list adds Techuva). */
export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  watch: "Watch",
  sleep: "Sleep Mat",
  scale: "Scale",
  withings_hub: "Hub",
  techuva_watch: "Techuva Watch",
};

export function deviceTypeLabel(type: string): string {
  return DEVICE_TYPE_LABELS[type as DeviceType] ?? type;
}

export function isDeviceType(value: string): value is DeviceType {
  return (DEVICE_TYPES as readonly string[]).includes(value);
}

export const DEVICE_STATUS_LABELS = { linked: "Linked", unlinked: "Unlinked", unassigned: "Unassigned" } as const;

/** Spec 1 §5: dates show as MM/DD/YYYY, in the viewer's time zone. */
export function displayDate(iso: string | null): string {
  if (!iso) return "-";
  return new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" }).format(new Date(iso));
}
