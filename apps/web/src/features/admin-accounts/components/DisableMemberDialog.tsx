import { MEMBER_ADMIN_MESSAGES, adminMemberRoutes } from "@care/contracts";
import type { ReactNode } from "react";
import { ApiError } from "../../../lib/api/api-error";
import { useContractForm } from "../../../lib/forms/contract-form";
import { ReasonDialog } from "../../../lib/forms/ReasonDialog";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useDisableMember, type Member } from "../api/members";

/**
 * Disables a member with a reason (spec 2 §3 'Member disable/enable'). A member who still has a wellness coach is
 * refused by the API ('{coach} could not be disabled as the Member is still assigned to a Wellness Coach.'), which
 * the error dialog shows.
 */
export function DisableMemberDialog({ member, onClose }: { member: Member; onClose: () => void }): ReactNode {
  const form = useContractForm(adminMemberRoutes.disableMember.body, {
    defaultValues: { member_id: member.member_id, reason: "" },
  });
  const disable = useDisableMember();
  const dialog = useFormDialog(form, {
    save: (body) => disable.mutateAsync(body),
    success: MEMBER_ADMIN_MESSAGES.disabled,
    onClose,
    // The error dialog has spoken (a coach still assigned); the dialog closes with it.
    onError: (err) => {
      if (err instanceof ApiError && err.kind !== "canceled") onClose();
    },
  });
  return (
    <ReasonDialog
      titleId="disable-member-title"
      title="Disable Member"
      intro={
        <>
          {member.full_name} ({member.member_id}) leaves every list and dashboard; the member&apos;s history is kept and
          the account can be enabled again.
        </>
      }
      control={form.control}
      {...dialog}
      submitLabel="Disable"
    />
  );
}
