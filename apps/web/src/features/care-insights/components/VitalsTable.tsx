import {
  Box,
  Button,
  FormControlLabel,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import type { VitalRow } from "../api/list-vitals";
import { reportVitalOf } from "../api/download-vital-summary";
import { measurementLabel } from "./insight-labels";
import { figure, VITAL_STATE_LABELS } from "./vital-rules";

export interface VitalActions {
  onAssign(v: VitalRow): void;
  onUnassign(v: VitalRow): void;
  onToggleInsight(v: VitalRow, on: boolean): void;
  onEdit(v: VitalRow): void;
  onRefreshBaseline(v: VitalRow): void;
  onClearRangeScore(v: VitalRow): void;
  onDownload(v: VitalRow): void;
}

const triple = (f: VitalRow["baseline"]): string => `${figure(f.high)} / ${figure(f.low)} / ${figure(f.avg)}`;
const pct = (n: number | null): string => (n === null ? "-" : `${n}%`);
const windowText = (v: VitalRow): string =>
  v.timestamp.start && v.timestamp.end
    ? `${new Date(v.timestamp.start).toLocaleDateString("en-US")} – ${new Date(v.timestamp.end).toLocaleDateString("en-US")}`
    : "-";

/**
 * One table of vitals (active or inactive, spec 2 §4): title, unit, vendor, model, state, baseline and actual
 * high/low/avg (over the vital's window), the four percentages, and what can be done with the row.
 */
export function VitalsTable({
  label,
  rows,
  active,
  actions,
  busy,
}: {
  label: string;
  rows: readonly VitalRow[];
  active: boolean;
  actions: VitalActions;
  /** Measurement names with a call in flight: their buttons wait. */
  busy: ReadonlySet<string>;
}): ReactNode {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {[
                  "Vital",
                  "Vendor / Model",
                  "State",
                  "Baseline (H / L / Avg)",
                  "Actual (H / L / Avg)",
                  "Upper % (Action / Attention)",
                  "Lower % (Attention / Action)",
                  ...(active ? ["Care Insight"] : []),
                  "Actions",
                ].map((h) => (
                  <TableCell key={h} sx={{ fontWeight: 600, maxWidth: 130 }}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={active ? 9 : 8} align="center">
                    No Records
                  </TableCell>
                </TableRow>
              )}
              {rows.map((v) => {
                const title = v.measurementTitle ?? measurementLabel(v.measurementName);
                const isBusy = busy.has(v.measurementName);
                return (
                  <TableRow key={v.measurementName} data-testid={`vital-${v.measurementName}`}>
                    <TableCell>
                      <Box sx={{ fontWeight: 600 }}>{title}</Box>
                      <Typography variant="caption" color="text.secondary">
                        {v.measurementUnit ?? "-"}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {v.vendorName ?? "-"}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {v.modelNumber ?? "-"}
                      </Typography>
                    </TableCell>
                    <TableCell>{v.isDisabled ? "Disabled" : VITAL_STATE_LABELS[v.currentState]}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{triple(v.baseline)}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {triple(v.actual)}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {windowText(v)}
                      </Typography>
                    </TableCell>
                    <TableCell>{`${pct(v.threshold.upHigh)} / ${pct(v.threshold.upLow)}`}</TableCell>
                    <TableCell>{`${pct(v.threshold.lowHigh)} / ${pct(v.threshold.lowLow)}`}</TableCell>
                    {active && (
                      <TableCell>
                        <FormControlLabel
                          control={
                            <Switch
                              checked={v.currentState === "ACTIVE_INSIGHT"}
                              disabled={isBusy}
                              onChange={(e) => actions.onToggleInsight(v, e.target.checked)}
                              slotProps={{ input: { "aria-label": `Care insight ${title}` } }}
                            />
                          }
                          label={v.currentState === "ACTIVE_INSIGHT" ? "ON" : "OFF"}
                        />
                      </TableCell>
                    )}
                    <TableCell>
                      <Box
                        sx={{
                          display: "grid",
                          gridTemplateColumns: active ? "repeat(2, max-content)" : "max-content",
                          gap: 0.5,
                        }}
                      >
                        {active ? (
                          <>
                            <Button
                              size="small"
                              variant="contained"
                              disabled={isBusy}
                              onClick={() => actions.onEdit(v)}
                            >
                              Edit
                            </Button>
                            <Button size="small" disabled={isBusy} onClick={() => actions.onRefreshBaseline(v)}>
                              Refresh Baseline
                            </Button>
                            <Button size="small" disabled={isBusy} onClick={() => actions.onClearRangeScore(v)}>
                              Clear Range Score
                            </Button>
                            {reportVitalOf(v.measurementName) && (
                              <Button size="small" disabled={isBusy} onClick={() => actions.onDownload(v)}>
                                Download
                              </Button>
                            )}
                            <Button size="small" color="error" disabled={isBusy} onClick={() => actions.onUnassign(v)}>
                              Unassign
                            </Button>
                          </>
                        ) : (
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={isBusy || v.isDisabled}
                            onClick={() => actions.onAssign(v)}
                          >
                            Assign
                          </Button>
                        )}
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}
