import { hasAnyRole, type AccessClaims } from "@care/contracts";
import type { Senior } from "@care/db";

// Who may read which senior's readings is one rule for every module: apps/api/src/http/vitals-scope.ts.

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

/** First (middle) last, as the goal messages name the senior. */
export function fullName(s: Pick<Senior, "firstName" | "middleName" | "lastName">): string {
  return [s.firstName, s.middleName, s.lastName].filter((p) => p !== null && p !== "").join(" ");
}
