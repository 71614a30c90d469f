import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { FormTextField, type FormTextFieldProps } from "./FormTextField";
import { maskPhoneInput } from "./phone-mask";

/** A phone typed in the mask (999) 999-9999; pair it with PhoneField from contracts, which sends the digits. */
export function PhoneField<T extends FieldValues, TOut extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, TOut>, "transformInput">,
): ReactNode {
  return (
    <FormTextField
      placeholder="(999) 999-9999"
      {...props}
      type="tel"
      transformInput={maskPhoneInput}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: "numeric", maxLength: 14 } }}
    />
  );
}
