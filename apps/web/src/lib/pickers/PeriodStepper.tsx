import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { IconButton, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { isCurrentPeriod, stepPeriod, type PeriodMode } from "./period";

export interface PeriodStepperProps {
  mode: PeriodMode;
  value: Date;
  /** Receives the start of the previous or next day, week (Monday) or month. */
  onChange: (periodStart: Date) => void;
  /** Today; a prop so the member's time zone (sleep screen) or a test decides what today is. */
  today?: Date;
  /** The picker between the arrows. */
  children?: ReactNode;
}

/**
 * Previous/next arrows around a picker. The next arrow does nothing once today's day, week or month is shown
 * (spec 3 'Shared wellness wrapper'): it is disabled, and its handler refuses too.
 */
export function PeriodStepper({ mode, value, onChange, today, children }: PeriodStepperProps): ReactNode {
  const now = today ?? new Date();
  const atLatest = isCurrentPeriod(mode, value, now);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <IconButton aria-label={`Previous ${mode}`} onClick={() => onChange(stepPeriod(mode, value, -1, now))}>
        <ChevronLeftIcon />
      </IconButton>
      {children}
      <IconButton
        aria-label={`Next ${mode}`}
        disabled={atLatest}
        onClick={() => {
          if (!atLatest) onChange(stepPeriod(mode, value, 1, now));
        }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
