import type { ReactNode } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormTextField } from "../../../lib/forms/FormTextField";

/**
 * The fields a call's log has in both dialogs that write one (Log a Call, Call completed): their forms hold `date`,
 * `time`, `care_call_notes` and `action_items` under these names.
 */
interface CallLogFields extends FieldValues {
  date: string;
  time: string;
}

interface FieldsProps<T extends CallLogFields, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
}

/** 'Call Date (zone)' and 'Call Time', typed in `timeZone`; the date at most `max` (today) and at least `min`. */
export function CallDateTimeFields<T extends CallLogFields, TOut extends FieldValues>({
  control,
  timeZone,
  min,
  max,
}: FieldsProps<T, TOut> & { timeZone: string; min?: string; max: string }): ReactNode {
  return (
    <>
      <FormTextField
        control={control}
        name={"date" as Path<T>}
        label={`Call Date (${timeZone})`}
        type="date"
        required
        fullWidth
        size="small"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...(min ? { min } : {}), max } }}
      />
      <FormTextField
        control={control}
        name={"time" as Path<T>}
        label="Call Time"
        type="time"
        required
        fullWidth
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

/** 'Notes' and 'Action Items' (one per line). */
export function CallNotesFields<T extends CallLogFields, TOut extends FieldValues>({
  control,
}: FieldsProps<T, TOut>): ReactNode {
  return (
    <>
      <FormTextField
        control={control}
        name={"care_call_notes" as Path<T>}
        label="Notes"
        multiline
        minRows={3}
        fullWidth
      />
      <FormTextField
        control={control}
        name={"action_items" as Path<T>}
        label="Action Items"
        helperText="One action item per line"
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
}
