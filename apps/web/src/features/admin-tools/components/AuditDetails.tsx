import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import { Box, Button, Collapse, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import type { AuditRow } from "../api/audit";

/** The row's details, folded: entity, request id, break-glass reason and the (redacted) summary of the change. */
export function AuditDetails({ row }: { row: AuditRow }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        aria-expanded={open}
        aria-label={`Details of audit entry ${row.id}`}
      >
        Details
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ mt: 1, maxWidth: 420 }}>
          <Typography variant="caption" component="div">
            Action: {row.action}
          </Typography>
          {row.entity_type && (
            <Typography variant="caption" component="div">
              Entity: {row.entity_type} {row.entity_id}
            </Typography>
          )}
          <Typography variant="caption" component="div">
            Request: {row.request_id || "-"}
          </Typography>
          {row.break_glass_reason && (
            <Typography variant="caption" component="div">
              Break-glass reason: {row.break_glass_reason}
            </Typography>
          )}
          {row.summary !== null && row.summary !== undefined && (
            <Box
              component="pre"
              sx={{
                m: 0,
                mt: 0.5,
                p: 1,
                bgcolor: "grey.100",
                fontSize: 12,
                whiteSpace: "pre-wrap",
                wordBreak: "break-all",
              }}
            >
              {JSON.stringify(row.summary, null, 2)}
            </Box>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
