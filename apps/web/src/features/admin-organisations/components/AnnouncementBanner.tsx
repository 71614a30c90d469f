import Campaign from "@mui/icons-material/Campaign";
import { Alert, AlertTitle } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useActiveAnnouncement } from "../api/announcements";

/**
 * The banner of the announcement open now for one of the signed-in user's roles (GET users/announcement/active).
 * Closing it hides this announcement for the rest of the page's life; another one shows again.
 */
export function AnnouncementBanner(): ReactNode {
  const query = useActiveAnnouncement();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const a = query.data?.announcement;
  if (!a || a.id === dismissed) return null;
  return (
    <Alert
      severity="info"
      icon={<Campaign />}
      role="region"
      aria-label="Announcement"
      onClose={() => setDismissed(a.id)}
      sx={{ borderRadius: 0 }}
    >
      <AlertTitle>{a.title}</AlertTitle>
      {a.message}
    </Alert>
  );
}
