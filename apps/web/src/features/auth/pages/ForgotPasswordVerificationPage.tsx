import { Alert, Button, Link, Stack } from "@mui/material";
import { useState, type ReactNode } from "react";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { PATHS } from "../../../lib/routing/paths";
import { useApi } from "../../../lib/services";
import { ApiError } from "../../../lib/api/api-error";
import { resendCode, resetPassword } from "../api/auth-api";
import { AuthLayout } from "../components/AuthLayout";
import { PasswordChangeForm, type PasswordFormValues } from "../components/PasswordChangeForm";
import { PASSWORD_FORM_MESSAGES, passwordServerMessage } from "../messages";
import type { LoginNotice } from "./login-notice";

/** Step two of a reset: the mailed code and the new password; success leads to /login. */
export function ForgotPasswordVerificationPage(): ReactNode {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const email = (params.get("email") ?? "").replaceAll(" ", "+");
  const [info, setInfo] = useState<string | null>((location.state as { message?: string } | null)?.message ?? null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: PasswordFormValues): Promise<void> => {
    setError(null);
    try {
      await resetPassword(api, { email, otp: values.code, password: values.newPassword });
      const notice: LoginNotice = {
        message: PASSWORD_FORM_MESSAGES.reset,
        detail: PASSWORD_FORM_MESSAGES.loginAgain,
        severity: "success",
      };
      void navigate(PATHS.login, { replace: true, state: { notice } });
    } catch (err) {
      setError(passwordServerMessage(err instanceof ApiError ? err.message : String(err)));
    }
  };

  const resend = async (): Promise<void> => {
    setError(null);
    try {
      setInfo(await resendCode(api, email));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };

  if (!email) {
    return (
      <AuthLayout title="Verify Code">
        <Alert severity="warning" sx={{ mb: 2 }}>
          {PASSWORD_FORM_MESSAGES.invalidLink}
        </Alert>
        <Link component={RouterLink} to={PATHS.forgotPassword}>
          Forgot Password
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Verify Code" subtitle={`Enter the code sent to ${email} and choose a new password.`}>
      <Stack spacing={1} sx={{ mb: 2 }}>
        {info && <Alert severity="info">{info}</Alert>}
        {error && (
          <Alert severity="error" data-testid="password-error">
            {error}
          </Alert>
        )}
      </Stack>
      <PasswordChangeForm withCode alwaysShowRules onSubmit={submit} onCancel={() => void navigate(PATHS.login)} />
      <Button onClick={() => void resend()} sx={{ mt: 1 }}>
        Resend code
      </Button>
    </AuthLayout>
  );
}
