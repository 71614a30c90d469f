import { MenuItem } from "@mui/material";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { FormTextField, type FormTextFieldProps } from "./FormTextField";

/** One choice whose visible text is not the value itself (an id and a name, a code and a state). */
export type SelectOption = { value: string; label: string };

export type FormSelectFieldProps<T extends FieldValues, TOut extends FieldValues = T, V extends string = string> = Omit<
  FormTextFieldProps<T, TOut>,
  "select" | "children" | "transformInput"
> & {
  /** The choices in order: bare values (shown through `optionLabel`, or as they are) or value/label pairs. */
  options: readonly (V | SelectOption)[];
  /** The visible text of a bare value, e.g. a labels table; pairs carry their own. */
  optionLabel?: (value: V) => string;
  /** Text of a leading choice whose value is "" (None, Other, All...); none when left out. */
  emptyOption?: string;
};

/**
 * A FormTextField with `select` and its MenuItems built from a list, so a form's select field is one element
 * instead of the same map over MenuItem written out in every dialog; every other FormTextField prop passes through.
 */
export function FormSelectField<T extends FieldValues, TOut extends FieldValues = T, V extends string = string>(
  props: FormSelectFieldProps<T, TOut, V>,
): ReactNode {
  const { options, optionLabel, emptyOption, ...rest } = props;
  return (
    <FormTextField {...rest} select>
      {/* MUI's Select reads its MenuItems as direct children (no Fragment), hence one flat list. */}
      {emptyOption === undefined ? null : <MenuItem value="">{emptyOption}</MenuItem>}
      {options.map((o) => {
        const { value, label } = typeof o === "string" ? { value: o, label: optionLabel ? optionLabel(o) : o } : o;
        return (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        );
      })}
    </FormTextField>
  );
}
