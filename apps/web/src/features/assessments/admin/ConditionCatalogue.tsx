import { PAGE_SIZES, formToBlocks } from "@care/contracts";
import { Alert, CircularProgress, Stack, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useAssessmentForm } from "../api/assessments";
import type { Question } from "../model/form-model";
import { KINDS } from "../model/kinds";
import { LOAD_FAILED } from "../model/messages";

interface Row {
  n: number;
  survey: string;
  question: Question;
}

const COLUMNS: Column<Row>[] = [
  { key: "n", header: "#" },
  { key: "survey", header: "Section" },
  { key: "condition", header: "Condition", render: (r) => r.question.question },
  { key: "required", header: "Required", render: (r) => (r.question.required ? "Yes" : "No") },
];

/**
 * The medical conditions the Medical Condition-Disease Assessment asks about, 10 a page (spec 2 §9 'medical
 * condition 10'), from the live form version.
 */
export function ConditionCatalogue(): ReactNode {
  const form = useAssessmentForm(KINDS.medicalCondition.group, null);
  const [page, setPage] = useState(1);
  if (form.isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!form.data) return <CircularProgress aria-label="Loading medical conditions" />;
  const rows: Row[] = formToBlocks(form.data.form)
    .flatMap((b) => b.data.map((q) => ({ survey: b.header, question: q })))
    .map((r, i) => ({ ...r, n: i + 1 }));
  const size = PAGE_SIZES.medicalCondition;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Live version {form.data.version_number}
      </Typography>
      <PagedTable
        label="Medical conditions"
        columns={COLUMNS}
        rows={rows.slice((page - 1) * size, page * size)}
        rowKey={(r) => r.question.id}
        page={page}
        pageSize={size}
        total={rows.length}
        hasNext={page * size < rows.length}
        onPageChange={setPage}
      />
    </Stack>
  );
}
