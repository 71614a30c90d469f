import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { AUDIT_EXPORT_COLUMNS } from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { seniorIdOfRow, seniorsOfRows, type RowSeniors } from "./seniors.js";
import { filterConditions, olderThan, type AuditFilter } from "./service.js";

/** Rows read per query: the export holds one batch (and the stream's buffers) in memory, whatever the trail's size. */
export const AUDIT_EXPORT_BATCH = 500;

type Column = (typeof AUDIT_EXPORT_COLUMNS)[number];
type CsvRow = Record<Column, string | null>;

/**
 * OWASP's CSV injection defence: a cell a spreadsheet would start to evaluate (=, +, -, @, tab, carriage return)
 * gets a leading single quote, so it is shown as text. Actor emails, facility names and break-glass reasons are
 * typed by people.
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** `audit-log-2026-12-07T20-15-00Z.csv`: the UTC instant of the export, without characters file systems refuse. */
export function auditExportFileName(now: Date): string {
  return `audit-log-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z.csv`;
}

const SELECT = {
  id: true,
  createdAt: true,
  actorId: true,
  actorEmail: true,
  actorRoles: true,
  method: true,
  route: true,
  action: true,
  entityType: true,
  entityId: true,
  seniorId: true,
  statusCode: true,
  ip: true,
  breakGlassReason: true,
} as const;

type Row = Prisma.AuditLogGetPayload<{ select: typeof SELECT }>;
interface Batch {
  rows: Row[];
  seniors: RowSeniors;
}

function csvRow(r: Row, seniors: RowSeniors): CsvRow {
  const seniorId = seniorIdOfRow(r, seniors);
  return {
    time: r.createdAt.toISOString(),
    actor: r.actorEmail ?? r.actorId,
    role: r.actorRoles.join("; "),
    action: r.action,
    route: `${r.method} ${r.route}`,
    senior: seniorId,
    facility: seniorId ? (seniors.byId.get(seniorId.toLowerCase())?.facilityName ?? null) : null,
    outcome: `${r.statusCode < 400 ? "success" : "failure"} ${r.statusCode}`,
    IP: r.ip,
    reason: r.breakGlassReason,
  };
}

/** Reads the filtered trail newest first, a batch per call, each after the last row of the one before (keyset). */
async function batchReader(prisma: PrismaClient, q: AuditFilter): Promise<(after: Row | undefined) => Promise<Batch>> {
  const conditions = await filterConditions(prisma, q);
  return async (after) => {
    const rows = await prisma.auditLog.findMany({
      where: { AND: after ? [...conditions, olderThan(after.createdAt, after.id)] : conditions },
      // id breaks ties between rows written in the same millisecond, as in the viewer.
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: AUDIT_EXPORT_BATCH,
      select: SELECT,
    });
    return { rows, seniors: await seniorsOfRows(prisma, rows) };
  };
}

async function* csvRows(read: (after: Row | undefined) => Promise<Batch>, first: Batch): AsyncGenerator<CsvRow> {
  for (let batch = first; ;) {
    for (const r of batch.rows) yield csvRow(r, batch.seniors);
    const last = batch.rows.at(-1);
    if (!last || batch.rows.length < AUDIT_EXPORT_BATCH) return;
    batch = await read(last);
  }
}

/**
 * The filtered audit trail as CSV (RFC 4180: CRLF, quoted where needed by csv-stringify), with a UTF-8 byte-order
 * mark so spreadsheets read names as UTF-8. The first batch is read before the answer starts, so a database failure
 * there is the usual 500 envelope; the rest is read as the client takes it (stream backpressure), and a client that
 * goes away stops the reading. A failure after the first bytes cuts the connection: a partial file is never taken
 * for a whole one.
 */
export async function auditCsv(prisma: PrismaClient, q: AuditFilter): Promise<Readable> {
  const read = await batchReader(prisma, q);
  const first = await read(undefined);
  const csv = stringify({
    header: true,
    columns: [...AUDIT_EXPORT_COLUMNS],
    bom: true,
    record_delimiter: "windows",
    cast: { string: inertCell },
  });
  // pipeline destroys the other side on failure: a dropped client stops the query loop, a failed query the file.
  return pipeline(Readable.from(csvRows(read, first)), csv, () => undefined);
}
