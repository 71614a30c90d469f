import { authRoutes, type LoginResponse } from "@care/contracts";
import type { ApiClient } from "../../../lib/api/api-client";
import type { DataOf } from "../../../lib/api/contract-types";

// The sign-in and password calls. They are steps of the auth screens' own flows (not cached server state), so they
// are plain functions over callRoute rather than query hooks. Errors are the caller's to show (silent).

export type TokenPair = DataOf<typeof authRoutes.login>[number];
export type PasswordCheck = DataOf<typeof authRoutes.passwordValidate>;

const R = authRoutes;

/**
 * Step one of sign-in. The email is lowercased (spec 1 §5). The password goes as typed: the spec says it is
 * "transformed before sending (method not shown)"; over HTTPS any reversible transform adds nothing, and a hash
 * would become the password itself (apps/web/README.md).
 */
export function login(api: ApiClient, email: string, password: string): Promise<LoginResponse> {
  return api.callRouteAnswer(R.login, { silent: true, body: { email: email.trim().toLowerCase(), password } });
}

/** Step two when a code was mailed (applicationCode 200). */
export function loginWithCode(api: ApiClient, email: string, code: string): Promise<LoginResponse> {
  return api.callRouteAnswer(R.login, {
    silent: true,
    body: { email: email.trim().toLowerCase(), mfa_code: code.trim() },
  });
}

export async function resendCode(api: ApiClient, email: string): Promise<string> {
  const answer = await api.callRouteAnswer(R.resendOtp, {
    silent: true,
    query: { email: email.trim().toLowerCase() },
  });
  return answer.message;
}

export async function forgotPassword(api: ApiClient, email: string): Promise<string> {
  const answer = await api.callRouteAnswer(R.forgotPassword, {
    silent: true,
    query: { email: email.trim().toLowerCase() },
  });
  return answer.message;
}

/** Reset with a mailed code; links put the email in a query string, where '+' turns into a space. */
export async function resetPassword(
  api: ApiClient,
  input: { email: string; otp: string; password: string },
): Promise<void> {
  await api.callRoute(R.resetPassword, {
    silent: true,
    body: {
      email: input.email.trim().replaceAll(" ", "+").toLowerCase(),
      otp: input.otp.trim(),
      password: input.password,
    },
  });
}

/** Is this the signed-in user's current password? (the old-password field, checked on blur) */
export function verifyPassword(api: ApiClient, password: string): Promise<boolean> {
  return api.callRoute(R.verifyPassword, { silent: true, body: { password } });
}

/** The server's own verdict on a candidate password (spec 1 §5 "also validated by the server"). */
export function validatePassword(api: ApiClient, password: string): Promise<PasswordCheck> {
  return api.callRoute(R.passwordValidate, { silent: true, body: { password } });
}

/** `token` is the first-login token held before a session exists; otherwise the session's is used. */
export async function changePassword(
  api: ApiClient,
  input: { oldPassword: string; newPassword: string },
  token?: string,
): Promise<void> {
  await api.callRoute(R.changePassword, {
    silent: true,
    token,
    body: { old_password: input.oldPassword, new_password: input.newPassword },
  });
}
