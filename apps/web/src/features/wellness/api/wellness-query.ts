import type { RouteContract } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { CallInput, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

/**
 * Query keys of the wellness area: everything of one senior under `senior(id)`, so a saved goal refreshes every
 * card that shows it (the goal, its percentage, the progress bars).
 */
export const wellnessKeys = {
  all: ["wellness"] as const,
  senior: (seniorId: string) => [...wellnessKeys.all, seniorId] as const,
  call: (seniorId: string, name: string, query: unknown) => [...wellnessKeys.senior(seniorId), name, query] as const,
};

/** One GET of the measurement service for one senior; `enabled` false holds it until its inputs are known. */
export function useWellnessQuery<R extends RouteContract>(
  route: R,
  name: string,
  query: QueryOf<R> & { senior_id: string },
  enabled = true,
): UseQueryResult<DataOf<R>, ApiError> {
  const api = useApi();
  const input = { query } as unknown as CallInput<R>;
  const key = wellnessKeys.call((query as { senior_id: string }).senior_id, name, query);
  return useQuery({ ...routeQueryOptions(api, route, key, input), enabled });
}
