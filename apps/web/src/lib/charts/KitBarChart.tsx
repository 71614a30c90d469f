import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame } from "./ChartFrame";
import { tooltipFor, type TooltipContent } from "./ChartTooltip";
import type { EmptyText } from "./chart-format";
import { hasValues, SERIES_COLORS } from "./chart-data";
import type { ReferenceMark } from "./KitLineChart";

export interface BarSeries<Row> {
  key: keyof Row & string;
  name: string;
  color?: string;
  /** Bars with the same stack id pile up; without it they stand side by side (grouped). */
  stackId?: string;
}

export interface KitBarChartProps<Row> {
  data: readonly Row[];
  xKey: keyof Row & string;
  bars: readonly BarSeries<Row>[];
  /** The y-axis label: its unit ('steps', 'Hours', ...). */
  yLabel?: string;
  tooltip: (row: Row) => TooltipContent;
  yTickFormatter?: (value: number) => string;
  /** Show every n-th x label (spec 3: the month sleep chart labels every 7th day → 6). */
  xTickInterval?: number;
  barSize?: number;
  /** A fixed y range and its ticks (the agency graphs' axes, spec 3 §9). */
  yDomain?: readonly [number, number];
  yTicks?: readonly number[];
  /** Horizontal target lines (the agency graphs' targets). */
  marks?: readonly ReferenceMark[];
  height?: number;
  width?: number;
  emptyText?: EmptyText;
}

/** Bars by time or date: steps, grouped body composition, sleep duration in bed / asleep. */
export function KitBarChart<Row>({
  data,
  xKey,
  bars,
  yLabel,
  tooltip,
  yTickFormatter,
  xTickInterval,
  barSize,
  yDomain,
  yTicks,
  marks = [],
  height = 260,
  width,
  emptyText,
}: KitBarChartProps<Row>): ReactNode {
  return (
    <ChartFrame
      height={height}
      width={width}
      isEmpty={
        !hasValues(
          data,
          bars.map((b) => b.key),
        )
      }
      emptyText={emptyText}
    >
      <BarChart data={data as unknown as Record<string, unknown>[]} width={width} height={height} barSize={barSize}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey as string} interval={xTickInterval} />
        <YAxis
          domain={yDomain ? [...yDomain] : undefined}
          ticks={yTicks ? [...yTicks] : undefined}
          allowDataOverflow={false}
          tickFormatter={yTickFormatter}
          label={yLabel ? { value: yLabel, angle: -90, position: "insideLeft" } : undefined}
        />
        <Tooltip content={tooltipFor(tooltip)} />
        {bars.length > 1 && <Legend />}
        {marks.map((m) => (
          <ReferenceLine key={`${m.y ?? ""}-${m.label}`} y={m.y} x={m.x} label={m.label} stroke="#EB5757" />
        ))}
        {bars.map((bar, i) => (
          <Bar
            key={bar.key}
            dataKey={bar.key as string}
            name={bar.name}
            stackId={bar.stackId}
            fill={bar.color ?? SERIES_COLORS[i % SERIES_COLORS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
