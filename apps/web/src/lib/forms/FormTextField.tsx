import { TextField, type TextFieldProps } from "@mui/material";
import type { ReactNode } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { fieldColourSx, hasValue } from "./field-state";

export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "onBlur" | "error" | "defaultValue"
> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
  /** Shows the asterisk on the label (spec 1 §5); the schema decides whether blank is refused. */
  required?: boolean;
  /** Reshapes what is typed before the form holds it (a mask); return null to ignore the keystroke. */
  transformInput?: (typed: string, previous: string) => string | null;
};

/**
 * A MUI TextField bound to a react-hook-form field: the label's asterisk for required fields, the field's error
 * text under it, red when invalid and green when valid (spec 1 §5).
 */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>(
  props: FormTextFieldProps<T, TOut>,
): ReactNode {
  const { name, control, transformInput, helperText, sx, slotProps, ...rest } = props;
  const { field, fieldState, formState } = useController({ name, control });
  const value = (field.value ?? "") as string;
  const visited = fieldState.isTouched || formState.isSubmitted;
  const valid = visited && !fieldState.invalid && hasValue(value);
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={value}
      onBlur={field.onBlur}
      onChange={(e) => {
        const next = transformInput ? transformInput(e.target.value, value) : e.target.value;
        if (next !== null) field.onChange(next);
      }}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        // The schema decides what is required and says so in the spec's words; the browser's own check (a native
        // `required` bubble that blocks the submit) would speak first and differently. The asterisk stays.
        htmlInput: {
          ...(slotProps?.htmlInput as object),
          required: false,
          "aria-required": props.required || undefined,
        },
      }}
      sx={[fieldColourSx({ invalid: fieldState.invalid, valid }) ?? {}, ...(Array.isArray(sx) ? sx : [sx ?? {}])]}
    />
  );
}
