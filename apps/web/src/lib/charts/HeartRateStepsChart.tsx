import type { ReactNode } from "react";
import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame } from "./ChartFrame";
import { tooltipFor, type TooltipContent } from "./ChartTooltip";
import { CHART_TEXT, CHART_UNITS, stepScaleDivisor, type EmptyText } from "./chart-format";
import { hasValues, SERIES_COLORS } from "./chart-data";

export interface HeartRateStepsRow {
  /** Time (day mode) or date (week, month) as the x axis prints it. */
  label: string;
  /** Average heart rate of the slot, bpm. */
  value: number | null;
  high: number | null;
  low: number | null;
  steps: number | null;
}

interface PlottedRow extends HeartRateStepsRow {
  range: [number, number] | null;
  scaledSteps: number | null;
}

const bpm = (v: number | null): string => (v === null ? "-" : `${v} ${CHART_UNITS.heartRate}`);

/** Spec 3 'Heart Rate/Steps': the tooltip shows the value, HIGH, LOW and STEPS. */
export function describeHeartRateRow(row: HeartRateStepsRow): TooltipContent {
  return {
    title: row.label,
    lines: [
      { label: "Heart Rate", value: bpm(row.value) },
      { label: CHART_TEXT.high, value: bpm(row.high) },
      { label: CHART_TEXT.low, value: bpm(row.low) },
      { label: CHART_TEXT.stepsUpper, value: row.steps === null ? "-" : row.steps.toLocaleString("en-US") },
    ],
  };
}

export interface HeartRateStepsChartProps {
  data: readonly HeartRateStepsRow[];
  height?: number;
  width?: number;
  emptyText?: EmptyText;
}

/**
 * The combined chart: heart rate as a line over its low-high band, steps as bars on the same bpm axis, divided by
 * the spec's step scale (spec 3 §9) so both read on one axis; the tooltip shows the real step count.
 */
export function HeartRateStepsChart({ data, height = 280, width, emptyText }: HeartRateStepsChartProps): ReactNode {
  const divisor = stepScaleDivisor(Math.max(0, ...data.map((r) => r.steps ?? 0)));
  const plotted: PlottedRow[] = data.map((r) => ({
    ...r,
    range: r.low !== null && r.high !== null ? [r.low, r.high] : null,
    scaledSteps: r.steps === null ? null : r.steps / divisor,
  }));
  return (
    <ChartFrame
      height={height}
      width={width}
      isEmpty={!hasValues(data, ["value", "steps", "high", "low"])}
      emptyText={emptyText}
    >
      <ComposedChart data={plotted} width={width} height={height}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" />
        <YAxis label={{ value: CHART_UNITS.heartRate, angle: -90, position: "insideLeft" }} />
        <Tooltip content={tooltipFor(describeHeartRateRow)} />
        <Legend />
        <Bar dataKey="scaledSteps" name={CHART_TEXT.steps} fill="#C9D3DD" isAnimationActive={false} />
        <Area
          dataKey="range"
          name={`${CHART_TEXT.low}-${CHART_TEXT.high}`}
          stroke="none"
          fill={SERIES_COLORS[0]}
          fillOpacity={0.2}
          isAnimationActive={false}
        />
        <Line
          dataKey="value"
          name="Heart Rate"
          stroke={SERIES_COLORS[0]}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}
