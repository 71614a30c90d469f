import { FACILITY_TYPE_LABELS, usersCorporateRoutes } from "@care/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useToast } from "../../../app/feedback/toast-context";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { US_STATES } from "../../../lib/us-states";
import { useCreateFacility } from "../api/facilities";

const schema = usersCorporateRoutes.createFacility.body;

/** Add a facility (agency) to a corporation: name, type, address and office phone. */
export function FacilityDialog({ corporateId, onClose }: { corporateId: string; onClose: () => void }): ReactNode {
  const toast = useToast();
  const create = useCreateFacility();
  const form = useContractForm(schema, {
    defaultValues: {
      corporate_id: corporateId,
      name: "",
      facility_type: "" as never,
      address_street: "",
      address_city: "",
      address_state: "",
      address_postalcode: "",
      phone_office: "",
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.show({ type: "success", message: "Saved Successfully" });
      onClose();
    } catch (err) {
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
    }
  });
  const field = { control: form.control, fullWidth: true, size: "small" } as const;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="facility-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="facility-dialog-title">Add Facility</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField {...field} name="name" label="Facility Name" required />
            <FormTextField {...field} name="facility_type" label="Facility Type" required select>
              {Object.entries(FACILITY_TYPE_LABELS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField {...field} name="address_street" label="Street" required />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormTextField {...field} name="address_city" label="City" required />
              <FormTextField {...field} name="address_state" label="State" required select>
                {US_STATES.map((s) => (
                  <MenuItem key={s.code} value={s.code}>
                    {s.name}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField {...field} name="address_postalcode" label="Zipcode" required />
            </Stack>
            <PhoneField {...field} name="phone_office" label="Office Phone" required />
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
