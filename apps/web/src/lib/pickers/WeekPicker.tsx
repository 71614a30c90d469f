import { styled } from "@mui/material/styles";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { PickerDay, type PickerDayProps } from "@mui/x-date-pickers/PickerDay";
import { isSameDay, isValid } from "date-fns";
import { createContext, useContext, type ReactNode } from "react";
import { WEEK_FORMAT, weekStart } from "./period";
import { PickerLocale } from "./picker-locale";
import { useClickToOpen } from "./use-click-to-open";

/** The Monday of the chosen week, read by every day cell (the day slot takes no extra props of ours). */
const ChosenWeek = createContext<Date | null>(null);

const WeekDay = styled(PickerDay, { shouldForwardProp: (prop) => prop !== "inWeek" })<{ inWeek: boolean }>(
  ({ theme, inWeek }) =>
    inWeek
      ? {
          borderRadius: 0,
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          "&:hover, &:focus, &.Mui-selected": { backgroundColor: theme.palette.primary.dark },
        }
      : {},
);

/** A day cell that is highlighted with the rest of its week when that week is the chosen one. */
function DayOfWeek(props: PickerDayProps): ReactNode {
  const chosen = useContext(ChosenWeek);
  const inWeek = chosen !== null && isSameDay(weekStart(props.day), chosen);
  return <WeekDay {...props} inWeek={inWeek} data-in-week={inWeek ? "" : undefined} />;
}

export interface WeekPickerProps {
  label: string;
  /** Any day of the chosen week; the picker shows and returns its Monday. */
  value: Date | null;
  onChange: (monday: Date | null) => void;
  disabled?: boolean;
}

/** 'Week of MM/dd' (weeks start on Monday), the whole week highlighted, future days refused (spec 3). */
export function WeekPicker({ label, value, onChange, disabled }: WeekPickerProps): ReactNode {
  const picker = useClickToOpen();
  const monday = value && isValid(value) ? weekStart(value) : null;
  return (
    <PickerLocale>
      <ChosenWeek.Provider value={monday}>
        <DatePicker
          label={label}
          value={monday}
          onChange={(next) => onChange(next && isValid(next) ? weekStart(next) : null)}
          format={WEEK_FORMAT}
          disableFuture
          disabled={disabled}
          open={picker.open}
          onOpen={picker.onOpen}
          onClose={picker.onClose}
          showDaysOutsideCurrentMonth
          slots={{ day: DayOfWeek }}
          slotProps={{ field: picker.fieldProps, textField: { size: "small" } }}
        />
      </ChosenWeek.Provider>
    </PickerLocale>
  );
}
