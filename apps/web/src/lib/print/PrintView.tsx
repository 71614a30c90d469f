import "./print.css";
import PrintIcon from "@mui/icons-material/Print";
import { Box, Button, Divider, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** 'Senior Member: {name}', a dash when the name is missing or blank (spec 2 'Assessment print views'). */
export function seniorMemberLine(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return `Senior Member: ${trimmed ? trimmed : "-"}`;
}

export interface PrintViewProps {
  /** The assessment title, e.g. 'Falls and Hospitalization Assessment'. */
  title: string;
  seniorName: string | null | undefined;
  /** The print body chosen by print type. */
  children: ReactNode;
  /** Show the on-screen Print button (never printed). */
  showPrintButton?: boolean;
}

/** The frame of every assessment print view: title, senior line, body; the print stylesheet prints only this. */
export function PrintView({ title, seniorName, children, showPrintButton = true }: PrintViewProps): ReactNode {
  return (
    <Paper component="article" className="care-print-view" variant="outlined" sx={{ p: 3 }} aria-label={title}>
      <Box sx={{ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: 2 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="subtitle1">{seniorMemberLine(seniorName)}</Typography>
        </Box>
        {showPrintButton && (
          <Button className="care-no-print" variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box>{children}</Box>
    </Paper>
  );
}
