import { once } from "node:events";
import { PassThrough } from "node:stream";
import { CopyObjectCommand, DeleteObjectCommand } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import ExcelJS from "exceljs";
import type { Db } from "@care/db";
import type { Storage } from "@care/infra";
import type { ReportDefinition, ReportFilters } from "./definition.js";

/** Rows read per query: one page is all the worker holds of the result at any time. */
export const REPORT_PAGE_ROWS = 1000;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** S3's smallest multipart part; two in flight bound the upload's memory to about 10 MB. */
const PART_BYTES = 5 * 1024 * 1024;

type Cell = string | number | null;

/** What a driver value becomes in a cell (counts come back as bigint, numerics as Decimal-like objects). */
function cell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === "number" || typeof v === "string") return v;
  if (typeof v === "bigint") return Number(v);
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (v instanceof Date) return v.toISOString();
  return String(v);
}

/**
 * Streams the report's rows, page by page, through exceljs's streaming writer into a multipart upload at `tmpKey`.
 * Nothing but one page of rows and the upload's parts is in memory. Returns the number of data rows. On any error
 * the upload is aborted (its parts deleted) and the error rethrown; the caller never copies a partial object.
 */
export async function streamWorkbook(
  db: Db,
  storage: Storage,
  def: ReportDefinition,
  title: string,
  filters: ReportFilters,
  tmpKey: string,
): Promise<number> {
  const body = new PassThrough();
  const upload = new Upload({
    client: storage.s3,
    params: { Bucket: storage.bucket, Key: tmpKey, Body: body, ContentType: XLSX },
    partSize: PART_BYTES,
    queueSize: 2,
    leavePartsOnError: false,
  });
  const uploaded = upload.done();
  // A failed upload must not leave an unhandled rejection while the rows are still being written.
  uploaded.catch(() => undefined);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: body,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(title.slice(0, 31));
    sheet.columns = def.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 14 }));
    let after: unknown[] | null = null;
    let rows = 0;
    for (;;) {
      const page: Record<string, unknown>[] = await db.$queryRaw<Record<string, unknown>[]>(
        def.page(filters, after, REPORT_PAGE_ROWS),
      );
      for (const row of page) {
        sheet.addRow(def.columns.map((c) => cell(row[c.key]))).commit();
      }
      rows += page.length;
      const last: Record<string, unknown> | undefined = page.at(-1);
      if (page.length < REPORT_PAGE_ROWS || !last) break;
      after = Array.from({ length: def.keyCount }, (_, i) => last[`_k${i}`]);
      // Let the upload drain what the page produced before reading the next one (bounded memory).
      if (body.writableNeedDrain) await once(body, "drain");
    }
    sheet.commit();
    await workbook.commit();
    await uploaded;
    return rows;
  } catch (err) {
    await upload.abort().catch(() => undefined);
    body.destroy();
    throw err;
  }
}

/** Moves a finished upload to its final key: the final key only ever holds a complete workbook. */
export async function publishObject(storage: Storage, tmpKey: string, finalKey: string): Promise<void> {
  await storage.s3.send(
    new CopyObjectCommand({
      Bucket: storage.bucket,
      Key: finalKey,
      CopySource: `${storage.bucket}/${encodeURIComponent(tmpKey).replaceAll("%2F", "/")}`,
      ContentType: XLSX,
      MetadataDirective: "REPLACE",
    }),
  );
  await storage.s3.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: tmpKey }));
}
