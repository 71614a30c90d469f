import { FETCH_LIMITS, isDeviceSearch, PAGE_SIZES } from "@care/contracts";
import { Box, MenuItem, TextField } from "@mui/material";
import { useCallback, type ReactNode } from "react";
import { PageHeader, useHomeCrumb } from "../../../lib/layout/PageHeader";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { useDeviceHistory } from "../api/get-device-history";
import { DeviceHistoryTable } from "../components/DeviceHistoryTable";
import { DeviceSearchField } from "../components/DeviceSearchField";
import { DEVICE_TYPE_LABELS, isDeviceType, type DeviceType } from "../../../lib/devices/device-labels";

const FILTERS = ["search", "device_type"] as const;
const PAGE_SIZE = PAGE_SIZES.devices;

/**
 * /device-info, 'IoT Device History' (spec 3 §2, spec 1 §2): every device link, searchable by IMEI/MAC/serial and
 * filterable by type; 15 rows a page, up to 100 fetched a call. Page and filters live in the URL.
 */
export function DeviceInfoPage(): ReactNode {
  const home = useHomeCrumb();
  const list = useListParams({ name: "device-history", filters: FILTERS });
  const win = offsetWindow(list.page, PAGE_SIZE, FETCH_LIMITS.devices);
  // The URL can be edited by hand: values the API would refuse are treated as no filter.
  const search = isDeviceSearch(list.filters.search) ? list.filters.search : "";
  const deviceType = isDeviceType(list.filters.device_type) ? list.filters.device_type : undefined;

  const query = useDeviceHistory({
    offset: win.offset,
    limit: win.limit,
    search: search || undefined,
    device_type: deviceType,
  });
  const page = pageOfRows(
    win,
    PAGE_SIZE,
    query.data && { items: query.data.items, total: query.data.total, nextOffset: query.data.next_offset },
  );

  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);

  return (
    <Box data-testid="page" data-page-title="IoT Device History">
      <PageHeader title="IoT Device History" crumbs={[home, { label: "IoT Device History" }]} />
      <Box sx={{ display: "flex", gap: 2, mb: 2, flexWrap: "wrap" }}>
        <DeviceSearchField value={search} onChange={onSearch} />
        <TextField
          select
          size="small"
          label="Device Type"
          value={deviceType ?? ""}
          onChange={(e) => setFilter("device_type", e.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All Devices</MenuItem>
          {(Object.keys(DEVICE_TYPE_LABELS) as DeviceType[]).map((t) => (
            <MenuItem key={t} value={t}>
              {DEVICE_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DeviceHistoryTable
        rows={page.rows}
        page={list.page}
        pageSize={PAGE_SIZE}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
      />
    </Box>
  );
}
