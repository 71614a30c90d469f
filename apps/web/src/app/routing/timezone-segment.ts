import { DEFAULT_TIMEZONE } from "@care/contracts";

/** Spec 2 §2: the timezone segment of a senior URL has its slashes replaced by dashes. */
export function timezoneToSegment(timezone: string | null | undefined): string {
  return (timezone || DEFAULT_TIMEZONE).replaceAll("/", "-");
}

let knownZones: readonly string[] | undefined;

/**
 * Back from the URL form. Dashes are ambiguous (America/Port-au-Prince), so the segment is matched against the
 * browser's zone list; a zone the browser does not know falls back to turning the first dash into a slash.
 */
export function timezoneFromSegment(segment: string): string {
  knownZones ??= typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const match = knownZones.find((z) => z.replaceAll("/", "-") === segment);
  if (match) return match;
  const i = segment.indexOf("-");
  return i > 0 ? `${segment.slice(0, i)}/${segment.slice(i + 1)}` : segment || DEFAULT_TIMEZONE;
}
