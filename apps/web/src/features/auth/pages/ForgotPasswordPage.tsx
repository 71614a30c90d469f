import { EmailSchema } from "@care/contracts";
import { Alert, Box, Button, Link, Stack, TextField } from "@mui/material";
import { useState, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate } from "react-router";
import { PATHS } from "../../../lib/routing/paths";
import { useApi } from "../../../lib/services";
import { forgotPassword } from "../api/auth-api";
import { AuthLayout } from "../components/AuthLayout";
import { PASSWORD_FORM_MESSAGES } from "../messages";
import { signInErrorMessage } from "../sign-in";

/** Step one of a reset: the email; a code is mailed and the verification step asks for it. */
export function ForgotPasswordPage(): ReactNode {
  const api = useApi();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ mode: "onTouched", defaultValues: { email: "" } });

  const submit = async ({ email }: { email: string }): Promise<void> => {
    setError(null);
    try {
      const message = await forgotPassword(api, email);
      const normalized = email.trim().toLowerCase();
      void navigate(`${PATHS.forgotPasswordVerification}?email=${encodeURIComponent(normalized)}`, {
        state: { message },
      });
    } catch (err) {
      setError(signInErrorMessage(err, "code"));
    }
  };

  return (
    <AuthLayout title="Forgot Password" subtitle="Enter your email and we will send you a verification code.">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
        <Stack spacing={2}>
          <Controller
            name="email"
            control={form.control}
            rules={{
              required: PASSWORD_FORM_MESSAGES.required,
              validate: (v) => EmailSchema.safeParse(v).success || PASSWORD_FORM_MESSAGES.invalidEmail,
            }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label="Email"
                type="email"
                required
                autoFocus
                autoComplete="username"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            Send Code
          </Button>
          <Link component={RouterLink} to={PATHS.login} sx={{ alignSelf: "center" }}>
            Back to Login
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
