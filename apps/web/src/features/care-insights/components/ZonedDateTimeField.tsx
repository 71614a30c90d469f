import { TextField } from "@mui/material";
import type { ReactNode } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { zonedParts, zonedToIso } from "../../../lib/format/zoned-time";

/** The datetime-local text of an ISO instant in `timeZone`; '' for nothing or nonsense. */
function localText(value: unknown, timeZone: string): string {
  if (typeof value !== "string" || value === "" || Number.isNaN(Date.parse(value))) return "";
  const { date, time } = zonedParts(value, timeZone);
  return `${date}T${time}`;
}

/**
 * A date and time typed on the senior's wall clock (`timeZone`), held by the form as an ISO instant: the contracts'
 * InstantInputSchema wants an offset, which a datetime-local input never has.
 */
export function ZonedDateTimeField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  timeZone,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  timeZone: string;
}): ReactNode {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      type="datetime-local"
      size="small"
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={localText(field.value, timeZone)}
      onBlur={field.onBlur}
      onChange={(e) => {
        const [date, time] = e.target.value.split("T");
        field.onChange(date && time ? zonedToIso(date, time, timeZone) : "");
      }}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? `Senior's time (${timeZone})`}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "aria-required": true } }}
    />
  );
}
