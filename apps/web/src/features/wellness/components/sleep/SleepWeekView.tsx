import { TZDate } from "@date-fns/tz";
import { nsToMs } from "@care/contracts";
import { Box, Grid, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../../lib/routing/senior-tabs";
import { FloatingBarChart, formatHoursMinutes } from "../../../../lib/charts";
import { useSleepWeekly } from "../../api/get-sleep-weekly";
import type { PeriodRange } from "../../model/period-range";
import { WellnessCard } from "../WellnessCard";
import { ScoreGauge } from "./ScoreGauge";
import { DurationCard, SleepCycleCard } from "./SleepSummaryCards";

/** The floating bars start at noon so a night sits in one bar (12 PM … 12 AM … 12 PM). */
const AXIS_START_HOUR = 12;

/** Hours after the axis start (noon) of an instant in the member's zone. */
function hoursAfterNoon(ns: string, timeZone: string): number {
  const t = new TZDate(nsToMs(ns), timeZone);
  return (t.getHours() + t.getMinutes() / 60 - AXIS_START_HOUR + 24) % 24;
}

/** Spec 3 §2 'Sleep week view'. */
export function SleepWeekView({ senior, week }: { senior: SeniorRef; week: PeriodRange }): ReactNode {
  const tz = senior.timezone;
  const weekly = useSleepWeekly({
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    start_timestamp: week.start_timestamp,
    end_timestamp: week.end_timestamp,
  });
  if (weekly.isPending) return <Typography>Loading...</Typography>;
  const days = weekly.data?.data ?? [];
  const bars = days.map((d) => {
    if (d.start_time === null || d.end_time === null) return { label: d.weekday.slice(0, 3), from: null, to: null };
    const from = hoursAfterNoon(d.start_time, tz);
    const hours = (nsToMs(d.end_time) - nsToMs(d.start_time)) / 3_600_000;
    return { label: d.weekday.slice(0, 3), from, to: Math.min(24, from + hours) };
  });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SleepCycleCard summary={weekly.data} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DurationCard title="Weekly Average" seconds={weekly.data?.average_total_sleep_time} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WellnessCard title="Sleep Score">
          <Stack direction="row" spacing={1} aria-label="Daily sleep scores">
            {days.map((d) => (
              <Box key={d.date} sx={{ textAlign: "center" }}>
                <ScoreGauge score={d.sleep_score} size={44} label={d.weekday} />
                <Typography variant="caption" component="div">
                  {d.weekday.slice(0, 3)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </WellnessCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WellnessCard title="Duration In Bed">
          <List dense aria-label="Duration In Bed">
            {days.map((d) => (
              <ListItem key={d.date} disableGutters>
                <ListItemText
                  primary={d.weekday}
                  secondary={d.total_timeinbed === null ? "-" : formatHoursMinutes(d.total_timeinbed)}
                />
              </ListItem>
            ))}
          </List>
        </WellnessCard>
      </Grid>
      <Grid size={12}>
        <WellnessCard title="Sleep Duration">
          <FloatingBarChart data={bars} axisStartHour={AXIS_START_HOUR} />
        </WellnessCard>
      </Grid>
    </Grid>
  );
}
