import { adminAccountRoutes as R } from "@care/contracts";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery, useRouteWrite } from "../../../lib/api/route-hooks";
import { ADMIN_ACCOUNT_LISTS, type AccountListQuery } from "./admin-lists";

export type AccountPage = DataOf<typeof R.careAgents>;
export type Account = AccountPage["items"][number];
export type AccountBody = BodyOf<typeof R.saveCareAgent>;
export type AccountStatusBody = BodyOf<typeof R.careAgentStatus>;

/** GET /api/users/admin/care-agents: one chunk of staff accounts; the previous stays on screen while it loads. */
export function useAccounts(q: AccountListQuery): UseQueryResult<AccountPage, ApiError> {
  return usePagedRouteQuery(R.careAgents, { query: q });
}

/** POST /api/users/admin/care-agent: create (no user_id) or save; the screen shows the server's field errors. */
export function useSaveAccount(): UseMutationResult<DataOf<typeof R.saveCareAgent>, ApiError, AccountBody> {
  return useRouteWrite(R.saveCareAgent, ADMIN_ACCOUNT_LISTS, { silent: true });
}

/** PUT /api/users/admin/care-agent/status. */
export function useAccountStatus(): UseMutationResult<DataOf<typeof R.careAgentStatus>, ApiError, AccountStatusBody> {
  return useRouteWrite(R.careAgentStatus, ADMIN_ACCOUNT_LISTS);
}

/** PUT /api/users/admin/care-agent/unlock: ends every sign-in and code lock of the account (Admin only). */
export function useAccountUnlock(): UseMutationResult<
  DataOf<typeof R.unlockCareAgent>,
  ApiError,
  BodyOf<typeof R.unlockCareAgent>
> {
  return useRouteWrite(R.unlockCareAgent, ADMIN_ACCOUNT_LISTS);
}
