import { FACILITY_TYPE_LABELS, MEMBER_MESSAGES, MEMBER_TYPE_LABELS } from "@care/contracts";
import { Box, MenuItem, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { useApi } from "../../../lib/services";
import { FormCheckbox } from "../../../lib/forms/FormCheckbox";
import { FormDateField } from "../../../lib/forms/FormDateField";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { isEmailTaken, isMobileTaken, validateMemberDuplicates } from "../api/check-existence";
import { useFacilityOptions } from "../../../lib/shared/facility-options";
import type { SeniorIds } from "../api/member-routes";
import { AddressFields } from "./AddressFields";
import { FormSection } from "./form-grid";
import type { MemberForm } from "./member-form";
import { ApiError } from "../../../lib/api/api-error";

export const GENDERS = ["Male", "Female", "Other"] as const;

/**
 * The existence checks of the member form on leaving the email or mobile field (spec 2 §5 'Email address already
 * in use', 'Mobile number already in use'): a new member's against every account, an existing member's through
 * validate-duplicate-data so their own values are no duplicate.
 */
function useExistenceCheck(
  form: MemberForm,
  existing: SeniorIds | null,
): (field: "email" | "mobile_number") => Promise<void> {
  const api = useApi();
  return async (field) => {
    const value = form.getValues(field) ?? "";
    // The field's own rules first: an invalid or empty value is no account's.
    if (!value.trim() || !(await form.trigger(field))) return;
    const taken = async (): Promise<boolean> => {
      if (existing) {
        try {
          const body = { senior_id: existing.seniorId, account_id: existing.accountId };
          const email = form.getValues("email").trim().toLowerCase();
          await validateMemberDuplicates(
            api,
            field === "email" ? { ...body, email } : { ...body, mobile_number: value.replace(/\D/g, "") },
          );
          return false;
        } catch (err) {
          return err instanceof ApiError && err.httpStatus === 409;
        }
      }
      return field === "email"
        ? isEmailTaken(api, value.trim().toLowerCase())
        : isMobileTaken(api, value.replace(/\D/g, ""));
    };
    await taken().then(
      (yes) => {
        if (yes) {
          form.setError(field, {
            type: "server",
            message: field === "email" ? MEMBER_MESSAGES.emailInUse : MEMBER_MESSAGES.mobileInUse,
          });
        }
      },
      // A failed check is no verdict: the save checks again.
      () => undefined,
    );
  };
}

/**
 * Every field of the user-create form (spec 2 §3): name, mobile, email, gender, dob, address, member type and where
 * the member lives. A facility agent's facility is fixed (`facilityFixed`).
 */
export function MemberFields({
  form,
  memberId,
  existing,
  facilityFixed,
}: {
  form: MemberForm;
  memberId: number | undefined;
  existing: SeniorIds | null;
  facilityFixed: boolean;
}): ReactNode {
  const { control } = form;
  const check = useExistenceCheck(form, existing);
  const options = useFacilityOptions();
  const isResident = form.watch("isResident");
  const corporate = form.watch("corporate");
  const facilityType = form.watch("facility_type");
  const facilities = (options.data?.facilities ?? []).filter(
    (f) => (!corporate || f.corporate_id === corporate) && (!facilityType || f.facility_type === facilityType),
  );
  const setPlace = (name: "corporate" | "facility_type" | "facility", value: string | null): void =>
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: true });

  return (
    <>
      <FormSection title="Personal Information">
        <TextField
          label="Member ID"
          size="small"
          value={memberId ?? ""}
          slotProps={{ htmlInput: { readOnly: true } }}
          disabled={memberId === undefined}
        />
        <FormTextField control={control} name="name.first_name" label="First Name" required size="small" />
        <FormTextField control={control} name="name.middle_name" label="Middle Name" size="small" />
        <FormTextField control={control} name="name.last_name" label="Last Name" required size="small" />
        <Box onBlur={() => void check("mobile_number")}>
          <PhoneField control={control} name="mobile_number" label="Mobile Number" required size="small" fullWidth />
        </Box>
        <Box onBlur={() => void check("email")}>
          <FormTextField control={control} name="email" label="Email" required size="small" type="email" fullWidth />
        </Box>
        <FormSelectField control={control} name="gender" label="Gender" required size="small" options={GENDERS} />
        <FormDateField control={control} name="dob" label="Date of Birth" required />
      </FormSection>
      <FormSection title="Address">
        <AddressFields form={form} />
      </FormSection>
      <FormSection title="Membership">
        <FormSelectField
          control={control}
          name="member_type"
          label="Member Type"
          required
          size="small"
          options={Object.entries(MEMBER_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <Box sx={{ gridColumn: { md: "span 2" } }}>
          <FormCheckbox control={control} name="isResident" label="Resident of a facility" disabled={facilityFixed} />
        </Box>
        {isResident && (
          <>
            <TextField
              select
              size="small"
              label="Corporate"
              value={corporate ?? ""}
              disabled={facilityFixed}
              onChange={(e) => {
                setPlace("corporate", e.target.value || null);
                setPlace("facility", null);
              }}
            >
              {(options.data?.corporations ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Facility Type"
              value={facilityType ?? ""}
              disabled={facilityFixed}
              onChange={(e) => {
                setPlace("facility_type", e.target.value || null);
                setPlace("facility", null);
              }}
            >
              {Object.entries(FACILITY_TYPE_LABELS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <FormSelectField
              control={control}
              name="facility"
              label="Facility"
              required
              size="small"
              disabled={facilityFixed}
              options={facilities.map((f) => ({ value: f.id, label: f.name }))}
            />
          </>
        )}
      </FormSection>
    </>
  );
}
