import { Typography } from "@mui/material";
import type { ReactNode } from "react";
import { KitAreaChart } from "./KitAreaChart";
import { KitBarChart } from "./KitBarChart";
import { KitLineChart, type ReferenceMark } from "./KitLineChart";
import { CHART_TEXT, CHART_UNITS, formatHoursMinutes, type EmptyText } from "./chart-format";

// The wellness screens' charts (spec 3 'Activity', 'Body Health', 'Sleep'): the kit's generic charts with the
// spec's titles, units and tooltips filled in, so every screen prints them the same way.

interface Sized {
  height?: number;
  width?: number;
  emptyText?: EmptyText;
}

export interface StepsRow {
  label: string;
  steps: number | null;
}

/** 'Steps' bars; the tooltip shows the time or date and the step count. */
export function StepsBarChart({ data, ...size }: { data: readonly StepsRow[] } & Sized): ReactNode {
  return (
    <KitBarChart
      data={data}
      xKey="label"
      bars={[{ key: "steps", name: CHART_TEXT.steps }]}
      yLabel={CHART_UNITS.steps}
      tooltip={(r) => ({
        title: r.label,
        lines: [{ label: CHART_TEXT.steps, value: r.steps === null ? "-" : r.steps.toLocaleString("en-US") }],
      })}
      {...size}
    />
  );
}

export interface DailyAvgRow {
  label: string;
  value: number | null;
}

/** Weight 'Daily Avg' in lbs; with no data in the period, 'Last recorded <date>' under the empty text. */
export function WeightAreaChart({
  data,
  lastRecorded,
  ...size
}: { data: readonly DailyAvgRow[]; lastRecorded?: string } & Sized): ReactNode {
  return (
    <KitAreaChart
      data={data}
      xKey="label"
      yKey="value"
      name={CHART_TEXT.dailyAvg}
      yLabel={CHART_UNITS.weight}
      tooltip={(r) => ({
        title: r.label,
        lines: [{ label: CHART_TEXT.dailyAvg, value: r.value === null ? "-" : `${r.value} ${CHART_UNITS.weight}` }],
      })}
      emptyNote={
        lastRecorded ? (
          <Typography variant="caption" color="text.secondary">
            Last recorded {lastRecorded}
          </Typography>
        ) : undefined
      }
      {...size}
    />
  );
}

/** Hydration 'Daily Avg' on a 0-100 axis labelled 'Percentage (%)'. */
export function HydrationAreaChart({ data, ...size }: { data: readonly DailyAvgRow[] } & Sized): ReactNode {
  return (
    <KitAreaChart
      data={data}
      xKey="label"
      yKey="value"
      name={CHART_TEXT.dailyAvg}
      yLabel={CHART_TEXT.hydrationAxis}
      yDomain={[0, 100]}
      tooltip={(r) => ({
        title: r.label,
        lines: [{ label: CHART_TEXT.dailyAvg, value: r.value === null ? "-" : `${r.value}${CHART_UNITS.hydration}` }],
      })}
      {...size}
    />
  );
}

/** 'Average Sleep Heart Rate': a line with a bpm subtitle and the interruptions marked. */
export function SleepHeartRateChart({
  data,
  interruptions = [],
  ...size
}: { data: readonly DailyAvgRow[]; interruptions?: readonly ReferenceMark[] } & Sized): ReactNode {
  return (
    <KitLineChart
      data={data}
      xKey="label"
      yKey="value"
      name="Heart Rate"
      subtitle={CHART_UNITS.heartRate}
      marks={interruptions}
      tooltip={(r) => ({
        title: r.label,
        lines: [{ label: "Heart Rate", value: r.value === null ? "-" : `${r.value} ${CHART_UNITS.heartRate}` }],
      })}
      {...size}
    />
  );
}

export interface SleepDurationRow {
  label: string;
  /** Seconds. */
  inBed: number | null;
  asleep: number | null;
}

/** The month view's 'Sleep Duration': in bed and asleep per day, an hours axis, a label every 7th day. */
export function SleepDurationBarChart({ data, ...size }: { data: readonly SleepDurationRow[] } & Sized): ReactNode {
  const hours = data.map((r) => ({
    ...r,
    inBedHours: r.inBed === null ? null : r.inBed / 3600,
    asleepHours: r.asleep === null ? null : r.asleep / 3600,
  }));
  return (
    <KitBarChart
      data={hours}
      xKey="label"
      bars={[
        { key: "inBedHours", name: CHART_TEXT.inBed },
        { key: "asleepHours", name: CHART_TEXT.asleep },
      ]}
      yLabel="Hours"
      yTickFormatter={(h) => `${Math.round(h)}h`}
      xTickInterval={6}
      barSize={15}
      tooltip={(r) => ({
        title: r.label,
        lines: [
          { label: CHART_TEXT.inBed, value: r.inBed === null ? "-" : formatHoursMinutes(r.inBed) },
          { label: CHART_TEXT.asleep, value: r.asleep === null ? "-" : formatHoursMinutes(r.asleep) },
        ],
      })}
      {...size}
    />
  );
}
