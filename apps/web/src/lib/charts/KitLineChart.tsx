import { Typography } from "@mui/material";
import type { ReactNode } from "react";
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame } from "./ChartFrame";
import { tooltipFor, type TooltipContent } from "./ChartTooltip";
import type { EmptyText } from "./chart-format";
import { hasValues, SERIES_COLORS } from "./chart-data";

export interface ReferenceMark {
  /** A vertical mark at this x value (an interruption), or a horizontal one at this y value. */
  x?: string | number;
  y?: number;
  label: string;
}

export interface KitLineChartProps<Row> {
  data: readonly Row[];
  xKey: keyof Row & string;
  yKey: keyof Row & string;
  name: string;
  /** Printed above the chart, e.g. 'bpm' (spec 3 'Average Sleep Heart Rate': a bpm subtitle). */
  subtitle?: string;
  yLabel?: string;
  marks?: readonly ReferenceMark[];
  tooltip: (row: Row) => TooltipContent;
  color?: string;
  height?: number;
  width?: number;
  emptyText?: EmptyText;
}

/** A line over time, with optional reference marks (the sleep heart-rate chart's interruption line). */
export function KitLineChart<Row>({
  data,
  xKey,
  yKey,
  name,
  subtitle,
  yLabel,
  marks = [],
  tooltip,
  color = SERIES_COLORS[0],
  height = 260,
  width,
  emptyText,
}: KitLineChartProps<Row>): ReactNode {
  return (
    <>
      {subtitle && (
        <Typography variant="caption" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      <ChartFrame height={height} width={width} isEmpty={!hasValues(data, [yKey])} emptyText={emptyText}>
        <LineChart data={data as unknown as Record<string, unknown>[]} width={width} height={height}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey as string} />
          <YAxis label={yLabel ? { value: yLabel, angle: -90, position: "insideLeft" } : undefined} />
          <Tooltip content={tooltipFor(tooltip)} />
          {marks.map((m) => (
            <ReferenceLine
              key={`${m.x ?? ""}-${m.y ?? ""}-${m.label}`}
              x={m.x}
              y={m.y}
              label={m.label}
              stroke="#EB5757"
            />
          ))}
          <Line
            type="monotone"
            dataKey={yKey as string}
            name={name}
            stroke={color}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFrame>
    </>
  );
}
