import { Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { CHART_TEXT, CHART_UNITS, EMPTY_TEXT, HeartRateStepsChart } from "../../../lib/charts";
import { useHeartExtreme } from "../api/get-heart-extreme";
import { useHeartSeries } from "../api/get-heart-series";
import { bucketLabel } from "../model/format";
import { browserTimeZone, type PeriodRange } from "../model/period-range";
import { WellnessCard } from "./WellnessCard";

/**
 * Spec 3 §2 'Heart Rate screen': 'Current' (day) or 'Average' bpm with the Overall min-max range, and the combined
 * 'Heart Rate/Steps' chart.
 */
export function HeartRateSection({ senior, range }: { senior: SeniorRef; range: PeriodRange }): ReactNode {
  const query = {
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    start_timestamp: range.start_timestamp,
    end_timestamp: range.end_timestamp,
    timezone: browserTimeZone(),
  };
  const extreme = useHeartExtreme(query);
  const series = useHeartSeries(query);
  const e = extreme.data;
  const value = range.mode === "day" ? e?.last : e?.mean;
  const rows = (series.data?.data ?? []).map((r) => ({
    label: bucketLabel(r.time, range.mode),
    value: r.heart_rate,
    high: r.max_heart_rate,
    low: r.min_heart_rate,
    steps: r.step_count,
  }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <WellnessCard title={range.mode === "day" ? "Current" : "Average"}>
          {value === null || value === undefined ? (
            <Typography color="text.secondary">{EMPTY_TEXT.noData}</Typography>
          ) : (
            <>
              <Typography variant="h4" aria-label="Heart rate">
                {Math.round(value)} {CHART_UNITS.heartRate}
              </Typography>
              <Typography color="text.secondary" aria-label="Overall range">
                Overall {e?.min}-{e?.max} {CHART_UNITS.heartRate}
              </Typography>
            </>
          )}
        </WellnessCard>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <WellnessCard title={CHART_TEXT.heartRateSteps}>
          <HeartRateStepsChart data={rows} />
        </WellnessCard>
      </Grid>
    </Grid>
  );
}
