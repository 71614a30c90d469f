import { CARE_TEAM_MESSAGES, CAREGIVER_TYPES, careCircleRoutes } from "@care/contracts";
import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api/api-error";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormCheckbox } from "../../../lib/forms/FormCheckbox";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { maskPhone } from "../../../lib/forms/phone-mask";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useSaveCaregiver, type Caregiver, type CaregiverInput } from "../api/care-circle";
import { seniorQuery, type SeniorIds } from "../api/member-routes";

export const CAREGIVER_TYPE_LABELS: Record<(typeof CAREGIVER_TYPES)[number], string> = {
  primary: "Primary",
  secondary: "Secondary",
  alternate: "Alternate",
};
export const RELATIONSHIPS = [
  "Spouse",
  "Son",
  "Daughter",
  "Sibling",
  "Grandchild",
  "Friend",
  "Neighbor",
  "Professional Caregiver",
  "Other",
];

function defaults(senior: SeniorIds, c: Caregiver | null): CaregiverInput {
  return {
    ...seniorQuery(senior),
    name: { firstName: c?.name.firstName ?? "", lastName: c?.name.lastName ?? "" },
    email: c?.email ?? "",
    mobileNumber: maskPhone(c?.mobileNumber ?? ""),
    // The caregiver's place in the care circle, where the spec's caregiver holds it (spec 2 §3 senior_info).
    senior_info: {
      caregiver_type: c?.senior_info.caregiver_type ?? "primary",
      emergency_contact: c?.senior_info.emergency_contact ?? false,
      relationship_with_senior: c?.senior_info.relationship_with_senior ?? "",
    },
  };
}

/** Adds or edits a caregiver (spec 2 §3); the API's duplicate texts land on the email and mobile fields. */
export function CaregiverDialog({
  senior,
  caregiver,
  onClose,
}: {
  senior: SeniorIds;
  caregiver: Caregiver | null;
  onClose: () => void;
}): ReactNode {
  const form = useContractForm(careCircleRoutes.create.body, { defaultValues: defaults(senior, caregiver) });
  const save = useSaveCaregiver();
  const c = form.control;
  const dialog = useFormDialog(form, {
    save: (body) => save.mutateAsync({ ...body, ...(caregiver ? { caregiver_id: caregiver.caregiver_id } : {}) }),
    success: CARE_TEAM_MESSAGES.saved,
    onClose,
    // A cancelled call (the dialog closed under it) has nothing to say.
    onError: (err, toastError) => {
      if (!(err instanceof ApiError && err.kind === "canceled")) toastError();
    },
  });
  const title = caregiver ? "Edit Caregiver" : "Add Caregiver";
  return (
    <FormDialog titleId="caregiver-title" title={title} disableCancelWhileSubmitting {...dialog}>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <FormTextField control={c} name="name.firstName" label="First Name" required size="small" />
        <FormTextField control={c} name="name.lastName" label="Last Name" required size="small" />
        <PhoneField control={c} name="mobileNumber" label="Mobile Number" required size="small" />
        <FormTextField control={c} name="email" label="Email" size="small" type="email" />
        <FormSelectField
          control={c}
          name="senior_info.relationship_with_senior"
          label="Relationship"
          required
          size="small"
          options={RELATIONSHIPS}
        />
        <FormSelectField
          control={c}
          name="senior_info.caregiver_type"
          label="Caregiver Type"
          required
          size="small"
          options={CAREGIVER_TYPES}
          optionLabel={(t) => CAREGIVER_TYPE_LABELS[t]}
        />
        <FormCheckbox control={c} name="senior_info.emergency_contact" label="Emergency Contact" />
      </Box>
    </FormDialog>
  );
}
