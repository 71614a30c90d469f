import type { AccessClaims } from "@care/contracts";
import type { Session } from "../lib/session/session";

function base64url(text: string): string {
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** An unsigned token with the given claims: the portal only reads claims, the API verifies signatures. */
export function fakeJwt(claims: Partial<AccessClaims>): string {
  return `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}.sig`;
}

export function claimsFor(roles: string[], extra: Partial<AccessClaims> = {}): AccessClaims {
  return {
    sub: "user-1",
    email: "casey@demo.care",
    roles,
    name: { first_name: "Casey", middle_name: null, last_name: "Rivera" },
    first_login: false,
    facility_info: null,
    password_created: new Date().toISOString(),
    ...extra,
  };
}

export function sessionFor(roles: string[], extra: Partial<Session> = {}): Session {
  return {
    email: "casey@demo.care",
    accessToken: "access-1",
    refreshToken: "refresh-1",
    userName: { first_name: "Casey", middle_name: null, last_name: "Rivera" },
    userId: "user-1",
    userRole: roles,
    facilityInfo: null,
    passwordCreated: new Date().toISOString(),
    ...extra,
  };
}
