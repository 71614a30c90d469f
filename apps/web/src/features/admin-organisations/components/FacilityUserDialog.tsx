import { facilityUserRoutes } from "@care/contracts";
import { DialogContentText, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useFacilityOptions } from "../../../lib/shared/facility-options";
import { useCreateFacilityUser } from "../api/facility-users";

const schema = facilityUserRoutes.createFacilityUser.body;

/** Add a facility agent ('Business Care Agent'): they get a first-login mail with a one-time code. */
export function FacilityUserDialog({ onClose }: { onClose: () => void }): ReactNode {
  const create = useCreateFacilityUser();
  const options = useFacilityOptions();
  const corpName = new Map((options.data?.corporations ?? []).map((c) => [c.id, c.name]));
  const form = useContractForm(schema, {
    defaultValues: { first_name: "", last_name: "", email: "", phone: "", facility_id: "" },
  });
  const dialog = useFormDialog(form, {
    save: (values) => create.mutateAsync(values),
    success: "Account created successfully!",
    onClose,
  });
  const field = { control: form.control, fullWidth: true, size: "small" } as const;
  return (
    <FormDialog
      titleId="facility-user-dialog-title"
      title="Add Business Care Agent"
      {...dialog}
      submitLabel="Create Account"
    >
      <DialogContentText>The agent receives an email with a one-time code to choose their password.</DialogContentText>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField {...field} name="first_name" label="First Name" required />
        <FormTextField {...field} name="last_name" label="Last Name" required />
      </Stack>
      <FormTextField {...field} name="email" label="Email" required type="email" />
      <PhoneField {...field} name="phone" label="Phone" />
      <FormSelectField
        {...field}
        name="facility_id"
        label="Agency"
        required
        options={(options.data?.facilities ?? []).map((f) => ({
          value: f.id,
          label: `${f.name} (${corpName.get(f.corporate_id) ?? "-"})`,
        }))}
      />
    </FormDialog>
  );
}
