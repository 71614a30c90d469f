import {
  DEVICE_STATUS_LABELS,
  DEVICE_STATUSES,
  FETCH_LIMITS,
  isDeviceSearch,
  PAGE_SIZES,
  WATCH_STATES,
  type DeviceStatus,
} from "@care/contracts";
import { Box, Button, Chip, Link, Stack } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useToast } from "../../../lib/feedback/toast-context";
import { PATHS } from "../../../lib/routing/paths";
import { seniorPath } from "../../../lib/routing/senior-tabs";
import { DEVICE_TYPE_LABELS, deviceTypeLabel, isDeviceType, type DeviceType } from "../../../lib/devices/device-labels";
import { formatPhone } from "../../../lib/format/phone";
import { FilterBar } from "../../../lib/table/FilterBar";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import { useOffsetList } from "../../../lib/table/offset-list";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { offsetPaging } from "../../../lib/table/table-paging";
import { oneOf } from "../../../lib/table/url-filters";
import { useDevices, useDeviceStatus, type InventoryDevice } from "../api/devices";
import { displayDateTime } from "./format";
import { RegisterDeviceDialog } from "./RegisterDeviceDialog";
import { RetireDeviceDialog } from "./RetireDeviceDialog";

const PAGE_SIZE = PAGE_SIZES.devices;
const FILTERS = ["search", "device_type", "status", "watch_status"] as const;
const ALL_TYPES = Object.keys(DEVICE_TYPE_LABELS) as DeviceType[];

const STATUS_COLOUR: Record<DeviceStatus, "success" | "info" | "default"> = {
  available: "success",
  assigned: "info",
  retired: "default",
};

/** Online/offline as a coloured dot and word (spec 3: the watch status is an online/offline dot). */
function WatchState({ online }: { online: boolean }): ReactNode {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Box
        component="span"
        sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: online ? "success.main" : "grey.500" }}
      />
      <span>{online ? "Online" : "Offline"}</span>
    </Stack>
  );
}

function MemberCell({ device }: { device: InventoryDevice }): ReactNode {
  const m = device.member;
  if (!m) return "-";
  const ref = { seniorId: m.senior_id, accountId: m.account_id, timezone: m.timezone };
  return (
    <Link component={RouterLink} to={seniorPath(ref, "onboarding-info", "devices")}>
      {m.name} ({m.member_id})
    </Link>
  );
}

/**
 * The device inventory (15 a page, up to 100 a call), filters in the URL. `techuva` shows the Techuva watches with
 * their connectivity, phone and battery; otherwise every device with its type. Register and retire in dialogs; the
 * History link opens the device's links on the IoT Device History page.
 */
