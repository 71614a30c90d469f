import { hasAnyRole, ROSTER_COLUMNS, ROSTER_LIMITS, type RosterDryRun } from "@care/contracts";
import Download from "@mui/icons-material/Download";
import UploadFile from "@mui/icons-material/UploadFile";
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { useToast } from "../../../lib/feedback/toast-context";
import { PageFrame, useHomeCrumb } from "../../../lib/layout/PageHeader";
import { useTemplateDownload } from "../api/download-template";
import { useRosterImport } from "../api/get-import";
import { useRosterDryRun, useStartRosterImport } from "../api/upload-roster";
import { ImportProgress, plural } from "../components/ImportProgress";
import { RowErrorsTable } from "../components/RowErrorsTable";

const IMPORT_PARAM = "import";

/** The dry run's summary, e.g. '10 rows: 2 ready to import (1 new, 1 changed, 0 unchanged), 8 with errors'. */
function checkSummary(d: RosterDryRun): string {
  const bad = d.rows - d.valid;
  return `${plural(d.rows, "row")}: ${d.valid} ready to import (${d.to_create} new, ${d.to_update} changed, ${d.unchanged} unchanged), ${bad} with errors`;
}

/**
 * /roster-import (issue 30 item 3, docs/roster-import.md): download the template, choose a CSV, check it (the dry
 * run: every row's errors, nothing written), then import its valid rows and follow the job's progress. The
 * running import's id is in the address (?import=), so a reload keeps following it.
 */
export function RosterImportPage(): ReactNode {
  const [file, setFile] = useState<File | null>(null);
  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM);
  const downloadTemplate = useTemplateDownload();
  const dryRun = useRosterDryRun();
  const start = useStartRosterImport();
  const current = useRosterImport(importId);
  const toast = useToast();
  const agent = hasAnyRole(useAuth().roles, ["FACILITY_AGENT"]);
  const refusal = dryRun.error ?? start.error;

  const choose = (e: ChangeEvent<HTMLInputElement>): void => {
    setFile(e.target.files?.[0] ?? null);
    dryRun.reset();
    start.reset();
    e.target.value = "";
  };
  const check = (): void => {
    if (file) dryRun.mutate(file);
  };
  const runImport = (): void => {
    if (!file) return;
    start.mutate(file, {
      onSuccess: (started) => {
        setParams({ [IMPORT_PARAM]: started.import_id });
        dryRun.reset();
        setFile(null);
      },
    });
  };
  const downloadFailed = (): void => toast.show({ type: "error", message: "The template could not be downloaded" });

  return (
    <PageFrame title="Roster Import" crumbs={[useHomeCrumb(), { label: "Roster Import" }]}>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              Members CSV
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              One member a row, matched by member id: a new id adds the member, a known one updates them. Rows are
              checked like the Add User form. At most {ROSTER_LIMITS.maxRows} rows and{" "}
              {ROSTER_LIMITS.maxBytes / 1024 / 1024} MB. Columns: {ROSTER_COLUMNS.join(", ")}.
              {agent && " Members are added as residents of your facility."}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Button
                variant="outlined"
                startIcon={<Download />}
                onClick={() => void downloadTemplate().catch(downloadFailed)}
              >
                Download Template
              </Button>
              <Button variant="outlined" component="label" startIcon={<UploadFile />}>
                Choose CSV File
                <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={choose} />
              </Button>
              <Typography data-testid="roster-file-name">{file?.name ?? "No file chosen"}</Typography>
              <Button variant="contained" disabled={!file || dryRun.isPending} onClick={check}>
                Check File
              </Button>
              <Button
                variant="contained"
                color="success"
                disabled={!file || !dryRun.data || dryRun.data.valid === 0 || start.isPending}
                onClick={runImport}
              >
                {dryRun.data ? `Import ${dryRun.data.valid} Rows` : "Import"}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal.message}
            {refusal.fields.map((f) => (f.reason !== refusal.message ? ` (${f.reason})` : "")).join("")}
          </Alert>
        )}
        {dryRun.data && (
          <Box component="section" aria-label="Check result">
            <Alert severity={dryRun.data.errors.length > 0 ? "warning" : "success"} sx={{ mb: 2 }}>
              {checkSummary(dryRun.data)}
            </Alert>
            {dryRun.data.errors.length > 0 && <RowErrorsTable errors={dryRun.data.errors} />}
          </Box>
        )}
        {current.data && <ImportProgress value={current.data} />}
        {current.error && <Alert severity="error">{current.error.message}</Alert>}
      </Stack>
    </PageFrame>
  );
}
