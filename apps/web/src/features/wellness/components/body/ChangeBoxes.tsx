import { Box, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

/**
 * Two boxes for a change over the period: GAIN / LOSS (weight, lbs) or INCREASE / DECREASE (hydration, %). The
 * side the change went to shows its size, the other 0; both '-' without a before and an after value.
 */
export function ChangeBoxes({
  change,
  up,
  down,
  unit,
}: {
  change: number | null;
  up: string;
  down: string;
  unit: string;
}): ReactNode {
  const fmt = (v: number): string => `${Math.round(v * 10) / 10}${unit === "%" ? "%" : ` ${unit}`}`;
  const boxes = [
    { label: up, value: change === null ? "-" : fmt(Math.max(0, change)) },
    { label: down, value: change === null ? "-" : fmt(Math.max(0, -change)) },
  ];
  return (
    <Box sx={{ display: "flex", gap: 1 }}>
      {boxes.map((b) => (
        <Paper key={b.label} variant="outlined" sx={{ px: 2, py: 1, textAlign: "center", flex: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {b.label}
          </Typography>
          <Typography variant="subtitle1" component="div" aria-label={b.label}>
            {b.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
