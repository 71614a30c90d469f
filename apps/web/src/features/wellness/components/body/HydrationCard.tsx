import { Box, LinearProgress, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../../lib/routing/senior-tabs";
import { CHART_UNITS, HydrationAreaChart } from "../../../../lib/charts";
import type { BodyGraph } from "../../api/get-body-graph";
import type { RawDifference } from "../../api/get-raw-difference";
import type { RawMeasurement } from "../../api/get-raw-measurement";
import { bucketLabel, clamp, withUnit } from "../../model/format";
import type { PeriodRange } from "../../model/period-range";
import { BodyTargetEditor } from "../goals/BodyTargetEditor";
import { Figure, WellnessCard } from "../WellnessCard";
import { ChangeBoxes } from "./ChangeBoxes";

/**
 * Spec 3 §2 Body Health, card 3: a progress bar (clamped to 0–100 %, spec 3 §9) with Current, Start and Target,
 * High/Low in week and month mode, the TARGET HYDRATION editor, INCREASE / DECREASE and the 'Daily Avg' chart.
 */
export function HydrationCard({
  senior,
  range,
  measurement,
  difference,
  graph,
}: {
  senior: SeniorRef;
  range: PeriodRange;
  measurement: RawMeasurement | undefined;
  difference: RawDifference | undefined;
  graph: BodyGraph | undefined;
}): ReactNode {
  const goal = measurement?.goal_percentile;
  const extremes = measurement?.data.extremities.percentage.hydration;
  const current = goal?.current_hydration ?? null;
  const before = difference?.previous_percentage.hydration ?? null;
  const after = difference?.current_percentage.hydration ?? null;
  const change = before === null || after === null ? null : after - before;
  const rows = (graph?.data ?? []).map((r) => ({ label: bucketLabel(r.time, range.mode), value: r.hydration ?? null }));
  const unit = CHART_UNITS.hydration;
  return (
    <WellnessCard title="Hydration">
      <LinearProgress
        variant="determinate"
        value={current === null ? 0 : clamp(current, 0, 100)}
        aria-label="Hydration"
        sx={{ height: 10, borderRadius: 5, mb: 1 }}
      />
      <Stack direction="row" spacing={3} sx={{ flexWrap: "wrap", mb: 2 }}>
        <Figure label="Current" value={withUnit(current, unit)} />
        <Figure label="Start" value={withUnit(goal?.start_hydration, unit)} />
        <Figure label="Target" value={withUnit(goal?.target_hydration, unit)} />
        {range.mode !== "day" && <Figure label="High" value={withUnit(extremes?.max, unit)} />}
        {range.mode !== "day" && <Figure label="Low" value={withUnit(extremes?.min, unit)} />}
      </Stack>
      <BodyTargetEditor senior={senior} kind="hydration" />
      <Box sx={{ mt: 2 }}>
        <ChangeBoxes change={change} up="INCREASE" down="DECREASE" unit={unit} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2">Daily Avg</Typography>
        <HydrationAreaChart data={rows} />
      </Box>
    </WellnessCard>
  );
}
