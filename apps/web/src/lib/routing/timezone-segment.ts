import { DEFAULT_TIMEZONE } from "@care/contracts";

/** Spec 2 §2: the timezone segment of a senior URL has its slashes replaced by dashes. */
export function timezoneToSegment(timezone: string | null | undefined): string {
  return (timezone || DEFAULT_TIMEZONE).replaceAll("/", "-");
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Back from the URL form. Dashes are ambiguous (America/Port-au-Prince keeps its dashes), so every way of turning
 * dashes back into slashes is tried, first slash first, and the first name the browser knows as a time zone wins.
 */
export function timezoneFromSegment(segment: string): string {
  if (!segment) return DEFAULT_TIMEZONE;
  const parts = segment.split("-");
  const gaps = parts.length - 1;
  // Up to 6 dashes in any real zone name; beyond that, do not explode the search.
  if (gaps > 0 && gaps <= 6) {
    const candidates: string[] = [];
    for (let mask = 1; mask < 1 << gaps; mask++) {
      let name = parts[0] ?? "";
      for (let i = 0; i < gaps; i++) name += ((mask >> i) & 1 ? "/" : "-") + (parts[i + 1] ?? "");
      candidates.push(name);
    }
    // Zone names have one or two slashes: try the fewest slashes first, so "-" inside a city name survives.
    candidates.sort((a, b) => a.split("/").length - b.split("/").length);
    const found = candidates.find(isTimeZone);
    if (found) return found;
  }
  return isTimeZone(segment) ? segment : segment.replace("-", "/");
}
