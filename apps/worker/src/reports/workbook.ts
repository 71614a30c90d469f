import { PassThrough } from "node:stream";
import { Upload } from "@aws-sdk/lib-storage";
import ExcelJS from "exceljs";
import { readInPages } from "@care/db";
import type { Storage } from "@care/infra";
import type { ReportDefinition, ReportFilters } from "./definition.js";
import { appendRowsXml, columnName, rowXml, type Cell } from "./sheet-rows.js";

/** Rows fetched from the cursor at a time: one page is all the worker holds of the result at any time. */
export const REPORT_PAGE_ROWS = 1000;
/**
 * Deflate level of the xlsx (a zip). Level 1 compresses the repetitive sheet XML about as well as the default 6
 * (bench:reports: 13 MB either way for 310,000 rows) for less CPU, and CPU is most of a build's time.
 */
const ZIP_LEVEL = 1;
/**
 * Rows are handed to the sheet in strings of about this many characters rather than one string a page. A string of
 * more than ~128 kB lives in V8's large-object space, which only a full collection frees; with one 250 kB string
 * per 1,000-row page the worker peaked 10–15 MB higher (bench:reports, three runs each, back to back on a quiet
 * machine: 235–248 MB against 221–235 MB).
 */
const WRITE_CHARS = 32 * 1024;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** S3's smallest multipart part; two in flight bound the upload's memory to about 10 MB. */
const PART_BYTES = 5 * 1024 * 1024;

/** What a driver value becomes in a cell (counts come back as bigint, numerics as Decimal-like objects). */
function cell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === "number" || typeof v === "string") return v;
  if (typeof v === "bigint") return Number(v);
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (v instanceof Date) return v.toISOString();
  return String(v);
}

interface WritableState {
  _writableState?: { needDrain?: boolean };
  once(event: "drain", listener: () => void): unknown;
}

/**
 * The stream through which exceljs hands the sheet's XML to the zip's deflate. exceljs's StreamBuf writes into it
 * without heeding backpressure, so when deflate is slower than the rows come, uncompressed XML piles up there
 * (measured: 20 MB at a time for 310,000 rows). Waiting for it to drain between pages bounds that. It is an internal
 * of exceljs 4 (worksheet.stream.pipes); if a version lacks it, nothing is waited for here and `body` still is.
 */
function zipEntryInput(sheet: ExcelJS.Worksheet): WritableState | undefined {
  const stream = (sheet as unknown as { stream?: { pipes?: WritableState[] } }).stream;
  return stream?.pipes?.[0];
}

async function drained(stream: WritableState | PassThrough | undefined): Promise<void> {
  if (!stream) return;
  const needDrain =
    "writableNeedDrain" in stream && typeof stream.writableNeedDrain === "boolean"
      ? stream.writableNeedDrain
      : (stream as WritableState)._writableState?.needDrain === true;
  if (needDrain) await new Promise<void>((resolve) => stream.once("drain", () => resolve()));
}

/**
 * Streams the report's rows, a page at a time from a server-side cursor (readInPages), through exceljs's streaming
 * writer into a multipart upload at `key`. Nothing but one page of rows and the upload's parts is in memory: the
 * next page is fetched only once the upload has taken what the previous one produced. Returns the number of data
 * rows. The object appears at `key` only when the upload completes (a workbook that fits one part is sent as one
 * PUT, equally whole); on any error the upload is aborted (its parts deleted), nothing appears, and the error is
 * rethrown.
 */
export async function streamWorkbook(
  databaseUrl: string,
  storage: Storage,
  def: ReportDefinition,
  title: string,
  filters: ReportFilters,
  key: string,
): Promise<number> {
  const body = new PassThrough();
  const upload = new Upload({
    client: storage.s3,
    params: { Bucket: storage.bucket, Key: key, Body: body, ContentType: XLSX },
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
      zip: { zlib: { level: ZIP_LEVEL } },
    });
    // Excel refuses * ? : \ / [ ] in sheet names and more than 31 characters ('Katz / Lawton ADL …').
    const sheet = workbook.addWorksheet(title.replace(/[*?:\\/[\]]/g, "-").slice(0, 31));
    // Widths only: the header is written as row 1 below with the data rows (sheet-rows.ts).
    sheet.columns = def.columns.map((c) => ({ key: c.key, width: c.width ?? 14 }));
    const names = def.columns.map((_, i) => columnName(i + 1));
    const keys = def.columns.map((c) => c.key);
    appendRowsXml(
      sheet,
      rowXml(
        1,
        def.columns.map((c) => c.header),
        names,
      ),
    );
    let rowNumber = 1;
    const rows = await readInPages(databaseUrl, def.query(filters), REPORT_PAGE_ROWS, async (page) => {
      let xml = "";
      for (const row of page) {
        xml += rowXml(
          ++rowNumber,
          keys.map((k) => cell(row[k])),
          names,
        );
        if (xml.length >= WRITE_CHARS) {
          appendRowsXml(sheet, xml);
          xml = "";
        }
      }
      if (xml !== "") appendRowsXml(sheet, xml);
      // Let the deflate and then the upload take what the page produced before the next one (bounded memory).
      await drained(zipEntryInput(sheet));
      await drained(body);
    });
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
