import { AccessClaimsSchema, type AccessClaims } from "@care/contracts";

/** Decodes the payload of a JWT without verifying it: the API verifies; the portal only reads its claims. */
export function decodeJwtPayload(token: string): unknown {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replaceAll("-", "+").replaceAll("_", "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/**
 * The access claims of a token, or null when it is not one of ours. Missing optional parts are tolerated
 * (a token without roles is read as a care agent, spec 1 §4 step 7); a missing user id is not.
 */
export function readAccessClaims(token: string): AccessClaims | null {
  const raw = decodeJwtPayload(token);
  if (!raw || typeof raw !== "object") return null;
  const lenient = AccessClaimsSchema.partial().safeParse(raw);
  if (!lenient.success || !lenient.data.sub) return null;
  const c = lenient.data;
  return {
    sub: c.sub ?? "",
    email: c.email ?? "",
    roles: c.roles ?? [],
    name: c.name ?? { first_name: "", middle_name: null, last_name: "" },
    first_login: c.first_login ?? false,
    facility_info: c.facility_info ?? null,
    password_created: c.password_created ?? "",
  };
}
