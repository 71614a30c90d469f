import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import { Box, IconButton } from "@mui/material";
import { useMemo, type ReactNode } from "react";
import { PastDatePicker } from "../../../lib/pickers";
import { adjacentDate, dayToPickerDate, pickerDateToDay } from "../model/calendar-dates";

export interface LocationDateStepperProps {
  /** yyyy-MM-dd, the member's calendar day. */
  value: string;
  /** The days with data, oldest first: the only selectable ones, and where the arrows go. */
  dates: readonly string[];
  onChange: (day: string) => void;
}

/** Spec 2 §2: a date picker whose only selectable dates have data, with arrows jumping between such dates. */
export function LocationDateStepper({ value, dates, onChange }: LocationDateStepperProps): ReactNode {
  const enabled = useMemo(() => new Set(dates), [dates]);
  const previous = adjacentDate(dates, value, -1);
  const next = adjacentDate(dates, value, 1);
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
      <IconButton
        aria-label="Previous date with data"
        disabled={!previous}
        onClick={() => previous && onChange(previous)}
      >
        <ChevronLeft />
      </IconButton>
      <PastDatePicker
        label="Date"
        value={dayToPickerDate(value)}
        onChange={(date) => date && onChange(pickerDateToDay(date))}
        // The shown day stays valid even without data (today on a first visit), so the field is not marked wrong.
        shouldDisableDate={(day) => {
          const d = pickerDateToDay(day);
          return d !== value && !enabled.has(d);
        }}
      />
      <IconButton aria-label="Next date with data" disabled={!next} onClick={() => next && onChange(next)}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
