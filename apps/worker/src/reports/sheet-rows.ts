import type ExcelJS from "exceljs";

/** What a report cell holds once converted from the driver's value (workbook.ts `cell`). */
export type Cell = string | number | null;

/** Spreadsheet column names: 1 → A, 26 → Z, 27 → AA. */
export function columnName(n: number): string {
  let name = "";
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

// exceljs's xmlEncode: the five XML entities escaped, and control characters XML 1.0 does not allow dropped (tab,
// newline and carriage return stay). Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const NEEDS_ENCODING = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex
const ENCODE = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };
const encode = (text: string): string =>
  NEEDS_ENCODING.test(text) ? text.replace(ENCODE, (c) => ENTITIES[c] ?? "") : text;

/**
 * One `<row>` of sheet XML, exactly as exceljs 4's RowXform writes a row added with these values when the workbook
 * has neither styles nor shared strings (sheet-rows.test.ts compares the two): numbers as `<v>`, strings as `t="str"`,
 * nulls left out, `spans` over every value given. A row of nulls only is not written (an empty string).
 *
 * Why not `sheet.addRow(values).commit()`: exceljs builds a Row, a Cell per value, their models and an XmlStream for
 * every row; for a 310,000-row report that was most of the build's time and garbage (docs/reports.md, benchmark).
 * `columns` holds the column names (`columnName`), computed once per report.
 */
export function rowXml(rowNumber: number, values: readonly Cell[], columns: readonly string[]): string {
  let cells = "";
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    const ref = `${columns[i] ?? columnName(i + 1)}${rowNumber}`;
    cells += typeof v === "number" ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="str"><v>${encode(v)}</v></c>`;
  }
  if (cells === "") return "";
  return `<row r="${rowNumber}" spans="1:${values.length}" x14ac:dyDescent="0.25">${cells}</row>`;
}

/** The members of exceljs 4's WorksheetWriter that writing rows of XML needs (not in its typings). */
interface WorksheetWriterInternals {
  startedData: boolean;
  stream: { write(xml: string): unknown };
  _writeColumns(): void;
  _writeOpenSheetData(): void;
}

/**
 * Appends rows of XML (rowXml) to a streaming worksheet as its own `_writeRow` does: the first write opens the
 * sheet data after the column definitions. The sheet must not also be given rows through `addRow` (their numbers
 * would collide) nor column headers (exceljs would add them as row 1): the caller writes the header row itself.
 */
export function appendRowsXml(sheet: ExcelJS.Worksheet, xml: string): void {
  const writer = sheet as unknown as WorksheetWriterInternals;
  if (
    typeof writer._writeOpenSheetData !== "function" ||
    typeof writer._writeColumns !== "function" ||
    typeof writer.startedData !== "boolean" ||
    typeof writer.stream?.write !== "function"
  ) {
    throw new Error("exceljs's streaming WorksheetWriter has changed: rows cannot be written as XML");
  }
  if (!writer.startedData) {
    writer._writeColumns();
    writer._writeOpenSheetData();
    writer.startedData = true;
  }
  writer.stream.write(xml);
}
