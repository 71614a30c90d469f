import {
  CHANNEL_ROLES,
  CHANNELS,
  facilitySummaryChannel,
  hasAnyRole,
  MEASUREMENT_ROLES,
  type AccessClaims,
  type StaffRole,
} from "@care/contracts";
import type { Db, Prisma, Senior } from "@care/db";
import { notFound } from "../errors.js";

// Who may see which senior: every rule that decides it for a staff caller lives here (docs/security.md "Where the
// access rules live"). The route's roles (RouteContract.access) decide who may call at all; these rules decide which
// seniors, insights, facilities and realtime channels the call then reaches. A senior outside the caller's scope
// answers 404 like one that does not exist, so other tenants' ids cannot be probed.
// The rules that are not here, and why: who may run which report is @care/contracts reportAccess (the worker checks it
// too, against the requester as they are when the run is built); the care relationship of writes is
// http/scope.ts requireCareRelationship, which asks seniorScope below.

/** A token without roles is a care agent (spec 1 §4 step 7). */
const ROLELESS_TOKEN_ROLES: readonly string[] = ["CareAgent"];

/**
 * The roles a caller acts with: those of the token, or a care agent's when the token carries none. The route guard
 * (plugins/auth.ts) and every scope below read roles through this, so the default is decided in one place.
 */
export function effectiveRoles(roles: readonly string[]): readonly string[] {
  return roles.length === 0 ? ROLELESS_TOKEN_ROLES : roles;
}

/** Whether the caller acts with one of `roles` (a token without roles acts as a care agent). */
export function actsAs(user: Pick<AccessClaims, "roles">, roles: readonly StaffRole[]): boolean {
  return hasAnyRole(effectiveRoles(user.roles), roles);
}

export const isCareAgent = (user: Pick<AccessClaims, "roles">): boolean => actsAs(user, ["CareAgent"]);

export const isFacilityAgent = (user: Pick<AccessClaims, "roles">): boolean => actsAs(user, ["FACILITY_AGENT"]);

