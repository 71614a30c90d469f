import {
  ACCOUNT_MESSAGES,
  ACCOUNT_ROLES,
  ACCOUNT_TIMEZONES,
  ROLE_LABELS,
  SHIFT_LABELS,
  SHIFTS,
  adminAccountRoutes,
} from "@care/contracts";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useEffect, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { ApiError } from "../../../lib/api/api-error";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormCheckbox } from "../../../lib/forms/FormCheckbox";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { maskPhone } from "../../../lib/forms/phone-mask";
import { PhoneField } from "../../../lib/forms/PhoneField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useSaveAccount, type Account } from "../api/accounts";

const schema = adminAccountRoutes.saveCareAgent.body;

function defaults(a: Account | null) {
  return {
    employee_id: a?.employee_id ?? "",
    name: {
      first_name: a?.name.first_name ?? "",
      middle_name: a?.name.middle_name ?? "",
      last_name: a?.name.last_name ?? "",
    },
    email: a?.email ?? "",
    role: a?.role ?? "CareAgent",
    phone_number: { number: maskPhone(a?.phone_number.number ?? ""), ext: a?.phone_number.ext ?? "" },
    location: {
      zipcode: a?.location.zipcode ?? "",
      city: a?.location.city ?? "",
      state: a?.location.state ?? "",
      timezone: a?.location.timezone ?? "America/New_York",
    },
    shift: a ? a.shift : "day",
    is_mfa_enabled: a?.is_mfa_enabled ?? false,
  } as const;
}

/**
 * Creates or edits a staff account (spec 2 §3 'Care agent'). The duplicate texts of the API ('Email address already
 * in use', 'Employee id already in use') land on their fields; a BDM has no shift, so the shift field goes away.
 */
export function AccountDialog({ account, onClose }: { account: Account | null; onClose: () => void }): ReactNode {
  const form = useContractForm(schema, { defaultValues: defaults(account) });
  const save = useSaveAccount();
  const c = form.control;
  const role = useWatch({ control: c, name: "role" });
  const { getValues, setValue } = form;
  useEffect(() => {
    // A BDM has no shift (spec 2 §3); another role needs one.
    if (role === "BDM") setValue("shift", null);
    else if (!getValues("shift")) setValue("shift", "day");
  }, [role, getValues, setValue]);
  const { onSubmit } = useFormDialog(form, {
    save: (body) => save.mutateAsync({ ...body, ...(account ? { user_id: account.user_id } : {}) }),
    success: account ? ACCOUNT_MESSAGES.saved : ACCOUNT_MESSAGES.created,
    onClose,
    // A cancelled call (the dialog closed under it) has nothing to say.
    onError: (err, toastError) => {
      if (!(err instanceof ApiError && err.kind === "canceled")) toastError();
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="account-title" maxWidth="md" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="account-title">{account ? "Edit Account" : "Add Account"}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" }, gap: 2, pt: 1 }}>
            <FormTextField control={c} name="employee_id" label="Employee Id" required size="small" />
            <FormTextField control={c} name="email" label="Email" required size="small" type="email" />
            <FormSelectField
              control={c}
              name="role"
              label="Role"
              required
              size="small"
              options={ACCOUNT_ROLES}
              optionLabel={(r) => ROLE_LABELS[r]}
            />
            <FormTextField control={c} name="name.first_name" label="First Name" required size="small" />
            <FormTextField control={c} name="name.middle_name" label="Middle Name" size="small" />
            <FormTextField control={c} name="name.last_name" label="Last Name" required size="small" />
            <PhoneField control={c} name="phone_number.number" label="Phone Number" required size="small" />
            <FormTextField control={c} name="phone_number.ext" label="Ext" size="small" />
            {role === "BDM" ? (
              <Box />
            ) : (
              <FormSelectField
                control={c}
                name="shift"
                label="Shift"
                required
                size="small"
                options={SHIFTS}
                optionLabel={(s) => SHIFT_LABELS[s]}
              />
            )}
            <FormTextField control={c} name="location.zipcode" label="Zipcode" required size="small" />
            <FormTextField control={c} name="location.city" label="City" required size="small" />
            <FormTextField control={c} name="location.state" label="State" required size="small" />
            <FormSelectField
              control={c}
              name="location.timezone"
              label="Time Zone"
              required
              size="small"
              options={ACCOUNT_TIMEZONES}
            />
            <FormCheckbox control={c} name="is_mfa_enabled" label="Multi-factor authentication" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {account ? "Save" : "Create"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
