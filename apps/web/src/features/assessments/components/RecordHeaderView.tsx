import type { AssessmentRecord } from "@care/contracts";
import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { formatDateTime } from "./format";

type Header = AssessmentRecord["header"];

/** Spec 2 §2 'Assessment record header': who, when, by whom, which version. */
export function RecordHeaderView({ header }: { header: Header }): ReactNode {
  const fields: [string, string][] = [
    ["Preferred Name", header.preferredName || "-"],
    ["Account ID", header.accountId],
    ["Age", header.age === null ? "-" : `${header.age} years`],
    ["Gender", header.gender || "-"],
    ["Status", header.status ?? "-"],
    ["Date & Time", formatDateTime(header.dateTime)],
    ["Care Agent", header.careAgentName || "-"],
    ["Version", header.version ?? "-"],
  ];
  return (
    <Box
      component="dl"
      aria-label="Assessment record"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "auto 1fr", md: "repeat(4, auto minmax(6rem, 1fr))" },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        flex: 1,
      }}
    >
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} data-field={label}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
