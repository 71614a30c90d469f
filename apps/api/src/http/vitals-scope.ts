import { hasAnyRole, MEASUREMENT_ROLES, type AccessClaims, type StaffRole } from "@care/contracts";
import type { Db, Prisma, Senior } from "@care/db";
import { notFound } from "../errors.js";

// Who may read a senior's vitals and wellness data (issue 25 item 8; docs/security.md "Who may read a senior's
// vitals"). ONE rule for every place that shows readings: the care dashboard's cards, the per-senior wellness
// routes, the SOS / fall history and the alarm lists, the agency activity graph of one resident, the vitals
// thresholds screen. Reports apply the same rule to their rows (MEASUREMENT_ROLES.wellness).
//
// - CareAgent, Admin, Admin_WellnessServices: every senior. Admin and Admin_WellnessServices supervise the whole
//   organisation: they have every senior's care dashboard (spec 1), receive every senior's SOS popups and approve
//   every senior's insights with their readings, so refusing them the same readings on the wellness tab protected
//   nothing and left a supervisor unable to check an alarm's context. A care agent reaches any senior through the
//   'All Seniors' switch (assignment is a list default, not a boundary).
// - FACILITY_AGENT: the seniors whose facility is the one in their token, as the senior's row says now.
// - BDM, WarehouseEmployee: nobody, whatever route lets them in (the agency graphs, the device history).
// A user holding several roles gets the union of what those roles read: a BDM's every-senior scope for onboarding
// (http/scope.ts seniorScope) adds nothing here.

/** The readers of vitals that read every senior: MEASUREMENT_ROLES.wellness but the facility agent. */
const EVERY_SENIOR: readonly StaffRole[] = MEASUREMENT_ROLES.wellness.filter((r) => r !== "FACILITY_AGENT");

// Matches no row.
const NOBODY: Prisma.SeniorWhereInput = { id: { in: [] } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The seniors whose vitals `user` may read, as a filter to AND into every query that shows readings. */
export function vitalsScope(user: AccessClaims): Prisma.SeniorWhereInput {
  const roles = user.roles.length === 0 ? ["CareAgent"] : user.roles; // spec 1 §4 step 7
  if (hasAnyRole(roles, EVERY_SENIOR)) return {};
  const facilityId = user.facility_info?.facility_id;
  if (hasAnyRole(roles, ["FACILITY_AGENT"]) && facilityId) return { facilityId };
  return NOBODY;
}

/**
 * The senior of a call that shows their readings, when `user` may read them (vitalsScope); otherwise 404, exactly
 * like a senior that does not exist, so ids cannot be probed. The account id, when given, must be the senior's.
 */
export async function requireVitalsSenior(
  db: Db,
  user: AccessClaims,
  seniorId: string,
  accountId?: string,
): Promise<Senior> {
  if (!UUID.test(seniorId) || (accountId !== undefined && !UUID.test(accountId))) throw notFound("Senior");
  const senior = await db.senior.findFirst({
    where: { AND: [{ id: seniorId, ...(accountId !== undefined ? { accountId } : {}) }, vitalsScope(user)] },
  });
  if (!senior) throw notFound("Senior");
  return senior;
}
