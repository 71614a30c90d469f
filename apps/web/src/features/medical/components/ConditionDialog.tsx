import { SEVERITY_LEVELS, usersMedicalRoutes } from "@care/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useToast } from "../../../app/feedback/toast-context";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDateField } from "../../../lib/forms/FormDateField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import type { ConditionRow } from "../api/get-medical-conditions";
import { useSaveMedicalCondition } from "../api/save-medical-condition";

const schema = usersMedicalRoutes.updateCondition.body.partial({ medical_condition_id: true });

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
  const toast = useToast();
  const save = useSaveMedicalCondition(seniorId);
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
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.show({ type: "success", message: "Saved Successfully" });
      onClose();
      return saved;
    } catch (err) {
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="condition-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="condition-dialog-title">
          {condition ? "Edit Medical Condition" : "Add Medical Condition"}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="condition" label="Condition" required fullWidth size="small" />
            <FormTextField
              control={form.control}
              name="severity_level"
              label="Severity Level"
              required
              select
              fullWidth
              size="small"
            >
              {SEVERITY_LEVELS.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </FormTextField>
            <FormDateField control={form.control} name="date_of_onset" label="Date of Onset" />
            <FormTextField control={form.control} name="notes" label="Notes" multiline minRows={3} fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
