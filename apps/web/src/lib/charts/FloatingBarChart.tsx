import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame } from "./ChartFrame";
import { tooltipFor, type TooltipContent } from "./ChartTooltip";
import { hourOfDayLabel, type EmptyText } from "./chart-format";
import { SERIES_COLORS } from "./chart-data";

export interface FloatingBarRow {
  /** The category (weekday). */
  label: string;
  /** Start and end in hours after the axis start (0-24), or null for a day without a record. */
  from: number | null;
  to: number | null;
}

export interface FloatingBarChartProps {
  data: readonly FloatingBarRow[];
  /** The clock hour at the bottom of the axis: 12 (noon) lets a night's sleep sit in one bar. */
  axisStartHour?: number;
  height?: number;
  width?: number;
  emptyText?: EmptyText;
}

// Spec 3 §9: sleep tick marks 0 to 24, step 2.
const TICKS = Array.from({ length: 13 }, (_, i) => i * 2);

/** The range of a floating bar on the clock: '10 PM - 6:30 AM'. */
export function describeWindow(row: FloatingBarRow, axisStartHour: number): TooltipContent {
  const value =
    row.from === null || row.to === null
      ? "-"
      : `${hourOfDayLabel(axisStartHour + row.from)} - ${hourOfDayLabel(axisStartHour + row.to)}`;
  return { title: row.label, lines: [{ label: "Sleep", value }] };
}

/** Bars that float between a start and an end hour: the week view's 'Sleep Duration' (spec 3). */
export function FloatingBarChart({
  data,
  axisStartHour = 12,
  height = 280,
  width,
  emptyText,
}: FloatingBarChartProps): ReactNode {
  const plotted = data.map((r) => ({ ...r, window: r.from !== null && r.to !== null ? [r.from, r.to] : null }));
  const isEmpty = plotted.every((r) => r.window === null);
  return (
    <ChartFrame height={height} width={width} isEmpty={isEmpty} emptyText={emptyText}>
      <BarChart data={plotted} width={width} height={height}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis
          domain={[0, 24]}
          ticks={TICKS}
          reversed
          width={64}
          tickFormatter={(h: number) => hourOfDayLabel(axisStartHour + h)}
        />
        <Tooltip content={tooltipFor((row: FloatingBarRow) => describeWindow(row, axisStartHour))} />
        <Bar dataKey="window" fill={SERIES_COLORS[1]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
