import { DOSE_FORMS, DOSE_PERIODS, MEDICATION_WHEN, MedicationInput, type MedicationStatus } from "@care/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from "@mui/material";
import type { ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDateField } from "../../../lib/forms/FormDateField";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { formatPhone } from "../../../lib/format/phone";
import { useProviders } from "../../../lib/shared/providers";
import type { MedicationRow } from "../api/get-medications";
import { useSaveMedication } from "../api/save-medication";
import { MedicineField } from "./MedicineField";

/** Frequency choices read "2 times per day". */
const PERIOD_LABEL = { day: "per day", week: "per week", month: "per month" } as const;

/**
 * The medication form (spec 2 §3): medicine (searched), dose form, frequency {every, period}, when, prescribed and
 * discontinued dates, pharmacy (one of the senior's), notes ≤ 500. Save keeps a draft; Submit submits it
 * ('Medication has been submitted successfully.'). A submitted medication can be corrected, not saved as a draft.
 */
export function MedicationDialog({
  seniorId,
  medication,
  onClose,
}: {
  seniorId: string;
  medication: MedicationRow | null;
  onClose: () => void;
}): ReactNode {
  const toast = useToast();
  const save = useSaveMedication();
  const pharmacies = useProviders("pharmacy", { seniorId });
  const form = useContractForm(MedicationInput, {
    defaultValues: {
      senior_id: seniorId,
      medicine: medication?.medicine ?? "",
      dose_form: (medication?.dose_form ?? "") as never,
      dose_frequency: {
        every: medication?.dose_frequency.every ?? 1,
        period: (medication?.dose_frequency.period ?? "day") as never,
      },
      when: (medication?.when ?? "") as never,
      date_prescribed: medication?.date_prescribed ?? "",
      date_discontinued: medication?.date_discontinued ?? "",
      pharmacy_id: medication?.pharmacy_id ?? "",
      notes: medication?.notes ?? "",
      status: "Save",
    },
  });
  const submitted = medication?.status === "Submit";

  const send = (status: MedicationStatus) => {
    form.setValue("status", status);
    return form.handleSubmit(async (values) => {
      try {
        const body = medication ? { ...values, medication_id: medication.medication_id } : values;
        const answer = await save.mutateAsync(body);
        toast.show({ type: "success", message: answer.message });
        onClose();
      } catch (err) {
        if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
      }
    })();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="medication-dialog-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send("Submit");
        }}
      >
        <DialogTitle id="medication-dialog-title">{medication ? "Edit Medication" : "Add Medication"}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <MedicineField control={form.control} name="medicine" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormSelectField
                control={form.control}
                name="dose_form"
                label="Dose Form"
                required
                fullWidth
                size="small"
                options={DOSE_FORMS}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormTextField
                control={form.control}
                name="dose_frequency.every"
                label="Times"
                required
                type="number"
                fullWidth
                size="small"
                slotProps={{ htmlInput: { min: 1, max: 24 } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormSelectField
                control={form.control}
                name="dose_frequency.period"
                label="Frequency"
                required
                fullWidth
                size="small"
                options={DOSE_PERIODS}
                optionLabel={(p) => PERIOD_LABEL[p]}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormSelectField
                control={form.control}
                name="when"
                label="When"
                required
                fullWidth
                size="small"
                options={MEDICATION_WHEN}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormDateField control={form.control} name="date_prescribed" label="Date Prescribed" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormDateField control={form.control} name="date_discontinued" label="Date Discontinued" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormSelectField
                control={form.control}
                name="pharmacy_id"
                label="Pharmacy"
                fullWidth
                size="small"
                emptyOption="None"
                options={(pharmacies.data?.providers ?? []).map((p) => ({
                  value: p.provider_id,
                  label: p.contact_phone ? `${p.name} · ${formatPhone(p.contact_phone)}` : p.name,
                }))}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField control={form.control} name="notes" label="Notes" multiline minRows={3} fullWidth />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          {!submitted && (
            <Button variant="outlined" disabled={form.formState.isSubmitting} onClick={() => void send("Save")}>
              Save
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
