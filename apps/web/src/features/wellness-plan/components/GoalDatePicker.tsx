import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { format, isValid, parseISO } from "date-fns";
import type { ReactNode } from "react";
import { DATE_FORMAT } from "../../../lib/pickers/period";
import { PickerLocale } from "../../../lib/pickers/picker-locale";
import { useClickToOpen } from "../../../lib/pickers/use-click-to-open";

/**
 * A goal's start or target date: MM/dd/yyyy from the calendar only (typing blocked, spec 3 §5), held as YYYY-MM-DD.
 * Unlike the history pickers, future days are allowed: a target date lies ahead.
 */
export function GoalDatePicker({
  label,
  value,
  onChange,
  disabled,
  errorText,
}: {
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  disabled?: boolean;
  errorText?: string;
}): ReactNode {
  const picker = useClickToOpen();
  const date = value ? parseISO(value) : null;
  return (
    <PickerLocale>
      <DatePicker
        label={label}
        value={date && isValid(date) ? date : null}
        onChange={(next) => onChange(next && isValid(next) ? format(next, "yyyy-MM-dd") : null)}
        format={DATE_FORMAT}
        disabled={disabled}
        open={picker.open}
        onOpen={picker.onOpen}
        onClose={picker.onClose}
        slotProps={{
          field: picker.fieldProps,
          textField: {
            size: "small",
            error: Boolean(errorText),
            helperText: errorText || undefined,
            sx: { minWidth: 150 },
          },
        }}
      />
    </PickerLocale>
  );
}
