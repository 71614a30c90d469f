import { Box, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { MonthPicker, PastDatePicker, PeriodStepper, WeekPicker, type PeriodMode } from "../../../lib/pickers";

/** Spec 3 §3 'Wellness dashboard state': the mode and the date chosen in each mode. */
export interface WellnessPeriod {
  mode: PeriodMode;
  dates: Record<PeriodMode, Date>;
}

const MODES: readonly { mode: PeriodMode; label: string }[] = [
  { mode: "day", label: "Day" },
  { mode: "week", label: "Week" },
  { mode: "month", label: "Month" },
];

/**
 * The shared wellness wrapper (spec 3 §2): Day / Week / Month, the selected one highlighted, and the period's
 * picker between previous / next arrows (the next arrow does nothing on the current period). `today` is the
 * member's on the sleep screen; `note` is the sleep screen's time-zone note.
 */
export function WellnessPeriodBar({
  value,
  onChange,
  today,
  note,
}: {
  value: WellnessPeriod;
  onChange: (next: WellnessPeriod) => void;
  today?: Date;
  note?: string;
}): ReactNode {
  const { mode } = value;
  const date = value.dates[mode];
  const setDate = (d: Date | null): void => {
    if (d) onChange({ mode, dates: { ...value.dates, [mode]: d } });
  };
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        aria-label="Period"
        onChange={(_e, next: PeriodMode | null) => {
          if (next) onChange({ ...value, mode: next });
        }}
      >
        {MODES.map((m) => (
          <ToggleButton key={m.mode} value={m.mode}>
            {m.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PeriodStepper mode={mode} value={date} onChange={setDate} today={today}>
        {mode === "day" && <PastDatePicker label="Date" value={date} onChange={setDate} />}
        {mode === "week" && <WeekPicker label="Week" value={date} onChange={setDate} />}
        {mode === "month" && <MonthPicker label="Month" value={date} onChange={setDate} />}
      </PeriodStepper>
      {note && (
        <Typography variant="body2" color="text.secondary" data-testid="sleep-timezone-note">
          {note}
        </Typography>
      )}
    </Box>
  );
}
