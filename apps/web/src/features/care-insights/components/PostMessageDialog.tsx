import { CARE_INSIGHT_MESSAGES, MESSAGE_MAX_LENGTH } from "@care/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { ApiError } from "../../../lib/api/api-error";
import { useCreateAlert } from "../api/create-alert";
import { useCreateSummary } from "../api/create-summary";
import { typeLabel } from "./insight-labels";

type Kind = "summary" | "facility_summary" | "alert";

/**
 * Posts a caregiver summary, an agency summary ('Agency Summary', spec 1 §3 labels; it reaches the resident's
 * facility agent once approved) or, for the alert privilege, an alert about the senior (spec 2 §8 texts; at most
 * 2000 characters). A care agent's message waits for approval; an approver's is approved at once (the API decides).
 * Whether the senior lives in a facility is not known here, so the agency summary is always offered and the API
 * refuses it for a senior without one (409, 'Failed to submit summary message.').
 */
export function PostMessageDialog({
  seniorId,
  accountId,
  canAlert,
  onClose,
}: {
  seniorId: string;
  accountId: string;
  canAlert: boolean;
  onClose: () => void;
}): ReactNode {
  const toast = useToast();
  const summary = useCreateSummary();
  const alert = useCreateAlert();
  const [kind, setKind] = useState<Kind>("summary");
  const [message, setMessage] = useState("");
  const [touched, setTouched] = useState(false);
  const kinds: Kind[] = canAlert ? ["summary", "facility_summary", "alert"] : ["summary", "facility_summary"];
  const busy = summary.isPending || alert.isPending;
  const blank = message.trim() === "";
  const error = touched && blank ? "Required Field" : null;

  const submit = async (): Promise<void> => {
    setTouched(true);
    if (blank) return;
    const body = { senior_id: seniorId, account_id: accountId || undefined, message };
    try {
      if (kind === "alert") await alert.mutateAsync(body);
      else await summary.mutateAsync({ ...body, insight_type: kind });
      toast.show({
        type: "success",
        message: kind === "alert" ? CARE_INSIGHT_MESSAGES.alertSubmitted : CARE_INSIGHT_MESSAGES.summarySubmitted,
      });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.kind === "canceled") return;
      toast.show({
        type: "error",
        message: kind === "alert" ? CARE_INSIGHT_MESSAGES.alertFailed : CARE_INSIGHT_MESSAGES.summaryFailed,
      });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="post-title" maxWidth="sm" fullWidth>
      <DialogTitle id="post-title">New Message</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
        <TextField select size="small" label="Type" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {typeLabel(k)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Message"
          required
          multiline
          minRows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value.slice(0, MESSAGE_MAX_LENGTH))}
          onBlur={() => setTouched(true)}
          error={error !== null}
          helperText={error ?? `${message.length}/${MESSAGE_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
