import { Card, CardContent } from "@mui/material";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useAuth, useSession } from "../../../lib/auth/auth-context";
import { useToast } from "../../../lib/feedback/toast-context";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { useApi } from "../../../lib/services";
import { landingPath } from "../../../lib/session/session";
import { ApiError } from "../../../lib/api/api-error";
import { changePassword, validatePassword, verifyPassword } from "../api/auth-api";
import { PasswordChangeForm, type PasswordFormValues } from "../components/PasswordChangeForm";
import { PASSWORD_FORM_MESSAGES, passwordServerMessage } from "../messages";

/** /change-password: old password checked on blur, live rules, then a forced fresh login (spec 1 §4). */
export function ChangePasswordPage(): ReactNode {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const { logout } = useAuth();

  const submit = async (values: PasswordFormValues): Promise<void> => {
    if (values.newPassword === values.oldPassword) {
      toast.show({ type: "error", message: PASSWORD_FORM_MESSAGES.similarToOld });
      return;
    }
    try {
      const check = await validatePassword(api, values.newPassword);
      if (!check.valid) {
        toast.show({
          type: "error",
          message: check.rules
            .filter((r) => !r.passed)
            .map((r) => r.label)
            .join(", "),
        });
        return;
      }
      await changePassword(api, { oldPassword: values.oldPassword, newPassword: values.newPassword });
    } catch (err) {
      toast.show({
        type: "error",
        message: passwordServerMessage(err instanceof ApiError ? err.message : String(err)),
      });
      return;
    }
    toast.show({ type: "success", message: PASSWORD_FORM_MESSAGES.changed });
    await logout(PASSWORD_FORM_MESSAGES.changed);
  };

  return (
    <>
      <PageHeader
        title="Change Password"
        crumbs={[{ label: "Home", to: landingPath(session) }, { label: "Change Password" }]}
      />
      <Card sx={{ maxWidth: 520 }}>
        <CardContent sx={{ p: 3 }}>
          <PasswordChangeForm
            verifyOldPassword={(password) => verifyPassword(api, password)}
            onSubmit={submit}
            onCancel={() => void navigate(landingPath(session))}
          />
        </CardContent>
      </Card>
    </>
  );
}
