import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { appendRowsXml, columnName, rowXml, type Cell } from "./sheet-rows.js";

const COLUMNS = Array.from({ length: 30 }, (_, i) => columnName(i + 1));

/** The `<row>` XML exceljs's own streaming writer produces for each row of values (no styles, no shared strings). */
async function exceljsRows(rows: readonly Cell[][]): Promise<string[]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: new PassThrough().resume(),
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("t");
  const written: string[] = [];
  const stream = (sheet as unknown as { stream: { write(data: unknown): unknown } }).stream;
  const write = stream.write.bind(stream);
  stream.write = (data: unknown) => {
    if (typeof data === "string" && data.startsWith("<row")) written.push(data);
    return write(data);
  };
  for (const values of rows) sheet.addRow(values).commit();
  sheet.commit();
  await workbook.commit();
  return written;
}

describe("sheet rows as XML", () => {
  it("names columns as a spreadsheet does", () => {
    expect([1, 2, 26, 27, 28, 52, 53, 702, 703].map(columnName)).toEqual([
      "A",
      "B",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
  });

  it("writes a row as exceljs writes it: numbers, escaped strings, nulls left out", () => {
    expect(rowXml(2, [100001, `Ann "A" O'Neil <&>`, null, 72.5], COLUMNS)).toBe(
      '<row r="2" spans="1:4" x14ac:dyDescent="0.25"><c r="A2"><v>100001</v></c>' +
        '<c r="B2" t="str"><v>Ann &quot;A&quot; O&apos;Neil &lt;&amp;&gt;</v></c><c r="D2"><v>72.5</v></c></row>',
    );
  });

  it("drops the control characters XML does not allow, keeps tab and newlines, and skips an all-null row", () => {
    expect(rowXml(3, ["a\u0001b\u007fc\td\ne\rf"], COLUMNS)).toBe(
      '<row r="3" spans="1:1" x14ac:dyDescent="0.25"><c r="A3" t="str"><v>abc\td\ne\rf</v></c></row>',
    );
    expect(rowXml(4, [null, null], COLUMNS)).toBe("");
  });

  it("matches exceljs's output row for row over mixed values", async () => {
    const strings = [
      "",
      " lead",
      "tail ",
      "Ünïcødé ✓ 😀",
      "1,234",
      "a&b",
      "<x/>",
      "quote ' \"",
      "\u0002ctl",
      "12/31/2026",
    ];
    const numbers = [0, -1, 3.14159, 1e21, 1e-7, 123456789012, 0.1 + 0.2, -0];
    const rows: Cell[][] = [];
    for (let r = 0; r < 60; r++) {
      const width = 1 + (r % 29);
      rows.push(
        Array.from({ length: width }, (_, c): Cell => {
          const k = (r * 7 + c * 3) % 5;
          if (k === 0) return null;
          if (k % 2 === 0) return numbers[(r + c) % numbers.length]!;
          return strings[(r * 3 + c) % strings.length]!;
        }),
      );
    }
    const expected = await exceljsRows(rows);
    const ours = rows.map((values, i) => rowXml(i + 1, values, COLUMNS)).filter((xml) => xml !== "");
    expect(ours).toEqual(expected);
  });

  it("writes the rows after the column definitions, inside sheetData, in a workbook exceljs reads back", async () => {
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on("data", (c: Buffer) => chunks.push(c));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet("Report");
    sheet.columns = [{ key: "id", width: 12 }, { key: "name" }];
    appendRowsXml(sheet, rowXml(1, ["Member ID", "Member Name"], COLUMNS));
    appendRowsXml(sheet, rowXml(2, [100001, "Ann Lee"], COLUMNS) + rowXml(3, [100002, null], COLUMNS));
    sheet.commit();
    await workbook.commit();

    const read = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer-backed Buffer; a copy into a fresh ArrayBuffer satisfies it.
    await read.xlsx.load(new Uint8Array(Buffer.concat(chunks)).buffer);
    const back = read.worksheets[0]!;
    expect(back.actualRowCount).toBe(3);
    expect(back.getRow(1).values).toEqual([undefined, "Member ID", "Member Name"]);
    expect(back.getRow(2).values).toEqual([undefined, 100001, "Ann Lee"]);
    expect(back.getRow(3).values).toEqual([undefined, 100002]);
    expect(back.getColumn(1).width).toBe(12);
  });
});