export function DeviceInventoryList({ techuva }: { techuva: boolean }): ReactNode {
  const list = useOffsetList({
    name: techuva ? "admin-techuva" : "admin-devices",
    filters: FILTERS,
    pageSize: PAGE_SIZE,
    fetchLimit: FETCH_LIMITS.devices,
  });
  const f = list.filters;
  // The URL can be edited by hand: values the API would refuse are treated as no filter.
  const search = isDeviceSearch(f.search) ? f.search : "";
  const query = useDevices({
    ...list.range,
    search: search || undefined,
    device_type: techuva ? "techuva_watch" : isDeviceType(f.device_type) ? f.device_type : undefined,
    status: oneOf(DEVICE_STATUSES, f.status),
    watch_status: techuva ? oneOf(WATCH_STATES, f.watch_status) : undefined,
  });
  const status = useDeviceStatus();
  const toast = useToast();
  const [registering, setRegistering] = useState(false);
  const [retiring, setRetiring] = useState<InventoryDevice | null>(null);
  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);

  const restore = async (d: InventoryDevice): Promise<void> => {
    const done = await status.mutateAsync({ device_id: d.device_id, retired: false });
    toast.show({ type: "success", message: `${done.unique_identifier} is back in service.` });
  };

  const actions = (d: InventoryDevice): ReactNode => (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        component={RouterLink}
        to={`${PATHS.deviceInfo}?search=${encodeURIComponent(d.unique_identifier)}`}
        aria-label={`History of ${d.unique_identifier}`}
      >
        History
      </Button>
      {d.status === "retired" ? (
        <Button
          size="small"
          disabled={status.isPending}
          onClick={() => void restore(d).catch(() => undefined)}
          aria-label={`Return ${d.unique_identifier} to service`}
        >
          Return
        </Button>
      ) : (
        <Button
          size="small"
          color="error"
          // A device a member has is still monitoring them: it is unlinked on the member's Devices tab first.
          disabled={d.status === "assigned"}
          title={d.status === "assigned" ? "Unlink it from the member first" : undefined}
          onClick={() => setRetiring(d)}
          aria-label={`Retire ${d.unique_identifier}`}
        >
          Retire
        </Button>
      )}
    </Stack>
  );

  const statusCell = (d: InventoryDevice): ReactNode => (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOUR[d.status]}
      label={DEVICE_STATUS_LABELS[d.status]}
      title={d.retired_reason ?? undefined}
    />
  );

  const columns: Column<InventoryDevice>[] = techuva
    ? [
        { key: "unique_identifier", header: "IMEI" },
        { key: "watch_status", header: "State", render: (d) => <WatchState online={d.watch_status === "online"} /> },
        { key: "member", header: "Assigned Member", render: (d) => <MemberCell device={d} /> },
        { key: "last_seen", header: "Last Seen", render: (d) => displayDateTime(d.last_seen) },
        { key: "battery", header: "Battery", render: (d) => (d.battery === null ? "-" : `${d.battery}%`) },
        {
          key: "watch_phone_number",
          header: "Watch Phone",
          render: (d) => (d.watch_phone_number ? formatPhone(d.watch_phone_number) : "-"),
        },
        { key: "status", header: "Status", render: statusCell },
        { key: "actions", header: "", render: actions },
      ]
    : [
        { key: "unique_identifier", header: "IMEI / MAC / Serial" },
        { key: "device_type", header: "Type", render: (d) => deviceTypeLabel(d.device_type) },
        // The model names its maker ('Navigil S2'); a device registered without one shows the vendor.
        { key: "model", header: "Model", render: (d) => d.model ?? d.vendor ?? "-" },
        { key: "status", header: "Status", render: statusCell },
        { key: "member", header: "Assigned Member", render: (d) => <MemberCell device={d} /> },
        { key: "last_seen", header: "Last Seen", render: (d) => displayDateTime(d.last_seen) },
        { key: "registered_at", header: "Registered", render: (d) => displayDateTime(d.registered_at) },
        { key: "actions", header: "", render: actions },
      ];

  return (
    <Box>
      <FilterBar>
        <NameSearchField value={search} onChange={onSearch} placeholder="Search by IMEI/MAC" minLength={1} />
        {!techuva && (
          <FilterSelect
            label="Device Type"
            all="All Devices"
            value={f.device_type}
            options={ALL_TYPES.map((t) => ({ value: t, label: DEVICE_TYPE_LABELS[t] }))}
            onChange={(v) => setFilter("device_type", v)}
          />
        )}
        <FilterSelect
          label="Status"
          all="All"
          value={f.status}
          options={DEVICE_STATUSES.map((s) => ({ value: s, label: DEVICE_STATUS_LABELS[s] }))}
          onChange={(v) => setFilter("status", v)}
        />
        {techuva && (
          <FilterSelect
            label="State"
            all="Online and Offline"
            value={f.watch_status}
            options={[
              { value: "online", label: "Online" },
              { value: "offline", label: "Offline" },
            ]}
            onChange={(v) => setFilter("watch_status", v)}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={() => setRegistering(true)}>
          {techuva ? "Register Watch" : "Register Device"}
        </Button>
      </FilterBar>
      <PagedTable
        label={techuva ? "Techuva watches" : "Devices"}
        columns={columns}
        rowKey={(d) => d.device_id}
        {...offsetPaging(list, query)}
        emptyText="No Device found"
      />
      {registering && (
        <RegisterDeviceDialog types={techuva ? ["techuva_watch"] : ALL_TYPES} onClose={() => setRegistering(false)} />
      )}
      {retiring && <RetireDeviceDialog device={retiring} onClose={() => setRetiring(null)} />}
    </Box>
  );
}
