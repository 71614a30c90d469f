import { Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import { PagedTable, type Column, type PagedTableProps } from "../../../lib/table/PagedTable";
import type { Schedule } from "../api/list-schedules";
import { displayInstant } from "../model/labels";
import { PARAMETER_LABELS, parameterValuesOf } from "../model/parameter-fields";
import { FREQUENCY_LABELS } from "../model/report-forms";

type Props = Omit<PagedTableProps<Schedule>, "columns" | "rowKey" | "label"> & {
  onHistory: (s: Schedule) => void;
  onEdit: (s: Schedule) => void;
  onDelete: (s: Schedule) => void;
};

/** Filters in words ('Zone: blue'); ids of corporations and facilities are not shown. */
function filtersText(s: Schedule): string {
  const values = parameterValuesOf(s.parameters);
  const shown = (["zone", "member_type", "questionnaire_no", "shift"] as const).filter((p) => values[p] !== "");
  const scoped = values.facility_id ? ["One facility"] : values.corporation_id ? ["One corporation"] : [];
  const parts = [...scoped, ...shown.map((p) => `${PARAMETER_LABELS[p]}: ${values[p]}`)];
  return parts.length ? parts.join(", ") : "All";
}

/** The report schedules: what runs, when, for whom; each row opens its history, edits or deletes it. */
export function SchedulesTable({ onHistory, onEdit, onDelete, ...props }: Props): ReactNode {
  const columns: readonly Column<Schedule>[] = [
    { key: "report_title", header: "Report" },
    { key: "parameters", header: "Filters", render: filtersText },
    { key: "frequency", header: "Frequency", render: (s) => FREQUENCY_LABELS[s.frequency] },
    { key: "time_of_day", header: "Time", render: (s) => `${s.time_of_day} ${s.timezone}` },
    { key: "recipients", header: "Recipients", render: (s) => (s.recipients.length ? s.recipients.join(", ") : "-") },
    { key: "next_run_at", header: "Next Run", render: (s) => displayInstant(s.next_run_at) },
    { key: "last_run_at", header: "Last Run", render: (s) => displayInstant(s.last_run_at) },
    { key: "creator_name", header: "Created By" },
    {
      key: "actions",
      header: "Actions",
      render: (s) => (
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button size="small" onClick={() => onHistory(s)} aria-label={`History of ${s.report_title}`}>
            History
          </Button>
          <Button size="small" onClick={() => onEdit(s)} aria-label={`Edit ${s.report_title}`}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={() => onDelete(s)} aria-label={`Delete ${s.report_title}`}>
            Delete
          </Button>
        </Box>
      ),
    },
  ];
  return <PagedTable {...props} label="Schedule Reports" columns={columns} rowKey={(s) => s.id} />;
}
