import { useWatch } from "react-hook-form";
import { MEMBER_MESSAGES } from "@care/contracts";
import { Alert, Box, Button, CircularProgress } from "@mui/material";
import type { ReactNode } from "react";
import { useAuth } from "../../../lib/auth/auth-context";
import { useToast } from "../../../lib/feedback/toast-context";
import { useAutoSave } from "../../../lib/forms/auto-save";
import { useUnsavedChangesWarning } from "../../../lib/forms/unsaved-changes";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { submitOrReject } from "../../../lib/forms/submit-or-reject";
import { useFacilityOptions } from "../../../lib/shared/facility-options";
import { useMinimalInfo, type MinimalInfo } from "../../../lib/shared/senior-profile";
import type { SeniorIds } from "../api/member-routes";
import { useSaveMinimalInfo } from "../api/save-minimal-info";
import { memberBody } from "./member-body";
import { memberFormFrom, useMemberForm, type MemberFormOutput } from "./member-form";
import { MemberFields } from "./MemberFields";

export const LOAD_FAILED = "Results could not be fetched. Please try again";

function MinimalInfoEditor({ senior, info }: { senior: SeniorIds; info: MinimalInfo }): ReactNode {
  const toast = useToast();
  const { session } = useAuth();
  const form = useMemberForm(memberFormFrom(info));
  const options = useFacilityOptions();
  const save = useSaveMinimalInfo();
  useUnsavedChangesWarning(form.formState.isDirty);

  /** Saves; a field the server refuses shows on the field and the promise rejects (auto-save then waits). */
  const onValid = async (values: MemberFormOutput): Promise<void> => {
    try {
      await save.mutateAsync(memberBody(values, options.data, undefined));
      form.reset(form.getValues());
    } catch (err) {
      if (!setServerErrors(err, form.setError)) toast.show({ type: "error", message: (err as Error).message });
      throw err;
    }
  };
  const watched = useWatch({ control: form.control });
  const autoSave = useAutoSave({
    isDirty: form.formState.isDirty,
    values: watched,
    save: submitOrReject(form, onValid),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    autoSave.cancel();
    try {
      await onValid(values);
      toast.show({ type: "success", message: MEMBER_MESSAGES.saved });
    } catch {
      // Shown on the fields or in a toast by onValid.
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Minimal Info">
      <MemberFields
        form={form}
        memberId={info.member_id}
        existing={senior}
        facilityFixed={Boolean(session?.facilityInfo)}
      />
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}

/** Minimal info of the Profile Info sub-tab (spec 2 §3): the user-create form over the stored member. */
export function MinimalInfoSection({ senior }: { senior: SeniorIds }): ReactNode {
  const info = useMinimalInfo(senior);
  if (info.isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!info.data) return <CircularProgress aria-label="Loading minimal info" />;
  return <MinimalInfoEditor key={info.data.senior_id} senior={senior} info={info.data} />;
}
