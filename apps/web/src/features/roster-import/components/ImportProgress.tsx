import type { RosterImport } from "@care/contracts";
import { Alert, Box, LinearProgress, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { RowErrorsTable } from "./RowErrorsTable";

/** "1 row", "2 rows". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The summary line of a finished import, e.g. '1 created, 1 updated, 0 unchanged; 1 row left out'. */
export function importSummary(i: Pick<RosterImport, "created" | "updated" | "unchanged" | "errors">): string {
  const leftOut = new Set(i.errors.map((e) => e.line)).size;
  return `${i.created} created, ${i.updated} updated, ${i.unchanged} unchanged; ${plural(leftOut, "row")} left out`;
}

/** A running import's progress bar, then its result with the rows it left out. */
export function ImportProgress({ value }: { value: RosterImport }): ReactNode {
  const percent = value.total === 0 ? 100 : Math.round((value.processed / value.total) * 100);
  const finished = value.state === "done" || value.state === "failed";
  return (
    <Stack spacing={2} component="section" aria-label="Import">
      <Box>
        <Typography sx={{ mb: 1 }}>
          {value.state === "queued" && "Waiting to start…"}
          {value.state === "running" && `Importing: ${value.processed} of ${plural(value.total, "row")}`}
          {value.state === "done" && `Import finished: ${value.processed} of ${plural(value.total, "row")}`}
          {value.state === "failed" && "Import failed"}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Import progress"
          color={value.state === "failed" ? "error" : "primary"}
        />
      </Box>
      {value.state === "done" && (
        <Alert severity={value.errors.length > 0 ? "warning" : "success"}>{importSummary(value)}</Alert>
      )}
      {value.state === "failed" && <Alert severity="error">{value.failure ?? "The import failed"}</Alert>}
      {finished && value.errors.length > 0 && <RowErrorsTable errors={value.errors} />}
    </Stack>
  );
}
