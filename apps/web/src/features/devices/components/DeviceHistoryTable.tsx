import { Chip } from "@mui/material";
import type { ReactNode } from "react";
import { PagedTable, type Column, type PagedTableProps } from "../../../lib/table/PagedTable";
import type { DeviceHistoryRow } from "../api/get-device-history";
import { DEVICE_STATUS_LABELS, deviceTypeLabel, displayDate } from "../../../lib/devices/device-labels";

/** Spec 3 §8: the device list's own empty text. */
export const NO_DEVICE_FOUND = "No Device found";

const COLUMNS: readonly Column<DeviceHistoryRow>[] = [
  { key: "unique_identifier", header: "IMEI/MAC" },
  { key: "device_type", header: "Device Type", render: (r) => deviceTypeLabel(r.device_type) },
  { key: "member_id", header: "Member ID" },
  { key: "senior_name", header: "Senior Name" },
  { key: "assigned_date", header: "Assigned Date", render: (r) => displayDate(r.assigned_date) },
  { key: "unlinked_date", header: "Unlinked Date", render: (r) => displayDate(r.unlinked_date) },
  {
    key: "status",
    header: "Status",
    render: (r) => (
      <Chip
        size="small"
        label={DEVICE_STATUS_LABELS[r.status]}
        color={r.status === "linked" ? "primary" : "default"}
        variant={r.status === "linked" ? "filled" : "outlined"}
      />
    ),
  },
];

type Props = Omit<PagedTableProps<DeviceHistoryRow>, "columns" | "rowKey" | "label" | "emptyText">;

/** The IoT device history columns of spec 3 §2; one row per link, so a device can appear more than once. */
export function DeviceHistoryTable(props: Props): ReactNode {
  return (
    <PagedTable
      {...props}
      label="IoT Device History"
      columns={COLUMNS}
      rowKey={(r) => `${r.device_id}:${r.assigned_date ?? "never"}`}
      emptyText={NO_DEVICE_FOUND}
    />
  );
}
