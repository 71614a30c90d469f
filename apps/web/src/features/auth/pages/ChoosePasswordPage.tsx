import { Alert, Link } from "@mui/material";
import { useState, type ReactNode } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { PATHS } from "../../../lib/routing/paths";
import { useApi } from "../../../lib/services";
import { ApiError } from "../../../lib/api/api-error";
import { changePassword, resetPassword } from "../api/auth-api";
import { AuthLayout } from "../components/AuthLayout";
import { PasswordChangeForm, type PasswordFormValues } from "../components/PasswordChangeForm";
import { PASSWORD_FORM_MESSAGES, passwordServerMessage } from "../messages";
import type { LoginNotice } from "./login-notice";

const RESET_DONE: LoginNotice = {
  message: PASSWORD_FORM_MESSAGES.reset,
  detail: PASSWORD_FORM_MESSAGES.loginAgain,
  severity: "success",
};

/**
 * /choose-password?otp&email (spec 1 §2): from a reset link (otp in the query), or right after a first login with a
 * forced reset (the temporary password and token held in memory by the login page). Success leads to /login.
 */
export function ChoosePasswordPage(): ReactNode {
  const [params] = useSearchParams();
  const api = useApi();
  const navigate = useNavigate();
  const { pendingPasswordChange, setPendingPasswordChange } = useAuth();
  const [error, setError] = useState<string | null>(null);
  // A '+' in an email arrives as a space from a query string.
  const email = (params.get("email") ?? "").replaceAll(" ", "+");
  const otp = params.get("otp");
  const firstLogin = !otp && pendingPasswordChange ? pendingPasswordChange : null;

  const submit = async (values: PasswordFormValues): Promise<void> => {
    setError(null);
    try {
      if (otp) {
        await resetPassword(api, { email, otp, password: values.newPassword });
      } else if (firstLogin) {
        if (values.newPassword === firstLogin.oldPassword) {
          setError(PASSWORD_FORM_MESSAGES.similarToOld);
          return;
        }
        await changePassword(
          api,
          { oldPassword: firstLogin.oldPassword, newPassword: values.newPassword },
          firstLogin.accessToken,
        );
        setPendingPasswordChange(null);
      }
      void navigate(PATHS.login, { replace: true, state: { notice: RESET_DONE } });
    } catch (err) {
      setError(passwordServerMessage(err instanceof ApiError ? err.message : String(err)));
    }
  };

  if (!otp && !firstLogin) {
    return (
      <AuthLayout title="Choose Password">
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
    <AuthLayout title="Change Password" subtitle={email ? `Choose a new password for ${email}.` : undefined}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="password-error">
          {error}
        </Alert>
      )}
      <PasswordChangeForm
        alwaysShowRules={Boolean(otp)}
        onSubmit={submit}
        onCancel={() => void navigate(PATHS.login)}
      />
    </AuthLayout>
  );
}
