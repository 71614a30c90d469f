import { FETCH_LIMITS, PAGE_SIZES } from "@care/contracts";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { ConfirmDialog } from "../../../lib/forms/ConfirmDialog";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useListParams } from "../../../lib/table/list-params";
import { useDeleteMedicalCondition } from "../api/delete-medical-condition";
import { useMedicalConditions, type ConditionRow } from "../api/get-medical-conditions";
import { ConditionDialog } from "./ConditionDialog";
import { ConditionHistoryDialog } from "./ConditionHistoryDialog";
import { formatIsoDate } from "./medical-format";

type Open = { kind: "edit"; row: ConditionRow | null } | { kind: "history" | "delete"; row: ConditionRow } | null;

/** The senior's medical conditions: 10 a page out of calls of up to 100 (spec 2 §9), add, edit, delete, history. */
export function ConditionsSection({ seniorId }: { seniorId: string }): ReactNode {
  const list = useListParams({ name: "medical-conditions", seniorId });
  const win = offsetWindow(list.page, PAGE_SIZES.medicalCondition, FETCH_LIMITS.medicalCondition);
  const query = useMedicalConditions({ senior_id: seniorId, offset: win.offset, limit: win.limit });
  const page = pageOfRows(
    win,
    PAGE_SIZES.medicalCondition,
    query.data && { ...query.data, nextOffset: query.data.next_offset },
  );
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteMedicalCondition(seniorId);
  const toast = useToast();

  const columns: Column<ConditionRow>[] = [
    { key: "condition", header: "Condition" },
    { key: "severity_level", header: "Severity Level" },
    { key: "date_of_onset", header: "Date of Onset", render: (r) => formatIsoDate(r.date_of_onset) },
    { key: "notes", header: "Notes" },
    {
      key: "actions",
      header: "Actions",
      render: (r) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setOpen({ kind: "edit", row: r })} aria-label={`Edit ${r.condition}`}>
            Edit
          </Button>
          <Button
            size="small"
            onClick={() => setOpen({ kind: "history", row: r })}
            aria-label={`History of ${r.condition}`}
          >
            History
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setOpen({ kind: "delete", row: r })}
            aria-label={`Delete ${r.condition}`}
          >
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="conditions-title" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
        <Typography id="conditions-title" variant="h6" component="h3">
          Medical Conditions
        </Typography>
        <Button variant="contained" onClick={() => setOpen({ kind: "edit", row: null })}>
          Add Medical Condition
        </Button>
      </Stack>
      <PagedTable
        label="Medical Conditions"
        columns={columns}
        rows={page.rows}
        rowKey={(r) => r.medical_condition_id}
        page={list.page}
        pageSize={PAGE_SIZES.medicalCondition}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
      />
      {open?.kind === "edit" && (
        <ConditionDialog seniorId={seniorId} condition={open.row} onClose={() => setOpen(null)} />
      )}
      {open?.kind === "history" && (
        <ConditionHistoryDialog
          seniorId={seniorId}
          conditionId={open.row.medical_condition_id}
          title={open.row.condition}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDialog
          title="Delete Medical Condition"
          text={`Delete ‘${open.row.condition}’? Its history is kept.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={() => setOpen(null)}
          onConfirm={() =>
            void remove
              .mutateAsync(open.row.medical_condition_id)
              .then(
                () => toast.show({ type: "success", message: "Deleted Successfully" }),
                () => undefined, // the error dialog has said why
              )
              .finally(() => setOpen(null))
          }
        />
      )}
    </Box>
  );
}
