import { ALARM_OUTCOMES, ALARM_OUTCOME_LABELS } from "@care/contracts";
import { Grid, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { KitBarChart } from "../../../lib/charts/KitBarChart";
import { EMPTY_TEXT } from "../../../lib/charts/chart-format";
import type { ResponseTimesData } from "../api/get-response-times";
import { percent } from "../model/period";

interface GroupBar {
  name: string;
  within60: number;
  within180: number;
  alarms: number;
}

/** Eight bars side by side: the whole outcome names ran into each other under them. */
const SHORT_OUTCOMES: Record<(typeof ALARM_OUTCOMES)[number], string> = {
  real_emergency: "Emergency",
  fall_with_injury: "Fall, injured",
  fall_without_injury: "Fall, unhurt",
  cancelled_by_wearer: "Cancelled",
  accidental_press: "Accidental",
  device_fault: "Device fault",
  other: "Other",
};

interface OutcomeBar {
  /** The axis's short name; the tooltip gives the whole one. */
  short: string;
  outcome: string;
  count: number;
}

/**
 * Two charts: the share of alarms taken within 60 s and within 180 s per group, against the TSA targets (97.5 %
 * and 99 %) drawn as lines; and how the period's alarms ended.
 */
export function ResponseTimesCharts({ data }: { data: ResponseTimesData }): ReactNode {
  const bars: GroupBar[] = data.groups.map((g) => ({
    name: g.name,
    within60: g.within_60_s_pct ?? 0,
    within180: g.within_180_s_pct ?? 0,
    alarms: g.alarms,
  }));
  const outcomes: OutcomeBar[] = [
    ...ALARM_OUTCOMES.map((o) => ({
      short: SHORT_OUTCOMES[o],
      outcome: ALARM_OUTCOME_LABELS[o],
      count: data.total.outcomes[o],
    })),
    { short: "Open", outcome: "Open", count: data.total.open },
  ];
  // Whole-number ticks for counts: about four steps up to the largest.
  const step = Math.max(1, Math.ceil(Math.max(0, ...outcomes.map((o) => o.count)) / 4));
  const top = Math.max(step, Math.ceil(Math.max(0, ...outcomes.map((o) => o.count)) / step) * step);
  const countTicks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={12}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Taken within 60 s and 180 s">
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Taken within 60 s and 180 s
          </Typography>
          <KitBarChart<GroupBar>
            data={bars}
            xKey="name"
            bars={[
              { key: "within60", name: "Within 60 s (%)" },
              { key: "within180", name: "Within 180 s (%)" },
            ]}
            yDomain={[0, 100]}
            yTicks={[0, 25, 50, 75, 100]}
            yTickFormatter={(v) => `${v} %`}
            // Unlabelled: 97.5 and 99 are too close for two labels; the caption below says which is which.
            marks={[
              { y: data.targets.within_60_s_pct, label: "" },
              { y: data.targets.within_180_s_pct, label: "" },
            ]}
            tooltip={(row) => ({
              title: row.name,
              lines: [
                { label: "Alarms", value: String(row.alarms) },
                { label: "Within 60 s", value: percent(row.within60) },
                { label: "Within 180 s", value: percent(row.within180) },
              ],
            })}
            emptyText={EMPTY_TEXT.noData}
            height={300}
          />
          <Typography variant="body2" color="text.secondary">
            Red lines: the targets, {data.targets.within_60_s_pct} % taken within 60 s and{" "}
            {data.targets.within_180_s_pct} % within 180 s (TSA Telecare Code of Practice).
          </Typography>
        </Paper>
      </Grid>
      <Grid size={12}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="How the alarms ended">
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            How the alarms ended
          </Typography>
          <KitBarChart<OutcomeBar>
            data={outcomes}
            xKey="short"
            bars={[{ key: "count", name: "Alarms" }]}
            xTickInterval={0}
            yDomain={[0, top]}
            yTicks={countTicks}
            tooltip={(row) => ({ title: row.outcome, lines: [{ label: "Alarms", value: String(row.count) }] })}
            emptyText={EMPTY_TEXT.noData}
            height={260}
          />
        </Paper>
      </Grid>
    </Grid>
  );
}
