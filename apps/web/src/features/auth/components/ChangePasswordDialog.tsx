import { Dialog, DialogContent, DialogTitle } from "@mui/material";
import type { ReactNode } from "react";
import { useChangePassword } from "../hooks/use-change-password";
import { PasswordChangeForm } from "./PasswordChangeForm";

/**
 * The change-password form in a dialog, for a user told that the password expires whose roles have no
 * /change-password screen (Admin, Admin_WellnessServices: spec 1 §2 lists the screen for the other four roles, the
 * API's change-password call takes every staff role). Same checks and the same fresh login afterwards.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }): ReactNode {
  const flow = useChangePassword();
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-password-title">Change Password</DialogTitle>
      <DialogContent>
        <PasswordChangeForm verifyOldPassword={flow.verifyOldPassword} onSubmit={flow.submit} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}
