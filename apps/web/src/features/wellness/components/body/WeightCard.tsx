import { nsToMs } from "@care/contracts";
import { Box, Stack, Typography } from "@mui/material";
import { format } from "date-fns";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../../lib/routing/senior-tabs";
import { CHART_UNITS, WeightAreaChart } from "../../../../lib/charts";
import { DATE_FORMAT } from "../../../../lib/pickers";
import type { BodyGraph } from "../../api/get-body-graph";
import type { RawDifference } from "../../api/get-raw-difference";
import type { RawMeasurement } from "../../api/get-raw-measurement";
import { bucketLabel, withUnit } from "../../model/format";
import type { PeriodRange } from "../../model/period-range";
import { BodyTargetEditor } from "../goals/BodyTargetEditor";
import { Figure, WellnessCard } from "../WellnessCard";
import { BmiScale } from "./BmiScale";
import { ChangeBoxes } from "./ChangeBoxes";

const CHANGE_LABEL = { day: "Day Change", week: "Week Change", month: "Month Change" } as const;

/**
 * Spec 3 §2 Body Health, card 1: current, start and target weight (lbs) with the target editor, GAIN / LOSS over
 * the period, BMI (with the BMI scale in day mode) and the 'Daily Avg' weight chart ('Last recorded <date>' when
 * the period has no weigh-in).
 */
export function WeightCard({
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
  const bmi = measurement?.data.extremities.raw_data.average_bmi ?? null;
  const rows = (graph?.data ?? []).map((r) => ({ label: bucketLabel(r.time, range.mode), value: r.weight ?? null }));
  const last = measurement?.last;
  const lastRecorded = last ? format(new Date(nsToMs(last.time)), DATE_FORMAT) : undefined;
  return (
    <WellnessCard title="Weight">
      <Stack direction="row" spacing={3} sx={{ flexWrap: "wrap", mb: 2 }}>
        <Figure label="Current" value={withUnit(goal?.current_weight, CHART_UNITS.weight)} />
        <Figure label="Start" value={withUnit(goal?.start_body_weight, CHART_UNITS.weight)} />
        <Figure label="Target" value={withUnit(goal?.target_weight, CHART_UNITS.weight)} />
        <Figure label="BMI" value={bmi ?? "-"} />
      </Stack>
      <BodyTargetEditor senior={senior} kind="weight" />
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2">{CHANGE_LABEL[range.mode]}</Typography>
        <ChangeBoxes change={difference?.weight_change ?? null} up="GAIN" down="LOSS" unit={CHART_UNITS.weight} />
      </Box>
      {range.mode === "day" && <BmiScale bmi={bmi} />}
      <Box sx={{ mt: 2 }}>
        <WeightAreaChart data={rows} lastRecorded={lastRecorded} />
      </Box>
    </WellnessCard>
  );
}
