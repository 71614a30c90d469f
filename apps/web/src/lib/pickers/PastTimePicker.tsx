import { TimePicker } from "@mui/x-date-pickers/TimePicker";
import { isSameDay, isValid } from "date-fns";
import type { ReactNode } from "react";
import { TIME_FORMAT } from "./period";
import { PickerLocale } from "./picker-locale";
import { useClickToOpen } from "./use-click-to-open";

export interface PastTimePickerProps {
  label: string;
  value: Date | null;
  onChange: (time: Date | null) => void;
  /** The day the time belongs to: when it is today, times after now are refused (spec 3 §5). */
  date: Date | null;
  /** Now; a prop so a screen that already holds a clock (or a test) decides what "now" is. */
  now?: Date;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/** A 24-hour HH:mm time from the clock only (typing blocked); on today's date, no time after now. */
export function PastTimePicker({
  label,
  value,
  onChange,
  date,
  now,
  required,
  error,
  helperText,
  disabled,
  name,
}: PastTimePickerProps): ReactNode {
  const picker = useClickToOpen();
  const current = now ?? new Date();
  const latest = date && isSameDay(date, current) ? current : undefined;
  return (
    <PickerLocale>
      <TimePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next && isValid(next) ? next : null)}
        format={TIME_FORMAT}
        ampm={false}
        maxTime={latest}
        disabled={disabled}
        name={name}
        open={picker.open}
        onOpen={picker.onOpen}
        onClose={picker.onClose}
        slotProps={{
          field: picker.fieldProps,
          textField: { required, error, helperText, size: "small" },
        }}
      />
    </PickerLocale>
  );
}
