import { Button, CircularProgress } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import type { AuditFilter } from "../model/audit-filters";
import { useAuditExport } from "./audit-export";

export const EXPORT_FAILED = "Export failed. Please try again.";

/**
 * 'Export CSV': the whole trail the viewer's filters select (not just the page shown), as a CSV download.
 * `disabled` while a filter is half typed: the list leaves it out, and the file would hold more than asked.
 */
export function AuditExportButton({
  filters,
  disabled = false,
}: {
  filters: Record<AuditFilter, string>;
  disabled?: boolean;
}): ReactNode {
  const toast = useToast();
  const download = useAuditExport();
  const [busy, setBusy] = useState(false);

  const onClick = async (): Promise<void> => {
    setBusy(true);
    try {
      await download(filters);
    } catch {
      toast.show({ type: "error", message: EXPORT_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void onClick()}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={14} /> : undefined}
      sx={{ alignSelf: "center", whiteSpace: "nowrap" }}
    >
      Export CSV
    </Button>
  );
}
