// Shared steps of the report tests: start a report through the API, wait for the worker to finish it, and read the
// workbook back from the S3 store through the download URL the API signs (exceljs, as a user's spreadsheet would).
import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { DemoRole, TestEnvelope } from "../../support/harness.js";
import { waitFor } from "../../support/harness.js";
import type { WorkerHarness } from "../../support/worker-harness.js";

export async function startReport(
  h: WorkerHarness,
  role: DemoRole,
  report_type: string,
  parameters: Record<string, unknown> = {},
): Promise<string> {
  const res = await h.as(role).post("/api/reports", { report_type, parameters });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.status).toBe("in_progress");
  return res.body.data.reference_id as string;
}

/**
 * Creates a report schedule as the administrator (the daily 06:30 Chicago falls and SOS report, to nobody, unless
 * `over` says otherwise) and returns the schedule the API answered.
 */
export async function createSchedule(
  h: WorkerHarness,
  over: Record<string, unknown> = {},
): Promise<TestEnvelope["data"]> {
  const res = await h.as("admin").post("/api/reports/schedules", {
    report_type: "falls_sos",
    parameters: {},
    frequency: "daily",
    time_of_day: "06:30",
    timezone: "America/Chicago",
    recipients: [],
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Waits until the worker leaves in_progress; returns the final status and error. */
export async function finished(
  h: WorkerHarness,
  referenceId: string,
): Promise<{ status: string; error: string | null }> {
  return waitFor(
    `report ${referenceId} to finish`,
    async () => {
      const r = await h.prisma.report.findUnique({ where: { referenceId } });
      return r && r.status !== "in_progress" ? { status: r.status, error: r.error } : undefined;
    },
    60_000,
  );
}

export interface SheetContent {
  header: string[];
  rows: unknown[][];
}

/** Downloads through the presigned URL and parses the first sheet. */
export async function download(h: WorkerHarness, role: DemoRole, referenceId: string): Promise<SheetContent> {
  const res = await h.as(role).get("/api/reports/download", { reference_id: referenceId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const file = await fetch(res.body.data.presigned_url as string);
  expect(file.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const all: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    all.push((row.values as unknown[]).slice(1));
  });
  const [header = [], ...rows] = all;
  return { header: header as string[], rows };
}
