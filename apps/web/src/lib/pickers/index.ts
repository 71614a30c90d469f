export { MonthPicker, type MonthPickerProps } from "./MonthPicker";
export { PastDatePicker, type PastDatePickerProps } from "./PastDatePicker";
export { PastTimePicker, type PastTimePickerProps } from "./PastTimePicker";
export { PeriodStepper, type PeriodStepperProps } from "./PeriodStepper";
export { WeekPicker, type WeekPickerProps } from "./WeekPicker";
export {
  DATE_FORMAT,
  isCurrentPeriod,
  MONTH_FORMAT,
  periodStart,
  stepPeriod,
  TIME_FORMAT,
  WEEK_FORMAT,
  WEEK_STARTS_ON,
  weekLabel,
  weekStart,
  type PeriodMode,
} from "./period";
