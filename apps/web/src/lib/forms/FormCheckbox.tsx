import { Checkbox, FormControlLabel } from "@mui/material";
import type { ReactNode } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";

/** A checkbox bound to a boolean field of a react-hook-form form. */
export function FormCheckbox<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
}): ReactNode {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={field.value === true}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
