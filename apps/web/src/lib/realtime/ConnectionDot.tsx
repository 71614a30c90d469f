import { Box, Tooltip } from "@mui/material";
import type { ReactNode } from "react";
import { useRealtime } from "./realtime-context";

/** Header indicator of the push connection (spec 1 §4 "Status tracked as connected or disconnected"). */
export function ConnectionDot(): ReactNode {
  const { enabled, connected } = useRealtime();
  if (!enabled) return null;
  const label = connected ? "Real-time updates connected" : "Real-time updates disconnected";
  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        data-testid="realtime-status"
        data-connected={connected}
        sx={{
          width: 10,
          height: 10,
          borderRadius: "50%",
          // Bright on the green app bar: lime when connected, red when not.
          bgcolor: connected ? "#C6FF00" : "#FF5252",
          border: "2px solid",
          borderColor: "common.white",
          flexShrink: 0,
        }}
      />
    </Tooltip>
  );
}
