import type { PrismaClient } from "@care/db";

export interface Interval {
  start: Date;
  end: Date;
}

/**
 * The senior's suppression windows that overlap [from, to] (docs/care-insights.md "Suppression windows"): readings
 * measured inside one raise no threshold alert. One indexed read per evaluated batch that has a vital to check.
 */
export function suppressionWindows(prisma: PrismaClient, seniorId: string, from: Date, to: Date): Promise<Interval[]> {
  return prisma.suppressionWindow
    .findMany({
      where: { seniorId, startsAt: { lte: to }, endsAt: { gt: from } },
      select: { startsAt: true, endsAt: true },
    })
    .then((rows) => rows.map((w) => ({ start: w.startsAt, end: w.endsAt })));
}

/** True when ts lies in a window: [start, end), so a window expires at its end by itself. */
export const suppressedAt = (ts: Date, windows: readonly Interval[]): boolean =>
  windows.some((w) => ts >= w.start && ts < w.end);
