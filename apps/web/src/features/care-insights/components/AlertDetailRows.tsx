import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";
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

/**
 * The alert detail rows of spec 2 §3: Date/Time Generated, Vital Sign, Variable, Current (reading and unit),
 * Range (goodLower-goodUpper with unit, or '-').
 */
export function AlertDetailRows({ detail, timezone }: { detail: unknown; timezone: string }): ReactNode {
  const rows = alertDetails(detail);
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
            <TableCell>{dateTime(d.generatedAt, timezone)}</TableCell>
            <TableCell>{d.vitalSign}</TableCell>
            <TableCell>{d.variable}</TableCell>
            <TableCell>{`${d.current} ${d.unit}`.trim()}</TableCell>
            <TableCell>{d.range || "-"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
