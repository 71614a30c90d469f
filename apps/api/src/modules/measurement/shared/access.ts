import { hasAnyRole, MEASUREMENT_ROLES, type AccessClaims } from "@care/contracts";
import type { Db, Senior } from "@care/db";
import { notFound } from "../../../errors.js";
import { requireSenior } from "../../../http/scope.js";

/** Roles as the auth plugin reads them: a token without roles is a care agent (spec 1 §4 step 7). */
function effectiveRoles(user: AccessClaims): readonly string[] {
  return user.roles.length === 0 ? ["CareAgent"] : user.roles;
}

export function isCareAgent(user: AccessClaims): boolean {
  return hasAnyRole(effectiveRoles(user), ["CareAgent"]);
}

export function isFacilityAgent(user: AccessClaims): boolean {
  return hasAnyRole(effectiveRoles(user), ["FACILITY_AGENT"]);
}

/** A member living at an agency (facility): the only seniors whose wellness data non-care-agents may read. */
export function isAgencyResident(senior: Pick<Senior, "isResident" | "facilityId">): boolean {
  return senior.isResident || senior.facilityId !== null;
}

/**
 * The senior of a wellness call (spec 3 §6): CareAgent for any senior (the All Seniors switch reaches every card);
 * Admin, FACILITY_AGENT and Admin_WellnessServices for agency residents only, facility agents within their own
 * facility. Anything else is 404, like a senior that does not exist. The role check is here as well as on the
 * routes because a route open to more roles (the agency graphs, which BDMs call) can name one senior's data.
 */
export async function requireWellnessSenior(
  db: Db,
  user: AccessClaims,
  seniorId: string,
  accountId?: string,
): Promise<Senior> {
  if (!hasAnyRole(effectiveRoles(user), MEASUREMENT_ROLES.wellness)) throw notFound("Senior");
  const senior = await requireSenior(db, user, seniorId, accountId);
  if (!isCareAgent(user) && !isAgencyResident(senior)) throw notFound("Senior");
  return senior;
}

/** First (middle) last, as the goal messages name the senior. */
export function fullName(s: Pick<Senior, "firstName" | "middleName" | "lastName">): string {
  return [s.firstName, s.middleName, s.lastName].filter((p) => p !== null && p !== "").join(" ");
}
