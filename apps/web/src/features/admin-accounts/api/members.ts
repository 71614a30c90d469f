import { COACH_MAP_BATCH, hasAnyRole, callRoutes, adminMemberRoutes as R } from "@care/contracts";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation, useRouteWrite } from "../../../lib/api/route-hooks";
import { useAdminSeniors } from "../../../lib/shared/admin-seniors";
import { useCareAgentList, type CareAgentOption } from "../../../lib/shared/care-agent-list";
import { ADMIN_ACCOUNT_LISTS, type MemberListQuery } from "./admin-lists";

export type MemberPage = DataOf<typeof R.seniors>;
export type Member = MemberPage["items"][number];
export type Coach = CareAgentOption;

/** GET /api/users/admin/seniors (cursor-paged); `enabled` false while the page's cursor is unknown. */
export function useMembers(q: MemberListQuery, enabled = true): UseQueryResult<MemberPage, ApiError> {
  return useAdminSeniors(q, { enabled });
}

/** GET users/query/careagent-list: active wellness coaches with their member counts (up to 100, spec 2 §9). */
export function useCoaches(): UseQueryResult<Coach[], ApiError> {
  const { roles } = useAuth();
  // BDMs reach the member pages but not the coach picker's route.
  return useCareAgentList({ enabled: hasAnyRole(roles, callRoutes.careAgentList.access) });
}

// Every write here moves members between the lists of these screens: all of them reload.
function useAdminMutation<B, D>(call: (body: B) => Promise<D>): UseMutationResult<D, ApiError, B> {
  return useInvalidatingMutation(call, ADMIN_ACCOUNT_LISTS);
}

/** POST /api/users/admin/member/disable; the 409 (a coach still assigned) is shown by the error dialog. */
export function useDisableMember(): UseMutationResult<
  DataOf<typeof R.disableMember>,
  ApiError,
  BodyOf<typeof R.disableMember>
> {
  return useRouteWrite(R.disableMember, ADMIN_ACCOUNT_LISTS);
}

export function useEnableMember(): UseMutationResult<
  DataOf<typeof R.enableMember>,
  ApiError,
  BodyOf<typeof R.enableMember>
> {
  return useRouteWrite(R.enableMember, ADMIN_ACCOUNT_LISTS);
}

/** Spec 2 §9 'Mapping batches 100': a selection is sent 100 members a call. */
function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function useAssignCoach(): UseMutationResult<number, ApiError, { coachId: string; seniorIds: string[] }> {
  const api = useApi();
  return useAdminMutation(async ({ coachId, seniorIds }: { coachId: string; seniorIds: string[] }) => {
    let assigned = 0;
    for (const ids of batches(seniorIds, COACH_MAP_BATCH)) {
      const done = await api.callRoute(R.assignCoach, { body: { care_agent_id: coachId, senior_ids: ids } });
      assigned += done.assigned.length + done.unchanged.length;
    }
    return assigned;
  });
}

export function useUnassignCoach(): UseMutationResult<number, ApiError, string[]> {
  const api = useApi();
  return useAdminMutation(async (seniorIds: string[]) => {
    let unassigned = 0;
    for (const ids of batches(seniorIds, COACH_MAP_BATCH)) {
      const done = await api.callRoute(R.unassignCoach, { query: { senior_ids: JSON.stringify(ids) } });
      unassigned += done.unassigned.length;
    }
    return unassigned;
  });
}
