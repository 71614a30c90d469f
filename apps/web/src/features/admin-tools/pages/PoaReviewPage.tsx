import { POA_MESSAGES, POA_PAGE_SIZE, POA_STATUSES, type PoaStatus } from "@care/contracts";
import { Button, Chip, Stack } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { formatInZone } from "../../../lib/format/zoned-time";
import { AdminListPage } from "../../../lib/table/AdminListPage";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import { useOffsetList } from "../../../lib/table/offset-list";
import type { Column } from "../../../lib/table/PagedTable";
import { offsetPaging } from "../../../lib/table/table-paging";
import { useOpenPoa, usePoaDocuments, useReviewPoa, type PoaDocumentRow } from "../api/poa";
import { RejectPoaDialog } from "../components/RejectPoaDialog";
import { UploadPoaDialog } from "../components/UploadPoaDialog";

const TITLE = "POA Review";
const FILTERS = ["status"] as const;
const STATUS_LABELS: Readonly<Record<PoaStatus, string>> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
const STATUS_COLORS = { pending: "warning", approved: "success", rejected: "error" } as const;

const statusOf = (v: string): PoaStatus =>
  (POA_STATUSES as readonly string[]).includes(v) ? (v as PoaStatus) : "pending";

/**
 * /portal-admin/poa-review: uploaded power-of-attorney documents, those awaiting review first (oldest waiting at
 * the top); View opens the scan through a short-lived signed url, Approve decides at once, Reject asks a reason.
 */
export function PoaReviewPage(): ReactNode {
  const list = useOffsetList({ name: "admin-poa-review", filters: FILTERS, pageSize: POA_PAGE_SIZE });
  const status = statusOf(list.filters.status);
  const query = usePoaDocuments({ status, ...list.range });
  const open = useOpenPoa();
  const review = useReviewPoa();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<PoaDocumentRow | null>(null);
  const [uploading, setUploading] = useState(false);

  const view = async (d: PoaDocumentRow): Promise<void> => {
    // Opened before the await so the browser does not treat it as a pop-up, then pointed at the signed url.
    const tab = window.open("", "_blank");
    try {
      const url = await open(d.poa_id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
    }
  };
  const approve = async (d: PoaDocumentRow): Promise<void> => {
    try {
      await review.mutateAsync({ poa_id: d.poa_id, decision: "approved", reason: null });
      toast.show({ type: "success", message: POA_MESSAGES.approved });
    } catch (err) {
      toast.show({ type: "error", message: err instanceof Error ? err.message : "Something went wrong." });
    }
  };

  const columns: Column<PoaDocumentRow>[] = [
    { key: "uploaded_at", header: "Uploaded", render: (d) => formatInZone(d.uploaded_at, undefined) },
    {
      key: "senior_name",
      header: "Member",
      render: (d) => (d.member_id ? `${d.senior_name} (${d.member_id})` : d.senior_name),
    },
    {
      key: "caregiver_name",
      header: "Contact",
      render: (d) =>
        d.relationship_with_senior ? `${d.caregiver_name} (${d.relationship_with_senior})` : d.caregiver_name,
    },
    { key: "file_name", header: "Document" },
    { key: "uploaded_by", header: "Uploaded By", render: (d) => d.uploaded_by ?? "-" },
    {
      key: "status",
      header: "Status",
      render: (d) => <Chip size="small" color={STATUS_COLORS[d.status]} label={STATUS_LABELS[d.status]} />,
    },
    ...(status === "pending"
      ? []
      : [
          { key: "reviewed_by", header: "Reviewed By", render: (d: PoaDocumentRow) => d.reviewed_by ?? "-" },
          {
            key: "reviewed_at",
            header: "Reviewed",
            render: (d: PoaDocumentRow) => formatInZone(d.reviewed_at, undefined),
          },
          { key: "reason", header: "Reason", render: (d: PoaDocumentRow) => d.reason ?? "-" },
        ]),
    {
      key: "actions",
      header: "",
      render: (d) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => void view(d)} aria-label={`View ${d.file_name}`}>
            View
          </Button>
          {d.status === "pending" && (
            <>
              <Button
                size="small"
                color="success"
                disabled={review.isPending}
                onClick={() => void approve(d)}
                aria-label={`Approve ${d.file_name}`}
              >
                Approve
              </Button>
              <Button size="small" color="error" onClick={() => setRejecting(d)} aria-label={`Reject ${d.file_name}`}>
                Reject
              </Button>
            </>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <AdminListPage
      title={TITLE}
      add={{ label: "Upload Document", onClick: () => setUploading(true) }}
      filters={
        <FilterSelect
          label="Status"
          all="Pending"
          value={status === "pending" ? "" : status}
          options={POA_STATUSES.filter((s) => s !== "pending").map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          onChange={(v) => list.setFilter("status", v)}
        />
      }
      table={{
        label: "Power of attorney documents",
        columns,
        rowKey: (d) => d.poa_id,
        ...offsetPaging(list, query),
        emptyText: status === "pending" ? "No documents awaiting review" : undefined,
      }}
    >
      {rejecting && <RejectPoaDialog doc={rejecting} onClose={() => setRejecting(null)} />}
      {uploading && <UploadPoaDialog onClose={() => setUploading(false)} />}
    </AdminListPage>
  );
}
