import { usersCorporateRoutes } from "@care/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useToast } from "../../../app/feedback/toast-context";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { useCreateCorporate } from "../api/corporates";

const schema = usersCorporateRoutes.createCorporate.body;

/** Add a corporation: its name (unique, any case) and office phone. */
export function CorporateDialog({ onClose }: { onClose: () => void }): ReactNode {
  const toast = useToast();
  const create = useCreateCorporate();
  const form = useContractForm(schema, { defaultValues: { name: "", phone_office: "" } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.show({ type: "success", message: "Saved Successfully" });
      onClose();
    } catch (err) {
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="corporate-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="corporate-dialog-title">Add Corporation</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="name"
              label="Corporation Name"
              required
              fullWidth
              size="small"
            />
            <PhoneField
              control={form.control}
              name="phone_office"
              label="Office Phone"
              required
              fullWidth
              size="small"
            />
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
