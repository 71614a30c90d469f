import { Box, Button, Checkbox } from "@mui/material";
import type { ReactNode } from "react";
import { PagedTable, type Column, type PagedTableProps } from "../../../lib/table/PagedTable";
import type { ReviewItem } from "../api/list-review-queue";
import { dateTime, measurementLabel, typeLabel } from "./insight-labels";
import { figure } from "./vital-rules";

export interface ReviewActions {
  selected: ReadonlySet<string>;
  busy: boolean;
  onSelect(id: string, on: boolean): void;
  onApprove(item: ReviewItem): void;
  onEdit(item: ReviewItem): void;
  onDeny(item: ReviewItem): void;
}

function columns(a: ReviewActions): Column<ReviewItem>[] {
  return [
    {
      key: "select",
      header: "Select",
      render: (r) => (
        <Checkbox
          size="small"
          checked={a.selected.has(r.care_insight_id)}
          onChange={(e) => a.onSelect(r.care_insight_id, e.target.checked)}
          slotProps={{ input: { "aria-label": `Select ${r.senior_name ?? ""} ${typeLabel(r.insight_type)}` } }}
        />
      ),
    },
    { key: "updated_on", header: "Date", render: (r) => dateTime(r.updated_on) },
    { key: "insight_type", header: "Type", render: (r) => typeLabel(r.insight_type) },
    { key: "senior_name", header: "Senior", render: (r) => r.senior_name ?? "-" },
    { key: "vital_type", header: "Vital", render: (r) => (r.vital_type ? measurementLabel(r.vital_type) : "-") },
    { key: "value", header: "Value", render: (r) => figure(r.value) },
    { key: "range", header: "Range", render: (r) => r.range ?? "-" },
    {
      key: "message",
      header: "Message",
      render: (r) => <Box sx={{ maxWidth: 420, overflowWrap: "anywhere" }}>{r.message}</Box>,
    },
    {
      key: "actions",
      header: "Actions",
      render: (r) => (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", minWidth: 220 }}>
          <Button size="small" variant="contained" disabled={a.busy} onClick={() => a.onApprove(r)}>
            Approve
          </Button>
          <Button size="small" variant="outlined" disabled={a.busy} onClick={() => a.onEdit(r)}>
            Approve with Edit
          </Button>
          <Button size="small" color="error" disabled={a.busy} onClick={() => a.onDeny(r)}>
            Deny
          </Button>
        </Box>
      ),
    },
  ];
}

type Props = Omit<PagedTableProps<ReviewItem>, "columns" | "rowKey" | "label"> & { actions: ReviewActions };

/** The review queue's rows: each item with its senior, vital, value, range and message, and the decisions. */
export function ReviewTable({ actions, ...props }: Props): ReactNode {
  return (
    <PagedTable {...props} label="Care Insight Review" columns={columns(actions)} rowKey={(r) => r.care_insight_id} />
  );
}
