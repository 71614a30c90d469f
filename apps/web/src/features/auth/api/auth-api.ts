import { cognitoRoutes, type LoginResponse } from "@care/contracts";
import type { ApiClient } from "../../../lib/api/api-client";
import type { DataOf } from "../../../lib/api/contract-types";

export type TokenPair = DataOf<typeof cognitoRoutes.login>[number];
export type PasswordCheck = DataOf<typeof cognitoRoutes.passwordValidate>;

const R = cognitoRoutes;

/**
 * Step one of sign-in. The email is lowercased (spec 1 §5). The password goes as typed: the spec says it is
 * "transformed before sending (method not shown)"; over HTTPS any reversible transform adds nothing, and a hash
 * would become the password itself (apps/web/README.md). Errors are the caller's to show.
 */
export function login(api: ApiClient, email: string, password: string): Promise<LoginResponse> {
  return api.request<TokenPair[]>(R.login.method, R.login.path, {
    auth: false,
    silent: true,
    body: { email: email.trim().toLowerCase(), password },
  }) as Promise<LoginResponse>;
}

/** Step two when a code was mailed (applicationCode 200). */
export function loginWithCode(api: ApiClient, email: string, code: string): Promise<LoginResponse> {
  return api.request<TokenPair[]>(R.login.method, R.login.path, {
    auth: false,
    silent: true,
    body: { email: email.trim().toLowerCase(), mfa_code: code.trim() },
  }) as Promise<LoginResponse>;
}

export async function resendCode(api: ApiClient, email: string): Promise<string> {
  const answer = await api.request<null>(R.resendOtp.method, R.resendOtp.path, {
    auth: false,
    silent: true,
    query: { email: email.trim().toLowerCase() },
  });
  return answer.message;
}

export async function forgotPassword(api: ApiClient, email: string): Promise<string> {
  const answer = await api.request<null>(R.forgotPassword.method, R.forgotPassword.path, {
    auth: false,
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
  await api.request<null>(R.resetPassword.method, R.resetPassword.path, {
    auth: false,
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
  return api.post<boolean>(R.verifyPassword.path, { password }, { silent: true });
}

/** The server's own verdict on a candidate password (spec 1 §5 "also validated by the server"). */
export function validatePassword(api: ApiClient, password: string): Promise<PasswordCheck> {
  return api.post<PasswordCheck>(R.passwordValidate.path, { password }, { auth: false, silent: true });
}

/** `token` is the first-login token held before a session exists; otherwise the session's is used. */
export async function changePassword(
  api: ApiClient,
  input: { oldPassword: string; newPassword: string },
  token?: string,
): Promise<void> {
  await api.request<null>(R.changePassword.method, R.changePassword.path, {
    silent: true,
    token,
    body: { old_password: input.oldPassword, new_password: input.newPassword },
  });
}
