import {
  SUPPRESSION_MESSAGES,
  SUPPRESSION_NOTE_MAX,
  SUPPRESSION_REASONS,
  suppressionRoutes,
  type SuppressionWindow,
} from "@care/contracts";
import { Box } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, OutputOf } from "../../../lib/api/contract-types";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useCreateSuppressionWindow } from "../api/create-suppression-window";
import { useUpdateSuppressionWindow } from "../api/update-suppression-window";
import { SUPPRESSION_REASON_LABELS } from "./insight-labels";
import { ZonedDateTimeField } from "./ZonedDateTimeField";

const SCHEMA = suppressionRoutes.create.body;
type Body = BodyOf<typeof suppressionRoutes.create>;

function defaults(senior: SeniorRef, window: SuppressionWindow | null): Body {
  return {
    senior_id: senior.seniorId,
    ...(senior.accountId ? { account_id: senior.accountId } : {}),
    start: window?.start ?? "",
    end: window?.end ?? "",
    reason: window?.reason ?? "away",
    note: window?.note ?? "",
  };
}

/**
 * Adds a suppression window or edits one (`window`): start and end on the senior's clock, the reason and a note.
 * The contract's schema checks the order and the 90-day limit; rules that need the clock (end in the future) come
 * back from the API onto the fields.
 */
export function SuppressionWindowDialog({
  senior,
  window,
  onClose,
}: {
  senior: SeniorRef;
  window: SuppressionWindow | null;
  onClose: () => void;
}): ReactNode {
  const create = useCreateSuppressionWindow();
  const update = useUpdateSuppressionWindow();
  const form = useContractForm(SCHEMA, { defaultValues: defaults(senior, window) });

  const saveWindow = (values: OutputOf<typeof SCHEMA>): Promise<unknown> => {
    const body: Body = {
      ...values,
      start: values.start.toISOString(),
      end: values.end.toISOString(),
      // A blank note is no note.
      note: values.note ? values.note : null,
    };
    return window
      ? update.mutateAsync({ suppressionWindowId: window.suppression_window_id, body })
      : create.mutateAsync(body);
  };
  const dialog = useFormDialog(form, {
    save: (values) => saveWindow(values as OutputOf<typeof SCHEMA>),
    success: window ? SUPPRESSION_MESSAGES.updated : SUPPRESSION_MESSAGES.created,
    onClose,
    // A cancelled call (the dialog closed under it) has nothing to say.
    onError: (err, toastError) => {
      if (!(err instanceof ApiError && err.kind === "canceled")) toastError();
    },
  });

  const title = window ? "Edit Suppression Window" : "Add Suppression Window";
  return (
    <FormDialog titleId="suppression-title" title={title} disableCancelWhileSubmitting {...dialog}>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <ZonedDateTimeField control={form.control} name="start" label="Start" timeZone={senior.timezone} />
        <ZonedDateTimeField control={form.control} name="end" label="End" timeZone={senior.timezone} />
        <FormSelectField
          control={form.control}
          name="reason"
          label="Reason"
          size="small"
          required
          options={SUPPRESSION_REASONS}
          optionLabel={(r) => SUPPRESSION_REASON_LABELS[r] ?? r}
        />
        <FormTextField
          control={form.control}
          name="note"
          label="Note"
          size="small"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: SUPPRESSION_NOTE_MAX } }}
          sx={{ gridColumn: "1 / -1" }}
        />
      </Box>
    </FormDialog>
  );
}