/** Approvers see every senior's insights, and facility-wide ones that belong to no senior. */
export const isApprover = (user: Pick<AccessClaims, "roles">): boolean =>
  actsAs(user, ["Admin", "Admin_WellnessServices"]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Matches no row: used when a role's scope has nothing to match (a facility agent without a facility).
const NOBODY: Prisma.SeniorWhereInput = { id: { in: [] } };

export interface SeniorScopeOptions {
  /**
   * Care agents see their assigned seniors by default (spec 2 §6, spec 3 §6). The 'All Seniors' switch of the
   * care dashboard sets this to widen a care agent's list to every senior. It widens nothing for other roles.
   */
  allSeniors?: boolean;
}

/**
 * Which seniors a user may see, as a Prisma filter to AND into every senior query.
 * - Admin, Admin_WellnessServices, WarehouseEmployee, BDM: every senior (the spec scopes only the two roles below;
 *   warehouse employees handle every member's devices and BDMs onboard members of any agency).
 * - FACILITY_AGENT: the seniors of the facility in their token, only.
 * - CareAgent: seniors with an open assignment to them, unless `allSeniors` is set.
 * A user holding several roles gets the union of their roles' scopes.
 */
export function seniorScope(user: AccessClaims, opts: SeniorScopeOptions = {}): Prisma.SeniorWhereInput {
  if (actsAs(user, ["Admin", "Admin_WellnessServices", "WarehouseEmployee", "BDM"])) return {};
  const any: Prisma.SeniorWhereInput[] = [];
  if (isCareAgent(user)) {
    if (opts.allSeniors) return {};
    any.push({ careAgentAssignments: { some: { staffUserId: user.sub, unassignedAt: null } } });
  }
  if (isFacilityAgent(user)) {
    const facilityId = user.facility_info?.facility_id;
    if (facilityId) any.push({ facilityId });
  }
  if (any.length === 0) return NOBODY;
  return any.length === 1 ? (any[0] as Prisma.SeniorWhereInput) : { OR: any };
}

export interface RequireSeniorOptions {
  /**
   * Narrow a care agent to their assigned seniors. Off by default: a care agent reaches any senior's page
   * through 'All Seniors', so assignment is a default list filter, not an access boundary. The facility
   * boundary of facility agents always applies.
   */
  assignedOnly?: boolean;
}

/** The senior `seniorId` (of `accountId` when given) within `scope`, or 404; malformed ids are 404 too. */
async function findSeniorIn(
  db: Db,
  scope: Prisma.SeniorWhereInput,
  seniorId: string,
  accountId: string | undefined,
): Promise<Senior> {
  if (!UUID.test(seniorId) || (accountId !== undefined && !UUID.test(accountId))) throw notFound("Senior");
  const senior = await db.senior.findFirst({
    where: { AND: [{ id: seniorId, ...(accountId !== undefined ? { accountId } : {}) }, scope] },
  });
  if (!senior) throw notFound("Senior");
  return senior;
}

/**
 * The senior named by a senior-scoped route (and its account id when the route carries one), within the
 * caller's scope. A senior outside the scope answers 404 exactly like one that does not exist, so ids of other
 * tenants' seniors cannot be probed. Malformed ids are 404 too (never a database error).
 */
export async function requireSenior(
  db: Db,
  user: AccessClaims,
  seniorId: string,
  accountId?: string,
  opts: RequireSeniorOptions = {},
): Promise<Senior> {
  return findSeniorIn(db, seniorScope(user, { allSeniors: !opts.assignedOnly }), seniorId, accountId);
}

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
// (seniorScope) adds nothing here.

/** The readers of vitals that read every senior: MEASUREMENT_ROLES.wellness but the facility agent. */
const EVERY_SENIOR_VITALS: readonly StaffRole[] = MEASUREMENT_ROLES.wellness.filter((r) => r !== "FACILITY_AGENT");

/** The seniors whose vitals `user` may read, as a filter to AND into every query that shows readings. */
export function vitalsScope(user: AccessClaims): Prisma.SeniorWhereInput {
  if (actsAs(user, EVERY_SENIOR_VITALS)) return {};
  const facilityId = user.facility_info?.facility_id;
  if (isFacilityAgent(user) && facilityId) return { facilityId };
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
  return findSeniorIn(db, vitalsScope(user), seniorId, accountId);
}

/**
 * Insights the user may see, as a filter: those of seniors in scope (a care agent's scope is every senior here,
 * as on a senior's page: assignment is a list default, not a boundary), and senior-less ones for approvers.
 */
export function insightScope(user: AccessClaims): Prisma.CareInsightWhereInput {
  const seniors: Prisma.CareInsightWhereInput = { senior: { is: seniorScope(user, { allSeniors: true }) } };
  return isApprover(user) ? { OR: [seniors, { seniorId: null }] } : seniors;
}

/**
 * Facility agents read only what was approved for them (spec 1 §6: their privilege is the approved agency summary):
 * never an insight still new, waiting for approval or denied, and never the text as first written before an
 * approver edited it. Another role held with it (care agent, approvers) lifts this, as scopes add up.
 */
export const seesApprovedOnly = (user: Pick<AccessClaims, "roles">): boolean =>
  isFacilityAgent(user) && !actsAs(user, ["Admin", "CareAgent", "Admin_WellnessServices"]);

/**
 * The facilities a caller may see: facility agents their own only (spec 3 §6 "Facility agents see only their own
 * facility"); Admin, Admin_WellnessServices and BDM every facility. Anyone else (a care agent, a facility agent
 * without a facility) sees nothing.
 */
export function facilityScope(user: AccessClaims): Prisma.FacilityWhereInput {
  if (actsAs(user, ["Admin", "Admin_WellnessServices", "BDM"])) return {};
  return { id: { in: user.facility_info?.facility_id ? [user.facility_info.facility_id] : [] } };
}

/**
 * May this user hear this realtime channel (the pusher auth route)? The shared channels follow CHANNEL_ROLES; a
 * facility summary channel only its own facility's agents. Anything else (unknown names, presence channels, other
 * facilities) is refused. Unlike the route guard it reads the token's roles as they are, without the care agent default:
 * a token without roles hears no channel.
 */
export function mayHear(user: AccessClaims, channel: string): boolean {
  if (Object.hasOwn(CHANNEL_ROLES, channel)) {
    return hasAnyRole(user.roles, CHANNEL_ROLES[channel as keyof typeof CHANNEL_ROLES]);
  }
  if (channel.startsWith(CHANNELS.facilitySummaryPrefix)) {
    const facilityId = user.facility_info?.facility_id;
    return (
      hasAnyRole(user.roles, ["FACILITY_AGENT"]) &&
      facilityId !== undefined &&
      channel === facilitySummaryChannel(facilityId)
    );
  }
  return false;
}
