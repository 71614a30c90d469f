import {
  APP_PLATFORM_LABELS,
  APP_PLATFORMS,
  APP_RELEASE_MESSAGES,
  APP_RELEASE_STATUSES,
  PAGE_SIZES,
} from "@care/contracts";
import { Button, Chip, Stack, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { displayDate } from "../../../lib/devices/device-labels";
import { AdminListPage } from "../../../lib/table/AdminListPage";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import { useOffsetList } from "../../../lib/table/offset-list";
import type { Column } from "../../../lib/table/PagedTable";
import { offsetPaging } from "../../../lib/table/table-paging";
import { oneOf } from "../../../lib/table/url-filters";
import { usePublishRelease, useReleases, type AppRelease } from "../api/releases";
import { displayDateTime } from "../components/format";
import { ReleaseDialog } from "../components/ReleaseDialog";

const TITLE = "Caregiver Mobile App Release";
const PAGE_SIZE = PAGE_SIZES.default;
const FETCH = 100;
const FILTERS = ["platform", "status"] as const;
const STATUS_LABELS = { draft: "Draft", published: "Published" } as const;

/** A release date is a calendar day: shown as written, not moved by the viewer's time zone. */
const calendarDay = (day: string): string => displayDate(`${day}T12:00:00`);

/**
 * /portal-admin/caregiver-MobileApp-release: the caregiver app's release notes, newest release date first, 10 a
 * page; draft and edit in a dialog, publish from the list (publishing is final).
 */
export function AppReleasePage(): ReactNode {
  const list = useOffsetList({ name: "admin-app-releases", filters: FILTERS, pageSize: PAGE_SIZE, fetchLimit: FETCH });
  const f = list.filters;
  const query = useReleases({
    ...list.range,
    platform: oneOf(APP_PLATFORMS, f.platform),
    status: oneOf(APP_RELEASE_STATUSES, f.status),
  });
  const publish = usePublishRelease();
  const toast = useToast();
  const [editing, setEditing] = useState<AppRelease | "new" | null>(null);

  const doPublish = async (r: AppRelease): Promise<void> => {
    await publish.mutateAsync({ release_id: r.release_id });
    toast.show({ type: "success", message: APP_RELEASE_MESSAGES.published });
  };

  const label = (r: AppRelease): string => `${APP_PLATFORM_LABELS[r.platform]} ${r.version}`;
  const columns: Column<AppRelease>[] = [
    { key: "version", header: "Version" },
    { key: "platform", header: "Platform", render: (r) => APP_PLATFORM_LABELS[r.platform] },
    { key: "release_date", header: "Release Date", render: (r) => calendarDay(r.release_date) },
    {
      key: "notes",
      header: "Notes",
      render: (r) => (
        <Typography variant="body2" sx={{ whiteSpace: "pre-line", maxWidth: 420 }}>
          {r.notes}
        </Typography>
      ),
    },
    {
      key: "mandatory",
      header: "Mandatory",
      render: (r) => (r.mandatory ? <Chip size="small" color="warning" label="Mandatory" /> : "No"),
    },
    {
      key: "status",
      header: "Status",
      render: (r) => (
        <Chip
          size="small"
          variant="outlined"
          color={r.status === "published" ? "success" : "default"}
          label={STATUS_LABELS[r.status]}
          title={r.published_at ? `Published ${displayDateTime(r.published_at)}` : undefined}
        />
      ),
    },
    {
      key: "actions",
      header: "",
      render: (r) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(r)} aria-label={`Edit ${label(r)}`}>
            Edit
          </Button>
          {r.status === "draft" && (
            <Button
              size="small"
              disabled={publish.isPending}
              onClick={() => void doPublish(r).catch(() => undefined)}
              aria-label={`Publish ${label(r)}`}
            >
              Publish
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <AdminListPage
      title={TITLE}
      add={{ label: "New Release", onClick: () => setEditing("new") }}
      filters={
        <>
          <FilterSelect
            label="Platform"
            all="All Platforms"
            value={f.platform}
            options={APP_PLATFORMS.map((p) => ({ value: p, label: APP_PLATFORM_LABELS[p] }))}
            onChange={(v) => list.setFilter("platform", v)}
          />
          <FilterSelect
            label="Status"
            all="All"
            value={f.status}
            options={APP_RELEASE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            onChange={(v) => list.setFilter("status", v)}
          />
        </>
      }
      table={{ label: "Releases", columns, rowKey: (r) => r.release_id, ...offsetPaging(list, query) }}
    >
      {editing && <ReleaseDialog release={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListPage>
  );
}
