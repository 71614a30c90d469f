import { DialogContentText } from "@mui/material";
import type { ReactNode } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormDialog, type FormDialogProps } from "./FormDialog";
import { FormTextField } from "./FormTextField";

export type ReasonDialogProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  FormDialogProps,
  "children" | "danger"
> & {
  /** What the action does to whom, above the field. */
  intro: ReactNode;
  /** The control of a form with a `reason` field (the route's body schema says whether it may be blank). */
  control: Control<T, unknown, TOut>;
  maxLength?: number;
};

/**
 * A destructive action that asks why (disable a member, reject a document, retire a device): what it does, the
 * required Reason, Cancel and the red action button.
 */
export function ReasonDialog<T extends FieldValues, TOut extends FieldValues = T>({
  intro,
  control,
  maxLength,
  ...dialog
}: ReasonDialogProps<T, TOut>): ReactNode {
  return (
    <FormDialog {...dialog} danger>
      <DialogContentText>{intro}</DialogContentText>
      <FormTextField
        control={control}
        name={"reason" as Path<T>}
        label="Reason"
        required
        multiline
        minRows={2}
        fullWidth
        size="small"
        slotProps={maxLength === undefined ? undefined : { htmlInput: { maxLength } }}
      />
    </FormDialog>
  );
}
