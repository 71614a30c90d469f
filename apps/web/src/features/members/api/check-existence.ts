import { authRoutes, memberRoutes } from "@care/contracts";
import type { ApiClient } from "../../../lib/api/api-client";

/** GET cognito/user/is-email-mapped: is the email used by any account (the add-user form's check on blur). */
export async function isEmailTaken(api: ApiClient, email: string): Promise<boolean> {
  const answer = await api.callRoute(authRoutes.isEmailMapped, { query: { email }, silent: true });
  return answer.email_exists;
}

/** GET cognito/user/is-mobile-mapped: is the mobile number (its digits) used by any account. */
export async function isMobileTaken(api: ApiClient, digits: string): Promise<boolean> {
  const answer = await api.callRoute(authRoutes.isMobileMapped, { query: { mobile_number: digits }, silent: true });
  return answer.mobile_number_exists;
}

/**
 * POST users/senior/validate-duplicate-data for an existing member (their own values are no duplicate): resolves
 * when nothing is taken, rejects with the ApiError whose fields name what is (409, spec 2 §5 texts).
 */
export async function validateMemberDuplicates(
  api: ApiClient,
  body: { senior_id: string; account_id: string; email?: string; mobile_number?: string },
): Promise<void> {
  await api.callRoute(memberRoutes.validateDuplicateData, { body, silent: true });
}
