import type { ReportStatusValue } from "@care/contracts";
import { Box, Chip, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { STATUS_LABELS } from "../model/labels";

const COLOURS = { success: "success", in_progress: "info", failed: "error" } as const;

/** A run's status; a failed run shows its error under the chip, where the user looks for why. */
export function StatusChip({ status, error }: { status: ReportStatusValue; error: string | null }): ReactNode {
  return (
    <Box>
      <Chip size="small" label={STATUS_LABELS[status]} color={COLOURS[status]} variant="outlined" />
      {status === "failed" && error && (
        <Typography variant="caption" color="error" sx={{ display: "block", mt: 0.5, maxWidth: 280 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
