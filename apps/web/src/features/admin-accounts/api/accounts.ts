import { usersAdminAccountRoutes as R } from "@care/contracts";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { adminKeys, type AccountListQuery } from "./admin-keys";

export type AccountPage = DataOf<typeof R.careAgents>;
export type Account = AccountPage["items"][number];
export type AccountBody = BodyOf<typeof R.saveCareAgent>;
export type AccountStatusBody = BodyOf<typeof R.careAgentStatus>;

/** GET /api/users/admin/care-agents: one chunk of staff accounts; the previous stays on screen while it loads. */
export function useAccounts(q: AccountListQuery): UseQueryResult<AccountPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R.careAgents, adminKeys.accounts(q), { query: q }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/users/admin/care-agent: create (no user_id) or save; the screen shows the server's field errors. */
export function useSaveAccount(): UseMutationResult<DataOf<typeof R.saveCareAgent>, ApiError, AccountBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountBody) => api.callRoute(R.saveCareAgent, { body, silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** PUT /api/users/admin/care-agent/status. */
export function useAccountStatus(): UseMutationResult<DataOf<typeof R.careAgentStatus>, ApiError, AccountStatusBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountStatusBody) => api.callRoute(R.careAgentStatus, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
