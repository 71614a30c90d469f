import { Card, CardContent } from "@mui/material";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useLandingPath } from "../../../lib/auth/auth-context";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { PasswordChangeForm } from "../components/PasswordChangeForm";
import { useChangePassword } from "../hooks/use-change-password";

/** /change-password: old password checked on blur, live rules, then a forced fresh login (spec 1 §4). */
export function ChangePasswordPage(): ReactNode {
  const navigate = useNavigate();
  const home = useLandingPath();
  const flow = useChangePassword();

  return (
    <>
      <PageHeader title="Change Password" crumbs={[{ label: "Home", to: home }, { label: "Change Password" }]} />
      <Card sx={{ maxWidth: 520 }}>
        <CardContent sx={{ p: 3 }}>
          <PasswordChangeForm
            verifyOldPassword={flow.verifyOldPassword}
            onSubmit={flow.submit}
            onCancel={() => void navigate(home)}
          />
        </CardContent>
      </Card>
    </>
  );
}
