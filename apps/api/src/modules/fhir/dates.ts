import type { FhirDateBound } from "@care/contracts";

/**
 * A date search (`date`, `_lastUpdated`) as a Prisma filter on one instant column. Each resource is compared by one
 * instant: its effectiveDateTime, or the start of its effectivePeriod (a day's rollup is "on" the day it starts),
 * or meta.lastUpdated. The value names an interval [lo, hi) (2026-01-05 is that whole UTC day):
 * eq: within it; ge: at or after lo; gt: at or after hi; le: before hi; lt: before lo.
 */
export function instantWhere(bounds: readonly FhirDateBound[] | undefined): { gte?: Date; lt?: Date } | undefined {
  if (!bounds || bounds.length === 0) return undefined;
  let gte: Date | undefined;
  let lt: Date | undefined;
  const atLeast = (d: Date): void => {
    if (!gte || d > gte) gte = d;
  };
  const before = (d: Date): void => {
    if (!lt || d < lt) lt = d;
  };
  for (const b of bounds) {
    if (b.prefix === "eq") {
      atLeast(b.lo);
      before(b.hi);
    } else if (b.prefix === "ge") atLeast(b.lo);
    else if (b.prefix === "gt") atLeast(b.hi);
    else if (b.prefix === "le") before(b.hi);
    else before(b.lo);
  }
  return { ...(gte ? { gte } : {}), ...(lt ? { lt } : {}) };
}

/** The `_id` parameter as a list of ids. */
export function idList(raw: string | undefined): string[] | undefined {
  return raw === undefined ? undefined : raw.split(",");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Ids that can name a row (uuids, lowercased); anything else matches nothing. */
export function uuidsOf(ids: readonly string[]): string[] {
  return ids.map((i) => i.toLowerCase()).filter((i) => UUID.test(i));
}

export const isUuid = (id: string): boolean => UUID.test(id.toLowerCase());
