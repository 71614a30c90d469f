import type { ReactNode } from "react";
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame } from "./ChartFrame";
import { tooltipFor, type TooltipContent } from "./ChartTooltip";
import type { EmptyText } from "./chart-format";
import { hasValues, SERIES_COLORS } from "./chart-data";

export interface KitAreaChartProps<Row> {
  data: readonly Row[];
  xKey: keyof Row & string;
  yKey: keyof Row & string;
  /** The series name ('Daily Avg'). */
  name: string;
  /** The y-axis label: 'lbs' for weight, 'Percentage (%)' for hydration (spec 3). */
  yLabel?: string;
  yDomain?: [number | "auto", number | "auto"];
  tooltip: (row: Row) => TooltipContent;
  color?: string;
  height?: number;
  width?: number;
  emptyText?: EmptyText;
  /** Shown under an empty chart instead of nothing, e.g. 'Last recorded 03/02/2026' (spec 3 weight card). */
  emptyNote?: ReactNode;
}

/** A filled trend: the weight and hydration 'Daily Avg' charts. */
export function KitAreaChart<Row>({
  data,
  xKey,
  yKey,
  name,
  yLabel,
  yDomain = ["auto", "auto"],
  tooltip,
  color = SERIES_COLORS[0],
  height = 260,
  width,
  emptyText,
  emptyNote,
}: KitAreaChartProps<Row>): ReactNode {
  const isEmpty = !hasValues(data, [yKey]);
  return (
    <>
      <ChartFrame height={height} width={width} isEmpty={isEmpty} emptyText={emptyText}>
        <AreaChart data={data as unknown as Record<string, unknown>[]} width={width} height={height}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey as string} />
          <YAxis domain={yDomain} label={yLabel ? { value: yLabel, angle: -90, position: "insideLeft" } : undefined} />
          <Tooltip content={tooltipFor(tooltip)} />
          <Area
            type="monotone"
            dataKey={yKey as string}
            name={name}
            stroke={color}
            fill={color}
            fillOpacity={0.25}
            connectNulls
            isAnimationActive={false}
          />
        </AreaChart>
      </ChartFrame>
      {isEmpty && emptyNote}
    </>
  );
}
