import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { isValid, startOfMonth } from "date-fns";
import type { ReactNode } from "react";
import { MONTH_FORMAT } from "./period";
import { PickerLocale } from "./picker-locale";
import { useClickToOpen } from "./use-click-to-open";

export interface MonthPickerProps {
  label: string;
  value: Date | null;
  /** The first day of the chosen month. */
  onChange: (firstOfMonth: Date | null) => void;
  disabled?: boolean;
}

/** The wellness month mode's year/month picker (spec 3): MM/yyyy, months after this one refused. */
export function MonthPicker({ label, value, onChange, disabled }: MonthPickerProps): ReactNode {
  const picker = useClickToOpen();
  return (
    <PickerLocale>
      <DatePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next && isValid(next) ? startOfMonth(next) : null)}
        views={["year", "month"]}
        openTo="month"
        format={MONTH_FORMAT}
        disableFuture
        disabled={disabled}
        open={picker.open}
        onOpen={picker.onOpen}
        onClose={picker.onClose}
        slotProps={{ field: picker.fieldProps, textField: { size: "small" } }}
      />
    </PickerLocale>
  );
}
