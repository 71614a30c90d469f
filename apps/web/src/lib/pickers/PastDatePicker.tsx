import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { isValid } from "date-fns";
import type { ReactNode } from "react";
import { DATE_FORMAT } from "./period";
import { PickerLocale } from "./picker-locale";
import { useClickToOpen } from "./use-click-to-open";

export interface PastDatePickerProps {
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** Extra days to refuse, e.g. the location calendar's days without recorded data (spec 3 §5). */
  shouldDisableDate?: (day: Date) => boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/** A date in MM/dd/yyyy, chosen from the calendar only (typing blocked), never after today (spec 3 §5). */
export function PastDatePicker({
  label,
  value,
  onChange,
  shouldDisableDate,
  required,
  error,
  helperText,
  disabled,
  name,
}: PastDatePickerProps): ReactNode {
  const picker = useClickToOpen();
  return (
    <PickerLocale>
      <DatePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next && isValid(next) ? next : null)}
        format={DATE_FORMAT}
        disableFuture
        shouldDisableDate={shouldDisableDate}
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
