import {
  BREAK_GLASS,
  BreakGlassReasonSchema,
  decodeBreakGlassReason,
  hasAnyRole,
  type AccessClaims,
} from "@care/contracts";
import type { Db, Prisma, Senior } from "@care/db";
import { AppError, badRequest, notFound } from "../errors.js";

export interface SeniorScopeOptions {
  /**
   * Care agents see their assigned seniors by default (spec 2 §6, spec 3 §6). The 'All Seniors' switch of the
   * care dashboard sets this to widen a care agent's list to every senior. It widens nothing for other roles.
   */
  allSeniors?: boolean;
}

// Matches no row: used when a role's scope has nothing to match (a facility agent without a facility).
const NOTHING: Prisma.SeniorWhereInput = { id: { in: [] } };

/**
 * Which seniors a user may see, as a Prisma filter to AND into every senior query.
 * - Admin, Admin_WellnessServices, WarehouseEmployee, BDM: every senior (the spec scopes only the two roles below;
 *   warehouse employees handle every member's devices and BDMs onboard members of any agency).
 * - FACILITY_AGENT: the seniors of the facility in their token, only.
 * - CareAgent: seniors with an open assignment to them, unless `allSeniors` is set.
 * A user holding several roles gets the union of their roles' scopes.
 */
export function seniorScope(user: AccessClaims, opts: SeniorScopeOptions = {}): Prisma.SeniorWhereInput {
  const roles = user.roles.length === 0 ? ["CareAgent"] : user.roles; // spec 1 §4 step 7
  if (hasAnyRole(roles, ["Admin", "Admin_WellnessServices", "WarehouseEmployee", "BDM"])) return {};
  const any: Prisma.SeniorWhereInput[] = [];
  if (hasAnyRole(roles, ["CareAgent"])) {
    if (opts.allSeniors) return {};
    any.push({ careAgentAssignments: { some: { staffUserId: user.sub, unassignedAt: null } } });
  }
  if (hasAnyRole(roles, ["FACILITY_AGENT"])) {
    const facilityId = user.facility_info?.facility_id;
    if (facilityId) any.push({ facilityId });
  }
  if (any.length === 0) return NOTHING;
  return any.length === 1 ? (any[0] as Prisma.SeniorWhereInput) : { OR: any };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RequireSeniorOptions {
  /**
   * Narrow a care agent to their assigned seniors. Off by default: a care agent reaches any senior's page
   * through 'All Seniors', so assignment is a default list filter, not an access boundary. The facility
   * boundary of facility agents always applies.
   */
  assignedOnly?: boolean;
}

/**
 * The senior named by a senior-scoped route (and its account id when the route carries one), within the
 * caller's scope. A senior outside the scope answers 404 exactly like one that does not exist, so ids of other
 * tenants' seniors cannot be probed. Malformed ids are 404 too (never a database error).
 */
export async function requireSenior(
  prisma: Db,
  user: AccessClaims,
  seniorId: string,
  accountId?: string,
  opts: RequireSeniorOptions = {},
): Promise<Senior> {
  if (!UUID.test(seniorId) || (accountId !== undefined && !UUID.test(accountId))) throw notFound("Senior");
  const senior = await prisma.senior.findFirst({
    where: {
      AND: [
        { id: seniorId, ...(accountId !== undefined ? { accountId } : {}) },
        seniorScope(user, { allSeniors: !opts.assignedOnly }),
      ],
    },
  });
  if (!senior) throw notFound("Senior");
  return senior;
}

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
