import type { AssessmentScores } from "@care/contracts";
import { Typography } from "@mui/material";
import type { ReactNode } from "react";

/** The API's total (with caregiver strain's percent), its reading and the scale note (spec 2 §5). */
export function ScoreFooter({
  scores,
  percent = false,
}: {
  scores: AssessmentScores | null;
  /** Caregiver strain's percent score (spec 2 §3); the other kinds show the total alone. */
  percent?: boolean;
}): ReactNode {
  if (!scores) return null;
  return (
    <>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 1.5 }} data-testid="print-total">
        Total Score: {scores.total}
        {percent && scores.percent !== null ? ` (${scores.percent}%)` : ""}
        {scores.interpretation ? ` — ${scores.interpretation}` : ""}
      </Typography>
      {scores.scale_note && (
        <Typography variant="body2" color="text.secondary">
          {scores.scale_note}
        </Typography>
      )}
    </>
  );
}
