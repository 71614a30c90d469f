import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** Spec 3 §9: BMI bands are marked at 18, 25 and 30. */
export const BMI_MARKS = [18, 25, 30] as const;
const SCALE = { min: 10, max: 40 } as const;
const BANDS = [
  { label: "Underweight", from: SCALE.min, to: 18, color: "#2F80ED" },
  { label: "Normal", from: 18, to: 25, color: "#6BA539" },
  { label: "Overweight", from: 25, to: 30, color: "#F2C94C" },
  { label: "Obese", from: 30, to: SCALE.max, color: "#EB5757" },
] as const;

const at = (v: number): string =>
  `${((Math.min(SCALE.max, Math.max(SCALE.min, v)) - SCALE.min) / (SCALE.max - SCALE.min)) * 100}%`;

/** The day view's BMI scale: four bands with the marks 18, 25, 30 and a pointer at the member's BMI. */
export function BmiScale({ bmi }: { bmi: number | null }): ReactNode {
  return (
    <Box role="img" aria-label={`BMI scale${bmi === null ? "" : `, BMI ${bmi}`}`} sx={{ mt: 2 }}>
      <Box sx={{ position: "relative", display: "flex", height: 10, borderRadius: 5, overflow: "hidden" }}>
        {BANDS.map((b) => (
          <Box
            key={b.label}
            sx={{ width: `${((b.to - b.from) / (SCALE.max - SCALE.min)) * 100}%`, bgcolor: b.color }}
          />
        ))}
      </Box>
      <Box sx={{ position: "relative", height: 18 }}>
        {bmi !== null && (
          <Box sx={{ position: "absolute", left: at(bmi), transform: "translateX(-50%)", top: -4, fontSize: 12 }}>
            ▲
          </Box>
        )}
        {BMI_MARKS.map((m) => (
          <Typography
            key={m}
            variant="caption"
            sx={{ position: "absolute", left: at(m), transform: "translateX(-50%)", top: 4 }}
          >
            {m}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: "flex", mt: 1 }}>
        {BANDS.map((b) => (
          <Typography
            key={b.label}
            variant="caption"
            sx={{ width: `${((b.to - b.from) / (SCALE.max - SCALE.min)) * 100}%`, textAlign: "center" }}
          >
            {b.label}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
