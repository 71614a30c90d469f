import { useAuth } from "../../../lib/auth/auth-context";
import { ApiError } from "../../../lib/api/api-error";
import { useToast } from "../../../lib/feedback/toast-context";
import { useApi } from "../../../lib/services";
import { changePassword, validatePassword, verifyPassword } from "../api/auth-api";
import type { PasswordFormValues } from "../components/PasswordChangeForm";
import { PASSWORD_FORM_MESSAGES, passwordServerMessage } from "../messages";

export interface ChangePasswordFlow {
  /** Checks the old password (on blur of its field). */
  verifyOldPassword(password: string): Promise<boolean>;
  /** The rules, then the change, then a forced fresh login (spec 1 §4); failures are toasts. */
  submit(values: PasswordFormValues): Promise<void>;
}

/** The change-password flow of the /change-password screen and of the user menu's dialog. */
export function useChangePassword(): ChangePasswordFlow {
  const api = useApi();
  const toast = useToast();
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

  return { verifyOldPassword: (password) => verifyPassword(api, password), submit };
}
