// @care/time: calendar arithmetic in IANA time zones for the API, the worker and the simulator, on Luxon.
export { ageAt } from "./age.js";
export { localEpochDay, startOfLocalEpochDay } from "./epoch-days.js";
export { TimeInvariantError } from "./errors.js";
export { localDate, localDateTime, localMonth, WEEKDAY_NAMES, weekdayName } from "./format.js";
export {
  addLocalDays,
  addLocalMonths,
  localDays,
  maxLocalDays,
  startOfDay,
  startOfMonth,
  startOfPeriod,
  startOfWeek,
  type PeriodKind,
} from "./periods.js";
export { nextScheduledRun, scheduledPeriod, type ScheduleFrequency } from "./schedule.js";
export { DAY_MS, HOUR_MS, localParts, type LocalParts, zonedTime, zoneOffsetMs } from "./zone.js";
