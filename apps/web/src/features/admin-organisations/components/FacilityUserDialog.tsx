import { usersFacilityUserRoutes } from "@care/contracts";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
} from "@mui/material";
import type { ReactNode } from "react";
import { useToast } from "../../../app/feedback/toast-context";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { useCreateFacilityUser, useOrganisationOptions } from "../api/facility-users";

const schema = usersFacilityUserRoutes.createFacilityUser.body;

/** Add a facility agent ('Business Care Agent'): they get a first-login mail with a one-time code. */
export function FacilityUserDialog({ onClose }: { onClose: () => void }): ReactNode {
  const toast = useToast();
  const create = useCreateFacilityUser();
  const options = useOrganisationOptions();
  const corpName = new Map((options.data?.corporations ?? []).map((c) => [c.id, c.name]));
  const form = useContractForm(schema, {
    defaultValues: { first_name: "", last_name: "", email: "", phone: "", facility_id: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.show({ type: "success", message: "Account created successfully!" });
      onClose();
    } catch (err) {
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
    }
  });
  const field = { control: form.control, fullWidth: true, size: "small" } as const;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="facility-user-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="facility-user-dialog-title">Add Business Care Agent</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The agent receives an email with a one-time code to choose their password.
          </DialogContentText>
          <Stack spacing={2}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormTextField {...field} name="first_name" label="First Name" required />
              <FormTextField {...field} name="last_name" label="Last Name" required />
            </Stack>
            <FormTextField {...field} name="email" label="Email" required type="email" />
            <PhoneField {...field} name="phone" label="Phone" />
            <FormTextField {...field} name="facility_id" label="Agency" required select>
              {(options.data?.facilities ?? []).map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.name} ({corpName.get(f.corporate_id) ?? "-"})
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Create Account
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
