import { careInsightRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import type { MilestonesQuery } from "./insight-routes";

const R = careInsightRoutes.milestones;
export type MilestonesPage = DataOf<typeof R>;
export type MilestoneRow = MilestonesPage["items"][number];

/** CI range milestones of every senior in the caller's scope (or one), newest first. */
export function useMilestones(q: MilestonesQuery): UseQueryResult<MilestonesPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    placeholderData: keepPreviousData,
  });
}
