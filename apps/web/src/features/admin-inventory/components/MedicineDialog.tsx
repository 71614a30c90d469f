import { MEDICINE_MESSAGES, MEDICINE_NAME_MAX, adminMedicineRoutes } from "@care/contracts";
import type { ReactNode } from "react";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useCreateMedicine, useUpdateMedicine, type Medicine } from "../api/medicines";

const schema = adminMedicineRoutes.createAdminMedicine.body;

/** Add a medicine to the catalogue, or rename one (`medicine`): the name is unique in any case. */
export function MedicineDialog({ medicine, onClose }: { medicine: Medicine | null; onClose: () => void }): ReactNode {
  const create = useCreateMedicine();
  const update = useUpdateMedicine();
  const form = useContractForm(schema, { defaultValues: { name: medicine?.name ?? "" } });
  const dialog = useFormDialog(form, {
    save: (values) =>
      medicine ? update.mutateAsync({ ...values, medicine_id: medicine.medicine_id }) : create.mutateAsync(values),
    success: MEDICINE_MESSAGES.saved,
    onClose,
  });
  return (
    <FormDialog titleId="medicine-dialog-title" title={medicine ? "Edit Medication" : "Add Medication"} {...dialog}>
      <FormTextField
        control={form.control}
        name="name"
        label="Medicine Name"
        required
        fullWidth
        size="small"
        helperText="As the medication form's search should offer it, e.g. 'Metformin 500 mg'"
        slotProps={{ htmlInput: { maxLength: MEDICINE_NAME_MAX } }}
      />
    </FormDialog>
  );
}
