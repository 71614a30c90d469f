import { PAGE_SIZES, type EditableAssessmentGroup, formToBlocks } from "@care/contracts";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useCursorPaging } from "../../../lib/table/cursor-paging";
import { useKeyPages } from "../../../lib/table/key-pages";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useFormHistory, type FormHistoryItem } from "../api/admin-forms";
import { AssessmentFormView } from "../components/AssessmentFormView";
import { formatDateTime } from "../components/format";
import type { AssessmentKind } from "../model/kinds";

/** The versions of a kind's form, newest first, 6 a page (spec 2 §3 'History item'), each with a read-only preview. */
export function AdminFormHistory({ kind, group }: { kind: AssessmentKind; group: EditableAssessmentGroup }): ReactNode {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<FormHistoryItem | null>(null);
  const pages = useKeyPages(`admin-form-history-${group}`, undefined, page, group);
  const query = useFormHistory(group, pages.key ?? null);
  const paging = useCursorPaging({
    pages,
    page,
    setPage,
    pageSize: PAGE_SIZES.assessmentHistory,
    query,
    nextKey: query.data?.last_evaluated_key,
  });

  const columns: Column<FormHistoryItem>[] = [
    { key: "versionNumber", header: "Version" },
    { key: "formStatus", header: "Status" },
    { key: "createdDateAndTime", header: "Created", render: (v) => formatDateTime(v.createdDateAndTime) },
    { key: "publishedDateAndTime", header: "Published", render: (v) => formatDateTime(v.publishedDateAndTime) },
    { key: "adminName", header: "Admin" },
    {
      key: "view",
      header: "",
      render: (v) => (
        <Button size="small" onClick={() => setOpen(v)} aria-label={`View version ${v.versionNumber}`}>
          View
        </Button>
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby={`admin-history-${group}`}>
      <Typography id={`admin-history-${group}`} variant="h6" component="h2" sx={{ mb: 1 }}>
        Version History
      </Typography>
      <PagedTable label={`${kind.label} versions`} columns={columns} rowKey={(v) => v.form_id} {...paging} />
      {open && (
        <Dialog open onClose={() => setOpen(null)} maxWidth="md" fullWidth aria-labelledby="form-version-title">
          <DialogTitle id="form-version-title">
            {kind.label}: version {open.versionNumber} ({open.formStatus})
          </DialogTitle>
          <DialogContent dividers>
            <AssessmentFormView blocks={formToBlocks(open.form)} answers={{}} onAnswer={() => undefined} disabled />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(null)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
