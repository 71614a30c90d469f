import { MEMBER_ADMIN_MESSAGES, usersAdminMemberRoutes } from "@care/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import type { ReactNode } from "react";
import { useToast } from "../../../app/feedback/toast-context";
import { ApiError } from "../../../lib/api/api-error";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { useDisableMember, type Member } from "../api/members";

/**
 * Disables a member with a reason (spec 2 §3 'Member disable/enable'). A member who still has a wellness coach is
 * refused by the API ('{coach} could not be disabled as the Member is still assigned to a Wellness Coach.'), which
 * the error dialog shows.
 */
export function DisableMemberDialog({ member, onClose }: { member: Member; onClose: () => void }): ReactNode {
  const toast = useToast();
  const form = useContractForm(usersAdminMemberRoutes.disableMember.body, {
    defaultValues: { member_id: member.member_id, reason: "" },
  });
  const disable = useDisableMember();
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await disable.mutateAsync(body);
      toast.show({ type: "success", message: MEMBER_ADMIN_MESSAGES.disabled });
      onClose();
    } catch (err) {
      // The error dialog has spoken (a coach still assigned); the dialog closes with it.
      if (err instanceof ApiError && err.kind !== "canceled") onClose();
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="disable-member-title" maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="disable-member-title">Disable Member</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {member.full_name} ({member.member_id}) leaves every list and dashboard; the member&apos;s history is kept
            and the account can be enabled again.
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label="Reason"
            required
            multiline
            minRows={2}
            fullWidth
            size="small"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={form.formState.isSubmitting}>
            Disable
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
