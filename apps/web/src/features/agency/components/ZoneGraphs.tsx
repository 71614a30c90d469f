import { Box, Card, CardContent, CircularProgress, Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { KitBarChart, type BarSeries, type ReferenceMark, type TooltipContent } from "../../../lib/charts";
import type { ActivityGraph } from "../api/get-activity-graph";
import type { FallGraph } from "../api/get-fall-graph";
import type { ZoneMonthGraph } from "../api/get-zone-month-graph";
import {
  activityAxis,
  daysLabel,
  fallAxis,
  LONELINESS_AXIS,
  losAxis,
  monthLabel,
  ringColour,
  WELLBEING_AXIS,
} from "../model/graph-axes";
import { barWidth, SERIES_COLOURS, SERIES_LABELS, type GraphSeries, type MonthRange } from "../model/zone-selection";

type Row = { label: string } & Partial<Record<GraphSeries, number | null>>;

interface GraphProps {
  series: readonly GraphSeries[];
  range: MonthRange;
}

const barsOf = (series: readonly GraphSeries[]): BarSeries<Row>[] =>
  series.map((s) => ({ key: s, name: SERIES_LABELS[s], color: SERIES_COLOURS[s] }));

function rowsOf(
  months: readonly string[],
  value: (month: string, s: GraphSeries) => number | null,
  series: readonly GraphSeries[],
): Row[] {
  return months.map((m) => {
    const row: Row = { label: monthLabel(m) };
    for (const s of series) row[s] = value(m, s);
    return row;
  });
}

const maxOf = (rows: readonly Row[], series: readonly GraphSeries[]): number =>
  Math.max(0, ...rows.flatMap((r) => series.map((s) => r[s] ?? 0)));

function tooltipOf(series: readonly GraphSeries[], format: (v: number) => string): (row: Row) => TooltipContent {
  return (row) => ({
    title: row.label,
    lines: series.map((s) => ({ label: SERIES_LABELS[s], value: row[s] == null ? "-" : format(row[s]) })),
  });
}

function GraphCard({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <Card variant="outlined" sx={{ height: "100%" }} data-testid={`graph-${title}`}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const num = (v: number): string => v.toLocaleString("en-US", { maximumFractionDigits: 1 });

export function ActivityGraphCard({ data, series, range }: GraphProps & { data?: ActivityGraph }): ReactNode {
  const rows = data ? rowsOf(data.months, (m, s) => data.activity_score[s][m] ?? null, series) : [];
  const marks: ReferenceMark[] = data
    ? series.map((s) => ({
        y: s === "overall" ? data.overall_target_score : data.targets[s],
        label: `${SERIES_LABELS[s]} Target`,
      }))
    : [];
  const top = Math.max(maxOf(rows, series), ...marks.map((m) => m.y ?? 0));
  return (
    <GraphCard title="Activity">
      <KitBarChart
        data={rows}
        xKey="label"
        bars={barsOf(series)}
        yLabel="Points"
        yDomain={activityAxis(top).domain}
        marks={marks}
        barSize={barWidth(range, series.length)}
        tooltip={tooltipOf(series, num)}
      />
    </GraphCard>
  );
}

/**
 * The goals ring (spec 3 §2): the average progress of the residents' wellness goals that are Started or In_Progress
 * (red ≤ 50 %, amber ≤ 80 %, green above), with how many goals that is; 'No Data' without such goals.
 */
export function GoalsRing({ data }: { data?: ActivityGraph }): ReactNode {
  const goals = data?.goals;
  const percent =
    goals && goals.average_progress !== null ? Math.max(0, Math.min(100, Math.round(goals.average_progress))) : null;
  return (
    <GraphCard title="Goals">
      {data && percent === null ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No Data
        </Typography>
      ) : (
        <Box sx={{ position: "relative", display: "inline-flex", mt: 2 }}>
          <CircularProgress
            variant="determinate"
            value={percent ?? 0}
            size={140}
            thickness={5}
            color={ringColour(percent ?? 0)}
            aria-label="Goal progress"
          />
          <Box sx={{ position: "absolute", inset: 0, display: "flex", alignItems: "center", justifyContent: "center" }}>
            <Typography variant="h5">{percent ?? 0}%</Typography>
          </Box>
        </Box>
      )}
      {goals && goals.count > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {goals.count === 1 ? "1 goal" : `${goals.count} goals`} started or in progress
        </Typography>
      )}
    </GraphCard>
  );
}

export function FallGraphCard({ data, series, range }: GraphProps & { data?: FallGraph }): ReactNode {
  const rows = data
    ? rowsOf(
        data.months,
        (m, s) => {
          const d = data.data[m];
          if (!d) return null;
          return s === "overall" ? d.fall_count : d.zone[`${s}_fall_count`];
        },
        series,
      )
    : [];
  const axis = fallAxis(maxOf(rows, series));
  return (
    <GraphCard title="Falls">
      <KitBarChart
        data={rows}
        xKey="label"
        bars={barsOf(series)}
        yLabel="Falls"
        yDomain={axis.domain}
        yTicks={axis.ticks}
        barSize={barWidth(range, series.length)}
        tooltip={tooltipOf(series, num)}
      />
    </GraphCard>
  );
}

const ZONE_MONTH = {
  los: {
    title: "Length of Stay",
    yLabel: "Days",
    axis: losAxis,
    target: null,
    format: (v: number) => daysLabel(Math.round(v)),
  },
  wellbeing: {
    title: "Emotional Wellbeing",
    yLabel: "Score",
    axis: () => WELLBEING_AXIS,
    target: WELLBEING_AXIS.target,
    format: num,
  },
  loneliness: {
    title: "UCLA Loneliness",
    yLabel: "%",
    axis: () => LONELINESS_AXIS,
    target: LONELINESS_AXIS.target,
    format: num,
  },
} as const;

export function ZoneMonthGraphCard({
  name,
  data,
  series,
  range,
}: GraphProps & { name: keyof typeof ZONE_MONTH; data?: ZoneMonthGraph }): ReactNode {
  const spec = ZONE_MONTH[name];
  const rows = data ? rowsOf(data.months, (m, s) => data.data[m]?.[s] ?? null, series) : [];
  const axis = spec.axis(maxOf(rows, series));
  return (
    <GraphCard title={spec.title}>
      <KitBarChart
        data={rows}
        xKey="label"
        bars={barsOf(series)}
        yLabel={spec.yLabel}
        yDomain={axis.domain}
        yTicks={axis.ticks}
        marks={spec.target === null ? [] : [{ y: spec.target, label: `Target ${spec.target}` }]}
        barSize={barWidth(range, series.length)}
        tooltip={tooltipOf(series, spec.format)}
      />
    </GraphCard>
  );
}

/** Cards two a row on large screens. */
export function GraphGrid({ children }: { children: ReactNode[] }): ReactNode {
  return (
    <Grid container spacing={2}>
      {children.map((c, i) => (
        <Grid key={i} size={{ xs: 12, lg: 6 }}>
          {c}
        </Grid>
      ))}
    </Grid>
  );
}
