import { FIELD_MESSAGES, todayIso } from "@care/contracts";
import { badRequest } from "../../../errors.js";

/** A Postgres DATE as the API answers it, YYYY-MM-DD. */
export const isoDate = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** A YYYY-MM-DD value as the Date Prisma stores in a DATE column (midnight UTC, so the day never shifts). */
export const dateColumn = (iso: string | null): Date | null => (iso ? new Date(`${iso}T00:00:00.000Z`) : null);

/**
 * 'Date cannot be greater than today' in the senior's own zone. The contract already refused days after the
 * server's today; this catches the hours when the server's date is ahead of the senior's (UTC evening in the US).
 */
export function requireNotAfterSeniorToday(iso: string | null, timeZone: string, field: string): void {
  if (iso !== null && iso > todayIso(timeZone)) {
    throw badRequest(FIELD_MESSAGES.futureDate, [{ field, reason: FIELD_MESSAGES.futureDate }]);
  }
}
