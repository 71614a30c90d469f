import { ORGANISATION_MESSAGES, adminOrganisationRoutes } from "@care/contracts";
import type { ReactNode } from "react";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useCreateCorporate } from "../api/corporates";

const schema = adminOrganisationRoutes.createCorporate.body;

/** Add a corporation: its name (unique, any case) and office phone. */
export function CorporateDialog({ onClose }: { onClose: () => void }): ReactNode {
  const create = useCreateCorporate();
  const form = useContractForm(schema, { defaultValues: { name: "", phone_office: "" } });
  const dialog = useFormDialog(form, {
    save: (values) => create.mutateAsync(values),
    success: ORGANISATION_MESSAGES.saved,
    onClose,
  });
  return (
    <FormDialog titleId="corporate-dialog-title" title="Add Corporation" {...dialog}>
      <FormTextField control={form.control} name="name" label="Corporation Name" required fullWidth size="small" />
      <PhoneField control={form.control} name="phone_office" label="Office Phone" required fullWidth size="small" />
    </FormDialog>
  );
}
