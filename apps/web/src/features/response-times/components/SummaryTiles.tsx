import { Grid, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { ResponseTimesData } from "../api/get-response-times";
import { percent, seconds } from "../model/period";

interface Tile {
  label: string;
  value: string;
  /** The target, and whether the figure meets it (green) or not (red). */
  target?: { text: string; met: boolean };
}

/** The period's headline figures, the two TSA targets beside their shares. */
export function SummaryTiles({ data }: { data: ResponseTimesData }): ReactNode {
  const t = data.total;
  const met = (v: number | null, target: number): boolean => v !== null && v >= target;
  const tiles: Tile[] = [
    { label: "Alarms", value: String(t.alarms) },
    {
      label: "Taken within 60 s",
      value: percent(t.within_60_s_pct),
      target: {
        text: `Target ${data.targets.within_60_s_pct} %`,
        met: met(t.within_60_s_pct, data.targets.within_60_s_pct),
      },
    },
    {
      label: "Taken within 180 s",
      value: percent(t.within_180_s_pct),
      target: {
        text: `Target ${data.targets.within_180_s_pct} %`,
        met: met(t.within_180_s_pct, data.targets.within_180_s_pct),
      },
    },
    { label: "Time to take (median / 90th pct)", value: `${seconds(t.take_median_s)} / ${seconds(t.take_p90_s)}` },
    {
      label: "Time to first call (median / 90th pct)",
      value: `${seconds(t.first_call_median_s)} / ${seconds(t.first_call_p90_s)}`,
    },
    { label: "Untaken", value: String(t.untaken) },
    { label: "False-alarm rate", value: percent(t.false_alarm_pct) },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label="Period summary">
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2, height: "100%" }} role="group" aria-label={tile.label}>
            <Typography variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
              {tile.value}
            </Typography>
            {tile.target && (
              <Typography variant="body2" sx={{ color: tile.target.met ? "success.main" : "error.main" }}>
                {tile.target.text}: {tile.target.met ? "met" : "not met"}
              </Typography>
            )}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
