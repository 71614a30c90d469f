import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";
import type { AlertDetailRow } from "../../../lib/care-insight-events/insight-events";
import { dateTime } from "./insight-labels";

/** One stored alert detail (care_insight.detail, written by the threshold worker). */
interface AlertDetail {
  generatedAt: string;
  vitalSign: string;
  variable: string;
  current: number;
  unit: string;
  range: string;
}

function isAlertDetail(d: unknown): d is AlertDetail {
  if (!d || typeof d !== "object") return false;
  const r = d as Record<string, unknown>;
  return typeof r.generatedAt === "string" && typeof r.vitalSign === "string" && typeof r.current === "number";
}

export function alertDetails(detail: unknown): AlertDetail[] {
  return Array.isArray(detail) ? detail.filter(isAlertDetail) : [];
}

/** The alert detail rows of spec 2 §3, as shown: one table for the history, the alerts and the events' popups. */
export function AlertDetailTable({ rows }: { rows: readonly AlertDetailRow[] }): ReactNode {
  if (rows.length === 0) return null;
  return (
    <Table size="small" aria-label="Alert details">
      <TableHead>
        <TableRow>
          {["Date/Time Generated", "Vital Sign", "Variable", "Current", "Range"].map((h) => (
            <TableCell key={h} sx={{ fontWeight: 600 }}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((d, i) => (
          <TableRow key={i}>
            <TableCell>{d.dateGenerated}</TableCell>
            <TableCell>{d.vitalSign}</TableCell>
            <TableCell>{d.variable}</TableCell>
            <TableCell>{d.current}</TableCell>
            <TableCell>{d.range}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A stored insight's alert details as rows: Date/Time Generated (in the senior's zone), Vital Sign, Variable, Current
 * (reading and unit), Range (goodLower-goodUpper with unit, or '-').
 */
export function AlertDetailRows({ detail, timezone }: { detail: unknown; timezone: string }): ReactNode {
  const rows = alertDetails(detail).map((d) => ({
    dateGenerated: dateTime(d.generatedAt, timezone),
    vitalSign: d.vitalSign,
    variable: d.variable,
    current: `${d.current} ${d.unit}`.trim(),
    range: d.range || "-",
  }));
  return <AlertDetailTable rows={rows} />;
}
