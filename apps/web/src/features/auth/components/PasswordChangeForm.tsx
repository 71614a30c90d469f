import { evaluatePassword } from "@care/contracts";
import { Box, Button, Stack, TextField } from "@mui/material";
import { useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { PASSWORD_FORM_MESSAGES } from "../messages";
import { PasswordField } from "./PasswordField";
import { PasswordRuleList } from "./PasswordRuleList";

export interface PasswordFormValues {
  code: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChangeFormProps {
  /** Change-password: the old password is asked for and checked on blur. */
  verifyOldPassword?: (password: string) => Promise<boolean>;
  /** Forgot-password verification: the mailed code is asked for too. */
  withCode?: boolean;
  /** Reset mode shows the rules before typing starts (spec 1 §5). */
  alwaysShowRules?: boolean;
  onSubmit(values: PasswordFormValues): Promise<void>;
  onCancel?: () => void;
}

/**
 * New password + re-entered password with the live rule list, and optionally the old password or a mailed code.
 * Submit stays disabled until every field is filled and nothing is in error (spec 1 §4 "Password change").
 */
export function PasswordChangeForm({
  verifyOldPassword,
  withCode = false,
  alwaysShowRules = false,
  onSubmit,
  onCancel,
}: PasswordChangeFormProps): ReactNode {
  const withOld = verifyOldPassword !== undefined;
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<PasswordFormValues>({
    mode: "onChange",
    defaultValues: { code: "", oldPassword: "", newPassword: "", confirmPassword: "" },
  });
  const [oldChecked, setOldChecked] = useState<"unknown" | "ok" | "wrong">("unknown");
  const newPassword = useWatch({ control, name: "newPassword" });

  const checkOld = async (value: string): Promise<void> => {
    if (!verifyOldPassword || !value) return;
    let ok = false;
    try {
      ok = await verifyOldPassword(value);
    } catch {
      ok = false;
    }
    setOldChecked(ok ? "ok" : "wrong");
    if (ok) clearErrors("oldPassword");
    else setError("oldPassword", { type: "server", message: PASSWORD_FORM_MESSAGES.incorrectOld });
  };

  const submitDisabled = !formState.isValid || formState.isSubmitting || (withOld && oldChecked === "wrong");

  return (
    <Box component="form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <Stack spacing={2}>
        {withCode && (
          <Controller
            name="code"
            control={control}
            rules={{
              required: PASSWORD_FORM_MESSAGES.required,
              pattern: { value: /^\d{6}$/, message: PASSWORD_FORM_MESSAGES.codeFormat },
            }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label="Verification Code"
                required
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
        {withOld && (
          <Controller
            name="oldPassword"
            control={control}
            rules={{
              required: PASSWORD_FORM_MESSAGES.required,
              validate: () => oldChecked !== "wrong" || PASSWORD_FORM_MESSAGES.incorrectOld,
            }}
            render={({ field: { ref, onBlur, onChange, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                label="Old Password"
                placeholder="Enter Old Password"
                required
                autoComplete="current-password"
                onChange={(e) => {
                  setOldChecked("unknown");
                  onChange(e);
                }}
                onBlur={() => {
                  onBlur();
                  void checkOld(field.value);
                }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
        <Box>
          <Controller
            name="newPassword"
            control={control}
            rules={{
              required: PASSWORD_FORM_MESSAGES.required,
              // The rule list says which rules fail; the field only turns red.
              validate: (v) => evaluatePassword(v).valid || " ",
              deps: ["confirmPassword"],
            }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                label="New Password"
                placeholder="Enter New Password"
                required
                fullWidth
                autoComplete="new-password"
                error={Boolean(fieldState.error) && field.value.length > 0}
              />
            )}
          />
          <PasswordRuleList password={newPassword} always={alwaysShowRules} />
        </Box>
        <Controller
          name="confirmPassword"
          control={control}
          rules={{
            required: PASSWORD_FORM_MESSAGES.required,
            validate: (v, values) => v === values.newPassword || PASSWORD_FORM_MESSAGES.mismatch,
          }}
          render={({ field: { ref, ...field }, fieldState }) => (
            <PasswordField
              {...field}
              inputRef={ref}
              label="Re-enter Password"
              placeholder="Re-enter New Password"
              required
              autoComplete="new-password"
              error={Boolean(fieldState.error) && field.value.length > 0}
              helperText={field.value.length > 0 ? fieldState.error?.message : undefined}
            />
          )}
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: "flex-end" }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={formState.isSubmitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={submitDisabled}>
            Submit
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
