// Month windows and zone averages of the agency graphs (pure, so the month keys and zone rules are unit-testable).
import type { GRAPH_ZONES } from "@care/contracts";
import type { Zone } from "@care/db";
import { round } from "../shared/numbers.js";
import { addLocalMonths, localMonth, startOfMonth } from "@care/time";

export interface MonthSlot {
  /** YYYY-MM in the caller's zone. */
  key: string;
  start: number;
  end: number;
}

export interface MonthWindow {
  months: MonthSlot[];
  from: number;
  to: number;
}

/** The last `duration` local months, the current one included, oldest first. */
export function monthWindow(duration: number, tz: string, now: number): MonthWindow {
  const current = startOfMonth(now, tz);
  const months: MonthSlot[] = [];
  for (let k = duration - 1; k >= 0; k--) {
    const start = addLocalMonths(current, -k, tz);
    months.push({ key: localMonth(start, tz), start, end: addLocalMonths(start, 1, tz) });
  }
  return { months, from: months[0]?.start ?? current, to: addLocalMonths(current, 1, tz) };
}

/** senior id → month key → value. */
export type PerSeniorMonth = Map<string, Map<string, number>>;

export type ZoneRow = { overall: number | null } & Record<(typeof GRAPH_ZONES)[number], number | null>;

/**
 * Month-keyed averages over the residents that have a value: per graph zone (blue, green, gold) and overall (the
 * three together). White residents are new members and are not shown on the graphs (spec 3 §1).
 */
export function zoneAverages(
  residents: readonly { id: string; zone: Zone }[],
  values: PerSeniorMonth,
  w: MonthWindow,
  digits: number,
): Record<string, ZoneRow> {
  const out: Record<string, ZoneRow> = {};
  for (const m of w.months) {
    const acc = { overall: [0, 0], blue: [0, 0], green: [0, 0], gold: [0, 0] } as Record<string, [number, number]>;
    for (const r of residents) {
      if (r.zone === "white") continue;
      const v = values.get(r.id)?.get(m.key);
      if (v === undefined) continue;
      for (const key of ["overall", r.zone]) {
        const a = acc[key];
        if (a) {
          a[0] += v;
          a[1] += 1;
        }
      }
    }
    const avg = (key: string): number | null => {
      const a = acc[key];
      return a && a[1] > 0 ? round(a[0] / a[1], digits) : null;
    };
    out[m.key] = { overall: avg("overall"), blue: avg("blue"), green: avg("green"), gold: avg("gold") };
  }
  return out;
}
