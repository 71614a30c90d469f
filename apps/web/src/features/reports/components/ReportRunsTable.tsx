import { Button } from "@mui/material";
import type { ReactNode } from "react";
import { PagedTable, type Column, type PagedTableProps } from "../../../lib/table/PagedTable";
import type { ReportRun } from "../api/list-reports";
import { displayDay, displayInstant } from "../model/labels";
import { StatusChip } from "./StatusChip";

type Props = Omit<PagedTableProps<ReportRun>, "columns" | "rowKey" | "label"> & {
  onDownload: (run: ReportRun) => void;
  /** The run whose URL is being fetched (its button waits). */
  downloading: string | null;
};

/** The on-demand runs (spec 3 §3 'Report' fields): newest first, 20 a page, a download for each finished one. */
export function ReportRunsTable({ onDownload, downloading, ...props }: Props): ReactNode {
  const columns: readonly Column<ReportRun>[] = [
    { key: "report_title", header: "Report" },
    { key: "from_date", header: "From Date", render: (r) => displayDay(r.from_date) },
    { key: "to_date", header: "To Date", render: (r) => displayDay(r.to_date) },
    { key: "corporation_name", header: "Corporation", render: (r) => r.corporation_name ?? "-" },
    { key: "facility_name", header: "Facility", render: (r) => r.facility_name ?? "-" },
    { key: "creator_name", header: "Created By", render: (r) => r.creator_name ?? "-" },
    { key: "created_date", header: "Created Date", render: (r) => displayInstant(r.created_date) },
    { key: "status", header: "Status", render: (r) => <StatusChip status={r.status} error={r.error} /> },
    {
      key: "download",
      header: "Download",
      render: (r) => (
        <Button
          size="small"
          variant="outlined"
          disabled={r.status !== "success" || downloading === r.reference_id}
          onClick={() => onDownload(r)}
          aria-label={`Download ${r.report_title} ${displayInstant(r.created_date)}`}
        >
          Download
        </Button>
      ),
    },
  ];
  return <PagedTable {...props} label="Reports" columns={columns} rowKey={(r) => r.reference_id} />;
}
