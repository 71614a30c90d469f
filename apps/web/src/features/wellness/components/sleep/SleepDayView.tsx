import { nsToMs } from "@care/contracts";
import { Box, Grid, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../../lib/routing/senior-tabs";
import { formatHoursMinutes, SleepHeartRateChart } from "../../../../lib/charts";
import { useSleepDaily, type SleepDaily } from "../../api/get-sleep-daily";
import { useSleepHeartRate } from "../../api/get-sleep-heart-rate";
import { useSleepPhase } from "../../api/get-sleep-phase";
import { useSleepWeekly } from "../../api/get-sleep-weekly";
import { clockTime, shortDuration } from "../../model/format";
import type { PeriodRange } from "../../model/period-range";
import { SleepGoalEditor } from "../goals/SleepGoalEditor";
import { Figure, WellnessCard } from "../WellnessCard";
import { ScoreGauge } from "./ScoreGauge";
import { SleepPhaseBars } from "./SleepPhaseBars";

type Night = SleepDaily["detail"][string];

/** The night of the day: the latest one ending that day (a nap would be the earlier one). */
function nightOf(daily: SleepDaily | undefined): Night | undefined {
  const keys = Object.keys(daily?.detail ?? {}).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const key = keys[keys.length - 1];
  return key === undefined ? undefined : daily?.detail[key];
}

/** Spec 3 §2 'Sleep screen (day view)'. `week` is the week holding the day (the weekly call's period). */
export function SleepDayView({
  senior,
  range,
  week,
}: {
  senior: SeniorRef;
  range: PeriodRange;
  week: PeriodRange;
}): ReactNode {
  const ref = { senior_id: senior.seniorId, account_id: senior.accountId };
  const tz = senior.timezone;
  const daily = useSleepDaily({ ...ref, start_timestamp: range.start_timestamp, end_timestamp: range.end_timestamp });
  const weekly = useSleepWeekly({ ...ref, start_timestamp: week.start_timestamp, end_timestamp: week.end_timestamp });
  const night = nightOf(daily.data);
  const cycle = night ? JSON.stringify(night.summary_cycle) : "";
  const phases = useSleepPhase({ ...ref, sleep_cycle: cycle }, night !== undefined);
  const heart = useSleepHeartRate({ ...ref, sleep_cycle: cycle }, night !== undefined);

  const hrRows = (heart.data?.data ?? []).map((r) => ({
    label: clockTime(r.time, tz),
    value: r.heart_rate,
    ms: nsToMs(r.time),
  }));
  // The interruption line sits on the heart-rate reading nearest to each interruption (a category axis).
  const interruptions = (phases.data?.data ?? [])
    .filter((p) => p.phase === 4)
    .map((p) => {
      const at = nsToMs(p.start_time);
      const nearest = hrRows.reduce<(typeof hrRows)[number] | undefined>(
        (best, r) => (!best || Math.abs(r.ms - at) < Math.abs(best.ms - at) ? r : best),
        undefined,
      );
      return nearest ? { x: nearest.label, label: "Interruption" } : undefined;
    })
    .filter((m) => m !== undefined);

  const d = daily.data;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <WellnessCard title="Sleep Quality" action={<SleepGoalEditor senior={senior} />}>
          <Stack direction="row" spacing={3} sx={{ alignItems: "center", mb: 2 }}>
            <ScoreGauge score={night?.sleep_score ?? d?.average_sleep_score ?? null} label="Sleep score" />
            <Typography variant="h6" aria-label="Sleep goal percentage">
              {d?.goal_percentage === null || d?.goal_percentage === undefined ? "-" : `${d.goal_percentage}%`}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={3} sx={{ flexWrap: "wrap" }}>
            <Figure
              label="Duration"
              value={night?.total_sleep_time === null || !night ? "-" : formatHoursMinutes(night.total_sleep_time)}
            />
            <Figure
              label="Interuptions"
              value={night?.interruptions === null || !night ? "-" : `${night.interruptions} times`}
            />
            <Figure label="Time to Sleep" value={shortDuration(night?.sleep_latency)} />
            <Figure label="Time to Get Up" value={shortDuration(night?.time_to_get_up)} />
          </Stack>
        </WellnessCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WellnessCard title="Weekly SLEEP SCORE">
          <Stack direction="row" spacing={1} sx={{ mb: 2 }} aria-label="Weekly sleep scores">
            {(weekly.data?.data ?? []).map((day) => (
              <Box key={day.date} sx={{ textAlign: "center" }}>
                <ScoreGauge score={day.sleep_score} size={40} label={day.weekday} />
                <Typography variant="caption" component="div">
                  {day.weekday.charAt(0)}
                </Typography>
              </Box>
            ))}
          </Stack>
          <Typography variant="subtitle2">Duration In Bed</Typography>
          <List dense aria-label="Duration In Bed">
            {(weekly.data?.data ?? []).map((day) => (
              <ListItem key={day.date} disableGutters>
                <ListItemText
                  primary={day.weekday}
                  secondary={day.total_timeinbed === null ? "-" : formatHoursMinutes(day.total_timeinbed)}
                />
              </ListItem>
            ))}
          </List>
        </WellnessCard>
      </Grid>
      <Grid size={12}>
        <WellnessCard title="Sleep Cycles">
          <SleepPhaseBars phases={night ? phases.data : undefined} timeZone={tz} />
        </WellnessCard>
      </Grid>
      <Grid size={12}>
        <WellnessCard title="Average Sleep Heart Rate">
          <SleepHeartRateChart data={night ? hrRows : []} interruptions={interruptions} />
        </WellnessCard>
      </Grid>
    </Grid>
  );
}
