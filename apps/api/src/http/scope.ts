import { BREAK_GLASS, BreakGlassReasonSchema, decodeBreakGlassReason, type AccessClaims } from "@care/contracts";
import type { Db } from "@care/db";
import { seniorScope } from "../access/senior-visibility.js";
import { AppError, badRequest } from "../errors.js";

// The care relationship of writes (issue 20 item 8). Which seniors a caller may see or write is decided in
// access/senior-visibility.ts; this file reads the break-glass reason that lets a write through outside it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the care-relationship check reads from and writes to the request (a FastifyRequest in the app). */
export interface BreakGlassRequest {
  headers: Record<string, string | string[] | undefined>;
  /** Set when the write went through on a break-glass reason; the audit hook stores it with the write. */
  breakGlassReason: string | null;
}

const REASON_FIELD = `headers.${BREAK_GLASS.header}`;

/** The break-glass reason of a request: null when absent, 400 when present but not a valid reason. */
export function readBreakGlassReason(headers: BreakGlassRequest["headers"]): string | null {
  const raw = headers[BREAK_GLASS.header];
  if (raw === undefined) return null;
  const invalid = (reason: string) => badRequest(`${BREAK_GLASS.header} ${reason}`, [{ field: REASON_FIELD, reason }]);
  // A repeated header arrives as a list: one reason per request.
  const decoded = typeof raw === "string" ? decodeBreakGlassReason(raw) : null;
  if (decoded === null) throw invalid("must be one percent-encoded value");
  const parsed = BreakGlassReasonSchema.safeParse(decoded);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "is not a valid reason");
  return parsed.data;
}

/**
 * Writes stay within the care relationship (issue 20 item 8). The write scope is `seniorScope` without 'All Seniors':
 * a care agent's assigned seniors, a facility agent's facility, everybody for the other roles. A senior the caller
 * may read but not write (in practice: a care agent's non-assigned senior) needs a break-glass reason in the
 * request, or the answer is 403 with BREAK_GLASS.applicationCode; with one, the reason is put on the request for
 * the audit row. Seniors the caller cannot read at all are left to the route, whose own lookup answers 404.
 */
export async function requireCareRelationship(
  prisma: Db,
  user: AccessClaims,
  seniorIds: readonly string[],
  request: BreakGlassRequest,
): Promise<void> {
  const writable = seniorScope(user);
  const ids = [...new Set(seniorIds)].filter((id) => UUID.test(id));
  if (ids.length === 0 || Object.keys(writable).length === 0) return;
  const outside = await prisma.senior.count({
    where: { AND: [{ id: { in: ids } }, seniorScope(user, { allSeniors: true }), { NOT: writable }] },
  });
  if (outside === 0) return;
  const reason = readBreakGlassReason(request.headers);
  if (reason === null) {
    throw new AppError("FORBIDDEN", BREAK_GLASS.message, {
      applicationCode: BREAK_GLASS.applicationCode,
      fields: [{ field: REASON_FIELD, reason: "Required Field" }],
    });
  }
  request.breakGlassReason = reason;
}
