import { FACILITY_TYPE_LABELS, ORGANISATION_MESSAGES, adminOrganisationRoutes } from "@care/contracts";
import { Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { US_STATES } from "../../../lib/us-states";
import { useCreateFacility } from "../api/facilities";

const schema = adminOrganisationRoutes.createFacility.body;

/** Add a facility (agency) to a corporation: name, type, address and office phone. */
export function FacilityDialog({ corporateId, onClose }: { corporateId: string; onClose: () => void }): ReactNode {
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
  const dialog = useFormDialog(form, {
    save: (values) => create.mutateAsync(values),
    success: ORGANISATION_MESSAGES.saved,
    onClose,
  });
  const field = { control: form.control, fullWidth: true, size: "small" } as const;
  return (
    <FormDialog titleId="facility-dialog-title" title="Add Facility" {...dialog}>
      <FormTextField {...field} name="name" label="Facility Name" required />
      <FormSelectField
        {...field}
        name="facility_type"
        label="Facility Type"
        required
        options={Object.entries(FACILITY_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <FormTextField {...field} name="address_street" label="Street" required />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField {...field} name="address_city" label="City" required />
        <FormSelectField
          {...field}
          name="address_state"
          label="State"
          required
          options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
        />
        <FormTextField {...field} name="address_postalcode" label="Zipcode" required />
      </Stack>
      <PhoneField {...field} name="phone_office" label="Office Phone" required />
    </FormDialog>
  );
}
