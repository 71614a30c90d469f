import { primaryRole, ROLE_CONFIG, type AccessClaims, type FacilityInfo, type StaffRole } from "@care/contracts";

/** What the portal keeps about the signed-in user (spec 1 §3 "Stored user info"). */
export interface Session {
  email: string;
  accessToken: string;
  refreshToken: string;
  userName: { first_name: string; middle_name: string | null; last_name: string };
  userId: string;
  /** Primary role first, then secondary roles, as the token carries them. */
  userRole: string[];
  facilityInfo: FacilityInfo | null;
  /** ISO date the current password was set; drives the expiry warning. */
  passwordCreated: string | null;
}

export function sessionFromClaims(claims: AccessClaims, tokens: { jwt: string; refresh_token: string }): Session {
  return {
    email: claims.email,
    accessToken: tokens.jwt,
    refreshToken: tokens.refresh_token,
    userName: claims.name,
    userId: claims.sub,
    userRole: claims.roles,
    facilityInfo: claims.facility_info,
    passwordCreated: claims.password_created || null,
  };
}

/** A stored session with no roles is treated as a care agent (spec 1 §4 step 7). */
export function effectiveRoles(session: Pick<Session, "userRole">): string[] {
  return session.userRole.length === 0 ? ["CareAgent"] : session.userRole;
}

export function sessionPrimaryRole(session: Pick<Session, "userRole">): StaffRole {
  return primaryRole(effectiveRoles(session)) ?? "CareAgent";
}

/** The role's default page (ROLE_CONFIG); an agency agent's gets its facility id appended (spec 1 §6). */
export function landingPath(session: Pick<Session, "userRole" | "facilityInfo">): string {
  const role = sessionPrimaryRole(session);
  const page = ROLE_CONFIG[role].defaultPage;
  if (role === "FACILITY_AGENT" && session.facilityInfo) {
    return `${page}/${encodeURIComponent(session.facilityInfo.facility_id)}`;
  }
  return page;
}
