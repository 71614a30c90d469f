export { ChartEmpty, ChartFrame, type ChartFrameProps } from "./ChartFrame";
export { ChartTooltipCard, tooltipFor, type TooltipContent, type TooltipLine } from "./ChartTooltip";
export {
  CHART_TEXT,
  CHART_UNITS,
  EMPTY_TEXT,
  formatHoursMinutes,
  hourOfDayLabel,
  stepScaleDivisor,
  type EmptyText,
} from "./chart-format";
export { hasValues, SERIES_COLORS } from "./chart-data";
export { FloatingBarChart, describeWindow, type FloatingBarChartProps, type FloatingBarRow } from "./FloatingBarChart";
export {
  HeartRateStepsChart,
  describeHeartRateRow,
  type HeartRateStepsChartProps,
  type HeartRateStepsRow,
} from "./HeartRateStepsChart";
export { KitAreaChart, type KitAreaChartProps } from "./KitAreaChart";
export { KitBarChart, type BarSeries, type KitBarChartProps } from "./KitBarChart";
export { KitLineChart, type KitLineChartProps, type ReferenceMark } from "./KitLineChart";
export { StackedPercentageBar, percentages, type PercentageSegment } from "./StackedPercentageBar";
export {
  HydrationAreaChart,
  SleepDurationBarChart,
  SleepHeartRateChart,
  StepsBarChart,
  WeightAreaChart,
  type DailyAvgRow,
  type SleepDurationRow,
  type StepsRow,
} from "./wellness-charts";
