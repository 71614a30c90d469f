import { Box, CircularProgress, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { clamp } from "../../model/format";

/** A circular sleep score (0–100) with the number inside; '-' without a score. */
export function ScoreGauge({
  score,
  size = 96,
  label,
}: {
  score: number | null;
  size?: number;
  label: string;
}): ReactNode {
  return (
    <Box sx={{ position: "relative", display: "inline-flex" }} role="img" aria-label={`${label} ${score ?? "-"}`}>
      <CircularProgress
        variant="determinate"
        value={score === null ? 0 : clamp(score, 0, 100)}
        size={size}
        thickness={5}
        aria-hidden
      />
      <Box sx={{ position: "absolute", inset: 0, display: "flex", alignItems: "center", justifyContent: "center" }}>
        <Typography variant={size >= 80 ? "h6" : "caption"} component="span">
          {score === null ? "-" : Math.round(score)}
        </Typography>
      </Box>
    </Box>
  );
}
