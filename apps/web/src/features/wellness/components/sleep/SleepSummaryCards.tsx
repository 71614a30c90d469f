import { Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { formatHoursMinutes } from "../../../../lib/charts";
import type { SleepWeekly } from "../../api/get-sleep-weekly";
import { WellnessCard } from "../WellnessCard";
import { ScoreGauge } from "./ScoreGauge";

/** 'Sleep Cycle' (spec 3 §2 week and month views): the average score as a gauge, the goal and its percentage. */
export function SleepCycleCard({ summary }: { summary: SleepWeekly | undefined }): ReactNode {
  return (
    <WellnessCard title="Sleep Cycle">
      <Stack direction="row" spacing={3} sx={{ alignItems: "center" }}>
        <ScoreGauge score={summary?.average_sleep_score ?? null} label="Average sleep score" />
        <div>
          <Typography aria-label="Sleep goal">Goal {summary?.target_score ?? "-"}</Typography>
          <Typography variant="h6" aria-label="Sleep goal percentage">
            {summary?.goal_percentage === null || summary?.goal_percentage === undefined
              ? "-"
              : `${summary.goal_percentage}%`}
          </Typography>
        </div>
      </Stack>
    </WellnessCard>
  );
}

/** A duration card: 'Weekly Average', 'Monthly Average', 'Average Sleep Duration', 'Average Time In Bed'. */
export function DurationCard({ title, seconds }: { title: string; seconds: number | null | undefined }): ReactNode {
  return (
    <WellnessCard title={title}>
      <Typography variant="h5" aria-label={title}>
        {seconds === null || seconds === undefined ? "-" : formatHoursMinutes(seconds)}
      </Typography>
    </WellnessCard>
  );
}
