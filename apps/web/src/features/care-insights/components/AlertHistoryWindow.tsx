import { List, ListItem, ListItemText, Typography } from "@mui/material";
import { subDays } from "date-fns";
import type { ReactNode } from "react";
import { useInsightHistory } from "../../../lib/shared/insight-history";
import { dateTime, STATUS_LABELS } from "./insight-labels";

import { ALERT_HISTORY_DAYS } from "../../../lib/care-insight-events/insight-events";

export { ALERT_HISTORY_DAYS };

/** The senior's alerts of the 7 days before this alert was generated (up to 20, newest first). */
export function AlertHistoryWindow({
  seniorId,
  careInsightId,
  generatedAt,
  timezone,
}: {
  seniorId: string;
  careInsightId: string;
  generatedAt: string;
  timezone: string;
}): ReactNode {
  const end = new Date(generatedAt);
  const q = useInsightHistory({
    senior_id: seniorId,
    insight_type: "alert",
    start_timestamp: subDays(end, ALERT_HISTORY_DAYS).toISOString(),
    end_timestamp: end.toISOString(),
    limit: 20,
  });
  const others = (q.data?.items ?? []).filter((i) => i.care_insight_id !== careInsightId);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Alert history (7 days before {dateTime(generatedAt, timezone)})
      </Typography>
      {q.isSuccess && others.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No Records
        </Typography>
      ) : (
        <List dense aria-label="Alert history">
          {others.map((a) => (
            <ListItem key={a.care_insight_id} disableGutters>
              <ListItemText
                primary={a.message}
                secondary={`${dateTime(a.timestamp, timezone)} · ${STATUS_LABELS[a.status]}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
