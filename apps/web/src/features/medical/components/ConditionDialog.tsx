import { MEDICAL_MESSAGES, SEVERITY_LEVELS, medicalRoutes } from "@care/contracts";
import type { ReactNode } from "react";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDateField } from "../../../lib/forms/FormDateField";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import type { ConditionRow } from "../api/get-medical-conditions";
import { useSaveMedicalCondition } from "../api/save-medical-condition";

const schema = medicalRoutes.updateCondition.body.partial({ medical_condition_id: true });

/** Add or edit one medical condition (spec 2 §3: condition, severity level, date of onset, notes ≤ 500). */
export function ConditionDialog({
  seniorId,
  condition,
  onClose,
}: {
  seniorId: string;
  /** The condition to edit; null adds a new one. */
  condition: ConditionRow | null;
  onClose: () => void;
}): ReactNode {
  const save = useSaveMedicalCondition();
  const form = useContractForm(schema, {
    defaultValues: {
      senior_id: seniorId,
      medical_condition_id: condition?.medical_condition_id,
      condition: condition?.condition ?? "",
      severity_level: (condition?.severity_level ?? "") as never,
      date_of_onset: condition?.date_of_onset ?? "",
      notes: condition?.notes ?? "",
    },
  });
  const dialog = useFormDialog(form, {
    save: (values) => save.mutateAsync(values),
    success: MEDICAL_MESSAGES.saved,
    onClose,
  });
  return (
    <FormDialog
      titleId="condition-dialog-title"
      title={condition ? "Edit Medical Condition" : "Add Medical Condition"}
      {...dialog}
    >
      <FormTextField control={form.control} name="condition" label="Condition" required fullWidth size="small" />
      <FormSelectField
        control={form.control}
        name="severity_level"
        label="Severity Level"
        required
        fullWidth
        size="small"
        options={SEVERITY_LEVELS}
      />
      <FormDateField control={form.control} name="date_of_onset" label="Date of Onset" />
      <FormTextField control={form.control} name="notes" label="Notes" multiline minRows={3} fullWidth />
    </FormDialog>
  );
}
