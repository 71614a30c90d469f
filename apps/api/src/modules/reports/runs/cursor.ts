import { decodeCursorValues, encodeCursorValues } from "@care/contracts";

// The reports list's last_evaluated_key: base64url JSON [created_at ISO, id] of the last row of a page. It comes back
// from the client, so a key that is not one the API issues is a 400 (never a failing query).

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReportCursor {
  createdAt: Date;
  id: string;
}

export function encodeReportCursor(c: ReportCursor): string {
  return encodeCursorValues([c.createdAt.toISOString(), c.id]);
}

export function decodeReportCursor(raw: string): ReportCursor | null {
  const values = decodeCursorValues(raw, 2);
  if (values === null) return null;
  const [at, id] = values;
  if (typeof at !== "string" || !ISO_INSTANT.test(at) || Number.isNaN(Date.parse(at))) return null;
  if (typeof id !== "string" || !UUID.test(id)) return null;
  return { createdAt: new Date(at), id };
}
