import { PAGE_SIZES } from "@care/contracts";
import { Box, Button, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useCursorPaging } from "../../../lib/table/cursor-paging";
import { useKeyPages } from "../../../lib/table/key-pages";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useAssessmentHistory, type AssessmentResponseData } from "../api/assessments";
import type { AssessmentKind } from "../model/kinds";
import { formatDateTime } from "./format";

/** The senior's responses to one assessment, newest first, 6 a page (spec 2 §9), each opening its print view. */
export function AssessmentHistory({
  kind,
  senior,
  onOpen,
}: {
  kind: AssessmentKind;
  senior: SeniorRef;
  onOpen: (response: AssessmentResponseData) => void;
}): ReactNode {
  const [page, setPage] = useState(1);
  const pages = useKeyPages(`assessment-history-${kind.group}`, senior.seniorId, page, kind.group);
  const query = useAssessmentHistory(kind.group, senior, pages.key ?? null);
  const paging = useCursorPaging({
    pages,
    page,
    setPage,
    pageSize: PAGE_SIZES.assessmentHistory,
    query,
    nextKey: query.data?.last_evaluated_key,
  });

  const columns: Column<AssessmentResponseData>[] = [
    { key: "version", header: "Version" },
    { key: "status", header: "Status" },
    { key: "dateTime", header: "Date & Time", render: (r) => formatDateTime(r.dateTime) },
    { key: "careAgentName", header: "Care Agent" },
    { key: "total", header: "Total Score", render: (r) => (r.scores ? String(r.scores.total) : "-") },
    {
      key: "open",
      header: "",
      render: (r) => (
        <Button
          size="small"
          onClick={() => onOpen(r)}
          aria-label={`View version ${r.version} of ${formatDateTime(r.dateTime)}`}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby={`history-${kind.group}`}>
      <Typography id={`history-${kind.group}`} variant="h6" component="h3" sx={{ mb: 1 }}>
        History
      </Typography>
      <PagedTable label={`${kind.label} history`} columns={columns} rowKey={(r) => r.response_id} {...paging} />
    </Box>
  );
}
