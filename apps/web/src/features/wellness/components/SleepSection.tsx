import { addDays } from "date-fns";
import type { ReactNode } from "react";
import { msToNs } from "@care/contracts";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { periodRange, type PeriodRange } from "../model/period-range";
import { SleepDayView } from "./sleep/SleepDayView";
import { SleepMonthView } from "./sleep/SleepMonthView";
import { SleepWeekView } from "./sleep/SleepWeekView";
import type { WellnessPeriod } from "./WellnessPeriodBar";

/** Spec 3 §4: the sleep weekly call ends on the day after the end of the week. */
function weekCall(date: Date, timeZone: string): PeriodRange {
  const week = periodRange("week", date, timeZone);
  const endMs = addDays(week.endMs, 1).getTime();
  return { ...week, endMs, end_timestamp: msToNs(endMs) };
}

/** Spec 3 §2 sleep: three views by mode, every period in the member's own time zone. */
export function SleepSection({ senior, period }: { senior: SeniorRef; period: WellnessPeriod }): ReactNode {
  const tz = senior.timezone;
  const date = period.dates[period.mode];
  if (period.mode === "day") {
    return <SleepDayView senior={senior} range={periodRange("day", date, tz)} week={weekCall(date, tz)} />;
  }
  if (period.mode === "week") return <SleepWeekView senior={senior} week={weekCall(date, tz)} />;
  return <SleepMonthView senior={senior} month={periodRange("month", date, tz)} />;
}
