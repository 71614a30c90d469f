import { format, isValid, parseISO } from "date-fns";
import type { ReactNode } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { PastDatePicker } from "../pickers/PastDatePicker";

/**
 * A past date (MM/dd/yyyy from the calendar, no future day) bound to a field that holds it as YYYY-MM-DD, the
 * form the contracts' IsoDateField takes (spec 1 §5 "ISO YYYY-MM-DD").
 */
export function FormDateField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  required,
  disabled,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
}): ReactNode {
  const { field, fieldState } = useController({ name, control });
  const iso = typeof field.value === "string" ? field.value : "";
  const date = iso ? parseISO(iso) : null;
  return (
    <PastDatePicker
      label={label}
      name={field.name}
      value={date && isValid(date) ? date : null}
      onChange={(next) => {
        field.onChange(next ? format(next, "yyyy-MM-dd") : "");
        field.onBlur();
      }}
      required={required}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    />
  );
}
