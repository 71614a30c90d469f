import { Card, CardContent, Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useWeeklyVital, type WeeklyVital } from "../api/get-weekly-vital";

type Day = WeeklyVital["days"][number];

/** The latest day of the week with a value under `key`. */
export function latestValue(vital: WeeklyVital | undefined, key: keyof Day): number | null {
  const days = vital?.days ?? [];
  for (let i = days.length - 1; i >= 0; i--) {
    const v = days[i]?.[key];
    if (typeof v === "number") return v;
  }
  return null;
}

function VitalCard({ title, value, unit }: { title: string; value: number | null; unit: string }): ReactNode {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 12 / 5 }}>
      <Card variant="outlined" sx={{ height: "100%" }} data-testid={`vital-${title}`}>
        <CardContent>
          <Typography variant="caption" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h5">
            {value === null ? "No Data" : `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })}${unit}`}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** Heart rate (bpm), step count, sleep score, weight (lbs), hydration (%): this week's latest values. */
export function VitalsCards({ seniorId, accountId }: { seniorId: string; accountId: string }): ReactNode {
  const heart = useWeeklyVital("heart-rate", seniorId, accountId);
  const activity = useWeeklyVital("activity", seniorId, accountId);
  const sleep = useWeeklyVital("sleep", seniorId, accountId);
  const body = useWeeklyVital("body-health", seniorId, accountId);
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <VitalCard title="Heart Rate" value={latestValue(heart.data, "heart_rate")} unit=" bpm" />
      <VitalCard title="Step Count" value={latestValue(activity.data, "step_count")} unit="" />
      <VitalCard title="Sleep Score" value={latestValue(sleep.data, "sleep_score")} unit="" />
      <VitalCard title="Weight" value={latestValue(body.data, "weight")} unit=" lbs" />
      <VitalCard title="Hydration" value={latestValue(body.data, "hydration")} unit="%" />
    </Grid>
  );
}
