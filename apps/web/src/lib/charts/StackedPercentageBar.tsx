import type { ReactNode } from "react";
import { Bar, BarChart, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame } from "./ChartFrame";
import { ChartTooltipCard } from "./ChartTooltip";
import type { EmptyText } from "./chart-format";
import { SERIES_COLORS } from "./chart-data";

export interface PercentageSegment {
  name: string;
  value: number | null;
  color?: string;
}

export interface StackedPercentageBarProps {
  title: string;
  segments: readonly PercentageSegment[];
  height?: number;
  width?: number;
  emptyText?: EmptyText;
}

/** Shares of a whole (each segment / sum), rounded to one decimal. */
export function percentages(segments: readonly PercentageSegment[]): { name: string; percent: number }[] {
  const total = segments.reduce((sum, s) => sum + Math.max(0, s.value ?? 0), 0);
  return segments.map((s) => ({
    name: s.name,
    percent: total > 0 ? Math.round((Math.max(0, s.value ?? 0) / total) * 1000) / 10 : 0,
  }));
}

/** One horizontal bar split into 100 %: body composition in day mode (MUSCLE, FAT, BONE; spec 3). */
export function StackedPercentageBar({
  title,
  segments,
  height = 120,
  width,
  emptyText,
}: StackedPercentageBarProps): ReactNode {
  const shares = percentages(segments);
  const row = Object.fromEntries([["label", title], ...shares.map((s) => [s.name, s.percent])]);
  const isEmpty = shares.every((s) => s.percent === 0);
  return (
    <ChartFrame height={height} width={width} isEmpty={isEmpty} emptyText={emptyText}>
      <BarChart data={[row]} layout="vertical" stackOffset="expand" width={width} height={height}>
        <XAxis type="number" tickFormatter={(v: number) => `${Math.round(v * 100)}%`} />
        <YAxis type="category" dataKey="label" hide />
        <Tooltip
          content={({ active }) =>
            active ? (
              <ChartTooltipCard title={title} lines={shares.map((s) => ({ label: s.name, value: `${s.percent}%` }))} />
            ) : null
          }
        />
        <Legend />
        {segments.map((s, i) => (
          <Bar
            key={s.name}
            dataKey={s.name}
            stackId="whole"
            fill={s.color ?? SERIES_COLORS[i % SERIES_COLORS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
