import { POA_MESSAGES } from "@care/contracts";
import { Autocomplete, MenuItem, TextField } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { ScanUploadDialog } from "../../../lib/uploads/ScanUploadDialog";
import { useScanUpload } from "../../../lib/uploads/use-scan-upload";
import { useContacts, useMemberSearch, useUploadPoa, type MemberOption } from "../api/poa-upload";

/** Uploads a scanned power of attorney for one of a member's care-circle contacts; it then awaits review. */
export function UploadPoaDialog({ onClose }: { onClose: () => void }): ReactNode {
  const [search, setSearch] = useState("");
  const [member, setMember] = useState<MemberOption | null>(null);
  const [caregiverId, setCaregiverId] = useState("");
  const members = useMemberSearch(search);
  const contacts = useContacts(member);
  const upload = useUploadPoa();
  const toast = useToast();
  const scan = useScanUpload({
    check: () => (!member || !caregiverId ? "Choose a member and a contact" : null),
    send: async (file) => {
      if (!member) return;
      await upload.mutateAsync({ member, caregiverId, file });
      toast.show({ type: "success", message: POA_MESSAGES.uploaded });
      onClose();
    },
  });

  return (
    <ScanUploadDialog title="Upload Document" {...scan.fields} pending={upload.isPending} onClose={onClose}>
      <Autocomplete
        size="small"
        options={members.data ?? []}
        value={member}
        getOptionLabel={(m) => `${m.full_name} (${m.member_id})`}
        isOptionEqualToValue={(a, b) => a.senior_id === b.senior_id}
        filterOptions={(o) => o}
        onInputChange={(_, v) => setSearch(v)}
        onChange={(_, m) => {
          setMember(m);
          setCaregiverId("");
          scan.clearError();
        }}
        noOptionsText={search.trim().length < 3 ? "Type at least 3 letters" : "No member found"}
        renderInput={(params) => <TextField {...params} size="small" label="Member" required />}
      />
      <TextField
        select
        size="small"
        label="Contact"
        required
        value={caregiverId}
        disabled={!member}
        onChange={(e) => {
          setCaregiverId(e.target.value);
          scan.clearError();
        }}
        helperText={member && contacts?.length === 0 ? "This member has no care-circle contact" : " "}
      >
        {(contacts ?? []).map((c) => (
          <MenuItem key={c.caregiver_id} value={c.caregiver_id}>
            {c.name.firstName} {c.name.lastName}
            {c.senior_info.relationship_with_senior ? ` (${c.senior_info.relationship_with_senior})` : ""}
          </MenuItem>
        ))}
      </TextField>
    </ScanUploadDialog>
  );
}
