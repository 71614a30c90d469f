import { CARE_TEAM_MESSAGES, providerRoutes, type ProviderTypeValue } from "@care/contracts";
import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api/api-error";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormCheckbox } from "../../../lib/forms/FormCheckbox";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { maskPhone } from "../../../lib/forms/phone-mask";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { seniorQuery, type SeniorIds } from "../api/member-routes";
import type { Provider } from "../../../lib/shared/providers";
import { useSaveProvider } from "../api/providers";

export const PROVIDER_TITLES: Record<ProviderTypeValue, { one: string; many: string }> = {
  doctor: { one: "Doctor", many: "Doctors" },
  dentist: { one: "Dentist", many: "Dentists" },
  pharmacy: { one: "Pharmacy", many: "Pharmacies" },
};

/**
 * Adds or edits a doctor or dentist (name, contact phone, provider name, speciality, primary flag) or a pharmacy
 * (name, phone), validated by the type's own contract body (spec 2 §3).
 */
export function ProviderDialog({
  senior,
  type,
  provider,
  onClose,
}: {
  senior: SeniorIds;
  type: ProviderTypeValue;
  provider: Provider | null;
  onClose: () => void;
}): ReactNode {
  const isPharmacy = type === "pharmacy";
  const schema = isPharmacy ? providerRoutes.pharmacy.create.body : providerRoutes.doctor.create.body;
  const form = useContractForm(schema as typeof providerRoutes.doctor.create.body, {
    defaultValues: {
      ...seniorQuery(senior),
      name: provider?.name ?? "",
      contact_phone: maskPhone(provider?.contact_phone ?? ""),
      ...(isPharmacy
        ? {}
        : {
            provider_name: provider?.provider_name ?? "",
            speciality: provider?.speciality ?? "",
            is_primary: provider?.is_primary ?? false,
          }),
    },
  });
  const save = useSaveProvider(senior, type);
  const c = form.control;
  const dialog = useFormDialog(form, {
    save: (body) => save.mutateAsync({ ...body, ...(provider ? { provider_id: provider.provider_id } : {}) }),
    success: CARE_TEAM_MESSAGES.saved,
    onClose,
    // A cancelled call (the dialog closed under it) has nothing to say.
    onError: (err, toastError) => {
      if (!(err instanceof ApiError && err.kind === "canceled")) toastError();
    },
  });
  const title = `${provider ? "Edit" : "Add"} ${PROVIDER_TITLES[type].one}`;
  return (
    <FormDialog titleId="provider-title" title={title} disableCancelWhileSubmitting {...dialog}>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <FormTextField control={c} name="name" label="Name" required size="small" />
        <PhoneField control={c} name="contact_phone" label="Contact Phone" required={!isPharmacy} size="small" />
        {!isPharmacy && (
          <>
            <FormTextField control={c} name="provider_name" label="Provider Name" required size="small" />
            <FormTextField control={c} name="speciality" label="Speciality" required size="small" />
            <FormCheckbox control={c} name="is_primary" label="Primary" />
          </>
        )}
      </Box>
    </FormDialog>
  );
}
