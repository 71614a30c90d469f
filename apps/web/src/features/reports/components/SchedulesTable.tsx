import { Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import { PagedTable, type Column, type PagedTableProps } from "../../../lib/table/PagedTable";
import type { Schedule } from "../api/list-schedules";
import { displayInstant } from "../model/labels";
import { CHOICE_OPTIONS, parameterValuesOf, type ParameterField } from "../model/parameter-fields";
import { FREQUENCY_LABELS } from "../model/report-forms";

type Props = Omit<PagedTableProps<Schedule>, "columns" | "rowKey" | "label"> & {
  onHistory: (s: Schedule) => void;
  onEdit: (s: Schedule) => void;
  onDelete: (s: Schedule) => void;
};

/** Filters in words ('Blue Zone, Member Type: At Home'); corporations and facilities by whether one is set. */
function filtersText(s: Schedule): string {
  const v = parameterValuesOf(s.parameters);
  const label = (p: ParameterField["name"]): string => CHOICE_OPTIONS[p]?.find((o) => o.value === v[p])?.label ?? v[p];
  const parts = [
    v.facility_id ? "One facility" : v.corporation_id ? "One corporation" : "",
    v.zone ? label("zone") : "",
    v.member_type ? `Member Type: ${label("member_type")}` : "",
    v.questionnaire_no ? label("questionnaire_no") : "",
    v.shift ? `${label("shift")} Shift` : "",
  ].filter((p) => p !== "");
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
