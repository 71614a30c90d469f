import { POA_MESSAGES } from "@care/contracts";
import { Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { ScanUploadDialog } from "../../../lib/uploads/ScanUploadDialog";
import { useScanUpload } from "../../../lib/uploads/use-scan-upload";
import type { SeniorIds } from "../api/member-routes";
import { useUploadContactPoa } from "../api/poa-document";

/**
 * Uploads the scan of one care-circle contact's power of attorney over this member. It waits in the POA Review
 * queue (/portal-admin/poa-review) until an administrator approves or rejects it.
 */
export function ContactPoaDialog({
  senior,
  caregiverId,
  contactName,
  onClose,
}: {
  senior: SeniorIds;
  caregiverId: string;
  contactName: string;
  onClose: () => void;
}): ReactNode {
  const upload = useUploadContactPoa(senior);
  const toast = useToast();
  const scan = useScanUpload({
    send: async (file) => {
      await upload.mutateAsync({ caregiverId, file });
      toast.show({ type: "success", message: POA_MESSAGES.uploaded });
      onClose();
    },
  });

  return (
    <ScanUploadDialog title="Upload Power of Attorney" {...scan.fields} pending={upload.isPending} onClose={onClose}>
      <Typography variant="body2">
        The power of attorney of {contactName}. It is reviewed on the POA Review page before it counts.
      </Typography>
    </ScanUploadDialog>
  );
}
