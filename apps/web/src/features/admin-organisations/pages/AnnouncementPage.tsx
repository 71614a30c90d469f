import { PAGE_SIZES, ROLE_LABELS } from "@care/contracts";
import Add from "@mui/icons-material/Add";
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { format } from "date-fns";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { AdminListPage } from "../../../lib/table/AdminListPage";
import { useOffsetList } from "../../../lib/table/offset-list";
import type { Column } from "../../../lib/table/PagedTable";
import { offsetPaging } from "../../../lib/table/table-paging";
import { useAnnouncements, useDeleteAnnouncement, type AnnouncementRow } from "../api/announcements";
import { AnnouncementDialog } from "../components/AnnouncementDialog";

const PAGE_SIZE = PAGE_SIZES.default;
const STATE_LABELS = { scheduled: "Scheduled", active: "Active", expired: "Expired" } as const;
// Spec 2 §9 date format MM/DD/YYYY, time hh:mm A.
const when = (iso: string | null): string => (iso ? format(new Date(iso), "MM/dd/yyyy hh:mm a") : "No end");

/**
 * /portal-admin/announcement: the admins' announcements (the spec names the screen only; docs/administration.md).
 * Create, schedule (From/To), edit, remove; the active one is a banner for the chosen roles.
 */
export function AnnouncementPage(): ReactNode {
  const list = useOffsetList({ name: "announcements", pageSize: PAGE_SIZE, fetchLimit: 100 });
  const query = useAnnouncements(list.range);
  const [editing, setEditing] = useState<AnnouncementRow | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AnnouncementRow | null>(null);
  const remove = useDeleteAnnouncement();
  const toast = useToast();

  const columns: readonly Column<AnnouncementRow>[] = [
    { key: "title", header: "Title" },
    { key: "message", header: "Message" },
    { key: "roles", header: "Shown To", render: (a) => a.roles.map((r) => ROLE_LABELS[r]).join(", ") },
    { key: "from", header: "From", render: (a) => when(a.from) },
    { key: "to", header: "To", render: (a) => when(a.to) },
    {
      key: "state",
      header: "Status",
      render: (a) => (
        <Chip size="small" color={a.state === "active" ? "success" : "default"} label={STATE_LABELS[a.state]} />
      ),
    },
    {
      key: "actions",
      header: "Actions",
      render: (a) => (
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button size="small" onClick={() => setEditing(a)} aria-label={`Edit ${a.title}`}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={() => setRemoving(a)} aria-label={`Remove ${a.title}`}>
            Remove
          </Button>
        </Box>
      ),
    },
  ];

  const confirmRemove = async (): Promise<void> => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.show({ type: "success", message: "Announcement deleted successfully." });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <AdminListPage
      title="Announcement"
      add={{ label: "Add Announcement", onClick: () => setEditing(null), startIcon: <Add /> }}
      table={{ label: "Announcements", columns, rowKey: (a) => a.id, ...offsetPaging(list, query) }}
    >
      {editing !== undefined && <AnnouncementDialog announcement={editing} onClose={() => setEditing(undefined)} />}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-announcement-title">
        <DialogTitle id="remove-announcement-title">Remove Announcement</DialogTitle>
        <DialogContent>
          <DialogContentText>Remove “{removing?.title}”? It stops showing at once.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void confirmRemove().catch(() => undefined)}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </AdminListPage>
  );
}
