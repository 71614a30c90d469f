import { POA_MESSAGES, PoaReviewBody } from "@care/contracts";
import type { ReactNode } from "react";
import { useContractForm } from "../../../lib/forms/contract-form";
import { ReasonDialog } from "../../../lib/forms/ReasonDialog";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import { useReviewPoa, type PoaDocumentRow } from "../api/poa";

/** Rejects a document with the reason the uploader will read (required). */
export function RejectPoaDialog({ doc, onClose }: { doc: PoaDocumentRow; onClose: () => void }): ReactNode {
  const review = useReviewPoa();
  const form = useContractForm(PoaReviewBody, {
    defaultValues: { poa_id: doc.poa_id, decision: "rejected", reason: "" },
  });
  const dialog = useFormDialog(form, {
    save: (body) => review.mutateAsync(body),
    success: POA_MESSAGES.rejected,
    onClose,
    // A refusal that is not about the reason leaves nothing to do here: the toast says why, the dialog closes.
    onError: (_err, toastError) => {
      toastError();
      onClose();
    },
  });
  return (
    <ReasonDialog
      titleId="reject-poa-title"
      title="Reject Document"
      intro={
        <>
          {doc.file_name}: {doc.caregiver_name}&apos;s power of attorney for {doc.senior_name}.
        </>
      }
      control={form.control}
      {...dialog}
      submitLabel="Reject"
    />
  );
}
