import { PAGE_SIZES } from "@care/contracts";
import { Box, Button } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useInsightEvents } from "../../../lib/care-insight-events/InsightEventsProvider";
import { useToast } from "../../../lib/feedback/toast-context";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { ApiError } from "../../../lib/api/api-error";
import { ConfirmDialog } from "../../../lib/forms/ConfirmDialog";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { useApproveInsight } from "../api/approve-insight";
import { useApproveInsightWithEdit } from "../api/approve-insight-with-edit";
import { useApproveSummary } from "../api/approve-summary";
import { useBulkDenyInsights } from "../api/bulk-deny-insights";
import { useDenyInsight } from "../api/deny-insight";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { INSIGHT_ROUTES } from "../api/insight-routes";
import { useReviewQueue, type ReviewItem } from "../api/list-review-queue";
import { EditMessageDialog } from "../components/EditMessageDialog";
import { ReviewTable, type ReviewActions } from "../components/ReviewTable";

const PAGE_SIZE = PAGE_SIZES.careInsightReview;
/** Summaries and agency summaries have their own approval call (spec 2 §4). */
const isSummary = (i: ReviewItem): boolean => i.insight_type === "summary" || i.insight_type === "facility_summary";

/** Texts of the decisions: ours, the spec names none. */
export const REVIEW_TEXTS = {
  approved: "Care insight approved.",
  denied: "Care insight denied.",
  bulkDenied: (n: number): string => `${n} care insight${n === 1 ? "" : "s"} denied.`,
} as const;

/**
 * /portal-admin/care-insight-review (spec 2 §2, §4, §9; spec 3 §4): the approval queue, 15 a page, newest first.
 * Opening it closes the approve-state notifications; a new insight on private-alert / private-summary refreshes it.
 */
export function CareInsightReviewPage(): ReactNode {
  const toast = useToast();
  const qc = useQueryClient();
  const { dispatch, listen } = useInsightEvents();
  const list = useListParams({ name: "care-insight-review" });
  const win = offsetWindow(list.page, PAGE_SIZE);
  const query = useReviewQueue({ offset: win.offset, limit: win.limit });
  const page = pageOfRows(
    win,
    PAGE_SIZE,
    query.data && { items: query.data.items, total: query.data.total, nextOffset: query.data.offset },
  );
  const approve = useApproveInsight();
  const approveWithEdit = useApproveInsightWithEdit();
  const approveSummary = useApproveSummary();
  const deny = useDenyInsight();
  const bulkDeny = useBulkDenyInsights();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<ReviewItem | null>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const busy =
    approve.isPending || approveWithEdit.isPending || approveSummary.isPending || deny.isPending || bulkDeny.isPending;

  // Spec 3 §4: approve-state alerts and summaries close when the review page opens; while it is open, the list
  // itself shows what arrives, so those close too and the queue refetches.
  useEffect(() => {
    dispatch({ type: "closeApprove" });
    return listen(() => {
      dispatch({ type: "closeApprove" });
      void invalidateRoutes(qc, INSIGHT_ROUTES);
    });
  }, [dispatch, listen, qc]);

  const run = async (task: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await task();
      toast.show({ type: "success", message: success });
      return true;
    } catch (err) {
      if (!(err instanceof ApiError && err.kind === "canceled")) {
        toast.show({ type: "error", message: (err as Error).message });
      }
      return false;
    }
  };
  const forget = (ids: readonly string[]): void =>
    setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));

  const actions: ReviewActions = {
    selected,
    busy,
    onSelect: (id, on) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    onApprove: (i) =>
      void run(
        () =>
          isSummary(i)
            ? approveSummary.mutateAsync({ care_insight_id: i.care_insight_id })
            : approve.mutateAsync({ care_insight_id: i.care_insight_id }),
        REVIEW_TEXTS.approved,
      ).then((ok) => ok && forget([i.care_insight_id])),
    onEdit: setEditing,
    onDeny: (i) =>
      void run(() => deny.mutateAsync({ care_insight_id: i.care_insight_id }), REVIEW_TEXTS.denied).then(
        (ok) => ok && forget([i.care_insight_id]),
      ),
  };

  const saveEdit = async (item: ReviewItem, message: string): Promise<void> => {
    const body = { care_insight_id: item.care_insight_id, message };
    const ok = await run(
      () => (isSummary(item) ? approveSummary.mutateAsync(body) : approveWithEdit.mutateAsync(body)),
      REVIEW_TEXTS.approved,
    );
    if (ok) {
      forget([item.care_insight_id]);
      setEditing(null);
    }
  };

  const denySelected = async (): Promise<void> => {
    const ids = [...selected];
    const ok = await run(() => bulkDeny.mutateAsync({ care_insight_ids: ids }), REVIEW_TEXTS.bulkDenied(ids.length));
    setConfirmBulk(false);
    if (ok) forget(ids);
  };

  return (
    <Box data-testid="page" data-page-title="Care Insight Review">
      <PageHeader
        title="Care Insight Review"
        crumbs={[{ label: "Admin", to: "/portal-admin" }, { label: "Care Insight Review" }]}
        actions={
          <Button
            color="error"
            variant="contained"
            disabled={selected.size === 0 || busy}
            onClick={() => setConfirmBulk(true)}
          >
            Deny Selected ({selected.size})
          </Button>
        }
      />
      <ReviewTable
        actions={actions}
        rows={page.rows}
        page={list.page}
        pageSize={PAGE_SIZE}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
      />
      {editing && (
        <EditMessageDialog
          initial={editing.message}
          busy={busy}
          onSave={(m) => void saveEdit(editing, m)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirmBulk}
        title="Deny selected?"
        text={`Deny the ${selected.size} selected care insight${selected.size === 1 ? "" : "s"}?`}
        confirmLabel="Deny"
        danger
        busy={busy}
        onConfirm={() => void denySelected()}
        onCancel={() => setConfirmBulk(false)}
      />
    </Box>
  );
}
