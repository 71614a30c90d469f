import { AUTH_MESSAGES, CAREGIVER_ROLE, normalizeRole, type AccessClaims, type LoginResponse } from "@care/contracts";
import { ApiError, isNetworkFailure } from "../../lib/api/api-error";
import { SHELL_MESSAGES } from "../../lib/errors/messages";
import { readAccessClaims } from "../../lib/session/jwt";
import { sessionFromClaims, type Session } from "../../lib/session/session";
import type { TokenPair } from "./api/auth-api";

export type SignInOutcome =
  | { kind: "mfa" }
  | { kind: "error"; message: string }
  | { kind: "first-login"; claims: AccessClaims; tokens: TokenPair }
  | { kind: "signed-in"; session: Session };

/**
 * Spec 1 §4 login flow, steps 2-6, on the login answer: a code step, the token checks (user id, roles), the
 * forced reset of a first login, or the session to store.
 */
export function interpretLoginAnswer(answer: LoginResponse): SignInOutcome {
  const tokens = answer.data[0];
  if (!tokens) {
    return answer.applicationCode === 200
      ? { kind: "mfa" }
      : { kind: "error", message: AUTH_MESSAGES.invalidAuthentication };
  }
  const claims = readAccessClaims(tokens.jwt);
  if (!claims) return { kind: "error", message: AUTH_MESSAGES.invalidAuthentication };
  const roleError = rolesError(claims.roles);
  if (roleError) return { kind: "error", message: roleError };
  if (claims.first_login) return { kind: "first-login", claims, tokens };
  return { kind: "signed-in", session: sessionFromClaims(claims, tokens) };
}

/** Every role must be known; an account that is only a caregiver may not use the portal (spec 1 §4 step 6). */
export function rolesError(roles: readonly string[]): string | null {
  const isCaregiver = (r: string): boolean => r.trim().toLowerCase() === CAREGIVER_ROLE.toLowerCase();
  if (roles.some((r) => !normalizeRole(r) && !isCaregiver(r))) return AUTH_MESSAGES.unknownRole;
  if (roles.length > 0 && roles.every(isCaregiver)) return AUTH_MESSAGES.caregiver;
  return null;
}

/**
 * The text for a failed sign-in call (spec 1 §7, §8): a 401 on the password step is 'Incorrect Email or Password.';
 * any other failure shows its own message (caregiver, unknown role, lockout, a wrong code).
 */
export function signInErrorMessage(error: unknown, step: "password" | "code"): string {
  if (isNetworkFailure(error)) return SHELL_MESSAGES.networkError;
  if (error instanceof ApiError) {
    if (step === "password" && error.httpStatus === 401) return AUTH_MESSAGES.incorrectCredentials;
    return error.message;
  }
  return AUTH_MESSAGES.incorrectCredentials;
}
