import { CsvError, parse } from "csv-parse/sync";
import { ROSTER_COLUMNS, ROSTER_LIMITS, ROSTER_MESSAGES, ROSTER_REQUIRED_COLUMNS } from "@care/contracts";
import { badRequest } from "../../errors.js";

/** One data row of the file: its line (the header is line 1) and its values by column name. */
export interface RosterRecord {
  line: number;
  values: Record<string, string>;
}

const KNOWN: ReadonlySet<string> = new Set(ROSTER_COLUMNS);
const FILE = "file";

/** The header as people write it: trimmed, any case, spaces read as underscores ("Member ID" → member_id). */
const columnName = (raw: string): string => raw.trim().toLowerCase().replace(/\s+/g, "_");

/**
 * The rows of a roster CSV, parsed by csv-parse (quotes, embedded commas and line breaks, a UTF-8 BOM). The header
 * must name every required column and nothing unknown; more than ROSTER_LIMITS.maxRows rows, an unreadable file or
 * no rows at all is a 400 naming the file, before any row is checked.
 */
export function parseRoster(bytes: Buffer): RosterRecord[] {
  // A NUL never belongs in a roster and no text column can store one: a UTF-16 export or a binary file.
  if (bytes.includes(0))
    throw badRequest(ROSTER_MESSAGES.unreadable, [{ field: FILE, reason: ROSTER_MESSAGES.notUtf8 }]);
  let records: { record: Record<string, string>; info: { lines: number } }[];
  let headerNames: string[] = [];
  try {
    records = parse(bytes, {
      bom: true,
      columns: (names: string[]) => {
        headerNames = names.map(columnName);
        return headerNames;
      },
      info: true,
      skip_empty_lines: true,
      // One record past the limit is enough to know the file is too long; the rest is never parsed.
      to: ROSTER_LIMITS.maxRows + 1,
    }) as { record: Record<string, string>; info: { lines: number } }[];
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(ROSTER_MESSAGES.unreadable, [{ field: FILE, reason: err.message }]);
    throw err;
  }
  const missing = ROSTER_REQUIRED_COLUMNS.filter((c) => !headerNames.includes(c));
  if (headerNames.length > 0 && missing.length > 0) {
    const message = ROSTER_MESSAGES.missingColumns(missing);
    throw badRequest(message, [{ field: FILE, reason: message }]);
  }
  const unknown = headerNames.filter((c) => !KNOWN.has(c));
  if (unknown.length > 0) {
    const message = ROSTER_MESSAGES.unknownColumns(unknown);
    throw badRequest(message, [{ field: FILE, reason: message }]);
  }
  if (records.length === 0) throw badRequest(ROSTER_MESSAGES.noRows, [{ field: FILE, reason: ROSTER_MESSAGES.noRows }]);
  if (records.length > ROSTER_LIMITS.maxRows) {
    throw badRequest(ROSTER_MESSAGES.tooManyRows, [{ field: FILE, reason: ROSTER_MESSAGES.tooManyRows }]);
  }
  // info.lines is the line the record ends on: a quoted value spanning lines still names where its row ends.
  return records.map(({ record, info }) => ({ line: info.lines, values: record }));
}

const quote = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** The template: the header and one example row (RFC 4180 quoting where a value needs it). */
export function rosterTemplate(example: Record<string, string>): string {
  const example_ = ROSTER_COLUMNS.map((c) => quote(example[c] ?? "")).join(",");
  return `${ROSTER_COLUMNS.join(",")}\r\n${example_}\r\n`;
}
