import { MEMBER_MESSAGES } from "@care/contracts";
import { Box, Button } from "@mui/material";
import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { useToast } from "../../../lib/feedback/toast-context";
import { useUnsavedChangesWarning } from "../../../lib/forms/unsaved-changes";
import { PageHeader, useHomeCrumb } from "../../../lib/layout/PageHeader";
import { seniorPath } from "../../../lib/routing/senior-tabs";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { useGeneratedMemberId } from "../api/generate-member-id";
import { useFacilityOptions } from "../../../lib/shared/facility-options";
import { useSaveMinimalInfo } from "../api/save-minimal-info";
import { memberBody } from "../components/member-body";
import { emptyMemberForm, useMemberForm } from "../components/member-form";
import { MemberFields } from "../components/MemberFields";

/**
 * /add-user: the user-create form (spec 2 §3). The member id is reserved on opening (generate-memberid); a created
 * member's onboarding info opens next (spec 2 §2).
 */
export function AddUserPage(): ReactNode {
  const { session } = useAuth();
  const home = useHomeCrumb();
  const toast = useToast();
  const navigate = useNavigate();
  const fixed = session?.facilityInfo
    ? {
        corporate_id: session.facilityInfo.corporate_id,
        facility_id: session.facilityInfo.facility_id,
        facility_type: session.facilityInfo.facility_type,
      }
    : null;
  const form = useMemberForm(emptyMemberForm(fixed));
  const memberId = useGeneratedMemberId().data?.member_id;
  const options = useFacilityOptions();
  const save = useSaveMinimalInfo();
  const [created, setCreated] = useState<string | null>(null);
  useUnsavedChangesWarning(form.formState.isDirty && created === null);

  // Leave once the form is clean again, so the unsaved-changes guard lets the navigation through.
  useEffect(() => {
    if (created && !form.formState.isDirty) void navigate(created);
  }, [created, form.formState.isDirty, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(memberBody(values, options.data, memberId));
      toast.show({ type: "success", message: answer.message || MEMBER_MESSAGES.created });
      const info = answer.data;
      form.reset(form.getValues());
      setCreated(
        seniorPath(
          { seniorId: info.senior_id, accountId: info.account_id, timezone: info.timezone },
          "onboarding-info",
        ),
      );
    } catch (err) {
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
    }
  });

  return (
    <>
      <PageHeader title="Add User" crumbs={[home, { label: "Add User" }]} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Add User">
        <MemberFields form={form} memberId={memberId} existing={null} facilityFixed={fixed !== null} />
        <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
          <Button type="submit" variant="contained" disabled={save.isPending || created !== null}>
            Create Account
          </Button>
        </Box>
      </Box>
    </>
  );
}
