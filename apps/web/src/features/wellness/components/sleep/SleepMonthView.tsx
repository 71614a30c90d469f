import { Box, Grid, Typography } from "@mui/material";
import { getISODay, parseISO } from "date-fns";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../../lib/routing/senior-tabs";
import { SleepDurationBarChart } from "../../../../lib/charts";
import { useSleepMonthly } from "../../api/get-sleep-monthly";
import type { PeriodRange } from "../../model/period-range";
import { WellnessCard } from "../WellnessCard";
import { DurationCard, SleepCycleCard } from "./SleepSummaryCards";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** Spec 3 §2 'Sleep month view'. */
export function SleepMonthView({ senior, month }: { senior: SeniorRef; month: PeriodRange }): ReactNode {
  const monthly = useSleepMonthly({
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    start_timestamp: month.start_timestamp,
    end_timestamp: month.end_timestamp,
  });
  if (monthly.isPending) return <Typography>Loading...</Typography>;
  const days = monthly.data?.data ?? [];
  // Weeks start on Monday (spec 3 §9): blank cells before the 1st.
  const lead = days[0] ? getISODay(parseISO(days[0].date)) - 1 : 0;
  const rows = days.map((d) => ({
    label: d.date.slice(5).replace("-", "/"),
    inBed: d.total_timeinbed,
    asleep: d.total_sleep_time,
  }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SleepCycleCard summary={monthly.data} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DurationCard title="Monthly Average" seconds={monthly.data?.average_total_sleep_time} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WellnessCard title="Sleep Score">
          <Box
            role="grid"
            aria-label="Sleep score calendar"
            sx={{ display: "grid", gridTemplateColumns: "repeat(7, 1fr)", gap: 0.5, textAlign: "center" }}
          >
            {WEEKDAYS.map((w) => (
              <Typography key={w} variant="caption" color="text.secondary" role="columnheader">
                {w}
              </Typography>
            ))}
            {Array.from({ length: lead }, (_, i) => (
              <Box key={`blank-${i}`} />
            ))}
            {days.map((d) => (
              <Box
                key={d.date}
                role="gridcell"
                aria-label={`${d.date} ${d.sleep_score ?? 0}`}
                sx={{ border: 1, borderColor: "divider", borderRadius: 1, py: 0.5 }}
              >
                <Typography variant="caption" color="text.secondary" component="div">
                  {Number(d.date.slice(8))}
                </Typography>
                <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                  {d.sleep_score ?? 0}
                </Typography>
              </Box>
            ))}
          </Box>
        </WellnessCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <DurationCard title="Average Sleep Duration" seconds={monthly.data?.average_total_sleep_time} />
          </Grid>
          <Grid size={12}>
            <DurationCard title="Average Time In Bed" seconds={monthly.data?.average_total_timeinbed} />
          </Grid>
        </Grid>
      </Grid>
      <Grid size={12}>
        <WellnessCard title="Sleep Duration">
          <SleepDurationBarChart data={rows} />
        </WellnessCard>
      </Grid>
    </Grid>
  );
}
