import { Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { EMPTY_TEXT, StepsBarChart } from "../../../lib/charts";
import { useActivityScore } from "../api/get-activity-score";
import { useActivitySeries } from "../api/get-activity-series";
import { bucketLabel } from "../model/format";
import { browserTimeZone, type PeriodRange } from "../model/period-range";
import { StepGoalEditor } from "./goals/StepGoalEditor";
import { WellnessCard } from "./WellnessCard";

const SCORE_TITLE = { day: "Goal", week: "Week Average", month: "Month Average" } as const;

/** Spec 3 §2 'Activity screen': the steps goal slider, steps against the goal, and the 'Steps' bars. */
export function ActivitySection({ senior, range }: { senior: SeniorRef; range: PeriodRange }): ReactNode {
  const query = {
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    start_timestamp: range.start_timestamp,
    end_timestamp: range.end_timestamp,
    timezone: browserTimeZone(),
    newversion: "true" as const,
  };
  const score = useActivityScore(query);
  const series = useActivitySeries(query);
  const rows = Object.entries(series.data?.data ?? {})
    .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1))
    .map(([ns, v]) => ({ label: bucketLabel(ns, range.mode), steps: v.step_count }));
  const s = score.data;
  const steps = s?.step_count === null || s?.step_count === undefined ? null : Math.round(s.step_count);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <StepGoalEditor senior={senior} periodEndMs={range.endMs} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WellnessCard title={SCORE_TITLE[range.mode]}>
          {steps === null || !s ? (
            <Typography color="text.secondary">{EMPTY_TEXT.noData}</Typography>
          ) : (
            <>
              <Typography variant="h5" aria-label="Steps of goal">
                {steps.toLocaleString("en-US")}/{s.target_score.toLocaleString("en-US")}
              </Typography>
              <Typography color="primary" aria-label="Goal percentage">
                {s.goal_percentage ?? 0}%
              </Typography>
            </>
          )}
        </WellnessCard>
      </Grid>
      <Grid size={12}>
        <WellnessCard title="Steps">
          <StepsBarChart data={rows} />
        </WellnessCard>
      </Grid>
    </Grid>
  );
}
