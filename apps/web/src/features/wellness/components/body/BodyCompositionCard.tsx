import { Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { KitBarChart, StackedPercentageBar } from "../../../../lib/charts";
import type { RawDifference } from "../../api/get-raw-difference";
import type { RawMeasurement } from "../../api/get-raw-measurement";
import { bucketLabel, withUnit } from "../../model/format";
import type { PeriodRange } from "../../model/period-range";
import { WellnessCard } from "../WellnessCard";

const PARTS = [
  { key: "muscle_mass", name: "MUSCLE" },
  { key: "fat_mass", name: "FAT" },
  { key: "bone_mass", name: "BONE" },
] as const;

/**
 * Spec 3 §2 Body Health, card 2: MUSCLE, FAT and BONE tiles (average, High, Low %), then a grouped bar chart in
 * week and month mode or, in day mode, a stacked percentage bar of the day's values.
 */
export function BodyCompositionCard({
  range,
  measurement,
  difference,
}: {
  range: PeriodRange;
  measurement: RawMeasurement | undefined;
  difference: RawDifference | undefined;
}): ReactNode {
  const pct = measurement?.data.extremities.percentage;
  const rows = Object.entries(measurement?.data.all_data ?? {})
    .sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1))
    .map(([ns, v]) => ({
      label: bucketLabel(ns, range.mode),
      MUSCLE: v.percentage.muscle_mass,
      FAT: v.percentage.fat_mass,
      BONE: v.percentage.bone_mass,
    }));
  return (
    <WellnessCard title="Body Composition">
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: "wrap" }}>
        {PARTS.map((p) => (
          <section key={p.key} aria-label={p.name}>
            <Typography variant="subtitle2">{p.name}</Typography>
            <Typography variant="h6">{withUnit(pct?.[p.key].average, "%")}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              High {withUnit(pct?.[p.key].max, "%")} · Low {withUnit(pct?.[p.key].min, "%")}
            </Typography>
          </section>
        ))}
      </Stack>
      {range.mode === "day" ? (
        <StackedPercentageBar
          title="Body Composition"
          segments={PARTS.map((p) => ({ name: p.name, value: difference?.current_percentage[p.key] ?? null }))}
        />
      ) : (
        <KitBarChart
          data={rows}
          xKey="label"
          bars={PARTS.map((p) => ({ key: p.name, name: p.name }))}
          yLabel="%"
          tooltip={(r) => ({
            title: r.label,
            lines: PARTS.map((p) => ({ label: p.name, value: withUnit(r[p.name], "%") })),
          })}
        />
      )}
    </WellnessCard>
  );
}
