import { PAGE_SIZES, type ReportTypeDefinition } from "@care/contracts";
import { Box, Typography } from "@mui/material";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { useKeyPages } from "../../../lib/table/key-pages";
import { useListParams } from "../../../lib/table/list-params";
import { useDownloadReport } from "../api/download-report";
import { useReportList, type ReportListQuery } from "../api/list-reports";
import { useReportTypes } from "../api/list-report-types";
import { ReportParametersDialog } from "../components/ReportParametersDialog";
import { ReportRunsTable } from "../components/ReportRunsTable";
import { ReportTiles } from "../components/ReportTiles";
import { tileGroups } from "../model/tiles";

const LIST_NAME = "reports";
const TITLE = "Reports";

/**
 * /portal-admin/reports (spec 1 §2, spec 3 §3 'Report', §7): the tiles of the types the API says the user may run
 * (each follows the route rule of its data), grouped by area in chunks of 6; a tile's parameters dialog starts a run; the runs below, newest first, 20 a page
 * (cursor paging), turn from In Progress to Success or Failed by themselves, and download when finished.
 */
export function ReportsPage(): ReactNode {
  const types = useReportTypes();
  const groups = useMemo(() => tileGroups(types.data ?? []), [types.data]);
  const [open, setOpen] = useState<ReportTypeDefinition | null>(null);

  const list = useListParams({ name: LIST_NAME });
  const pages = useKeyPages(LIST_NAME, undefined, list.page, "");
  const query = useMemo<ReportListQuery>(() => (pages.key ? { last_evaluated_key: pages.key } : {}), [pages.key]);
  const result = useReportList(query, pages.key !== undefined);

  // A link to a page whose cursor is unknown (never loaded in this browser) starts over at page 1.
  const { setPage } = list;
  useEffect(() => {
    if (pages.key === undefined) setPage(1);
  }, [pages.key, setPage]);
  const { remember } = pages;
  const answeredKey = result.isPlaceholderData ? undefined : result.data?.last_evaluated_key;
  useEffect(() => {
    if (answeredKey !== undefined) remember(list.page, answeredKey);
  }, [answeredKey, list.page, remember]);

  const download = useDownloadReport();
  const rows = result.data?.items ?? [];
  // Cursor paging knows the total only on the last page: what came before it plus its own rows.
  const total = pages.hasNext || !result.data ? undefined : (list.page - 1) * PAGE_SIZES.reports + rows.length;

  return (
    <Box data-testid="page" data-page-title={TITLE}>
      <PageHeader title={TITLE} crumbs={[{ label: "Admin", to: `${PATHS.admin}/` }, { label: TITLE }]} />
      <ReportTiles groups={groups} onOpen={setOpen} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Generated Reports
      </Typography>
      <ReportRunsTable
        rows={rows}
        page={list.page}
        pageSize={PAGE_SIZES.reports}
        total={total}
        hasNext={pages.hasNext}
        onPageChange={list.setPage}
        // The 3 s polling refetches in the background: only a page change dims the table.
        loading={result.isFetching && (result.isPlaceholderData || !result.data)}
        failed={result.isError}
        onDownload={(r) => download.mutate(r.reference_id)}
        downloading={download.isPending ? (download.variables ?? null) : null}
      />
      {open && <ReportParametersDialog type={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
