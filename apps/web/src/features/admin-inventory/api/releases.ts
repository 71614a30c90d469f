import { appReleaseRoutes as R } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery } from "../../../lib/api/route-hooks";
import { useListWrite, type ListWrite } from "./list-writes";

export type ReleasesQuery = QueryOf<typeof R.listAppReleases>;
export type ReleasesPage = DataOf<typeof R.listAppReleases>;
export type AppRelease = ReleasesPage["items"][number];

export function useReleases(q: ReleasesQuery): UseQueryResult<ReleasesPage, ApiError> {
  return usePagedRouteQuery(R.listAppReleases, { query: q });
}

export const useCreateRelease = (): ListWrite<typeof R.createAppRelease> =>
  useListWrite(R.createAppRelease, R.listAppReleases);
export const useUpdateRelease = (): ListWrite<typeof R.updateAppRelease> =>
  useListWrite(R.updateAppRelease, R.listAppReleases);
export const usePublishRelease = (): ListWrite<typeof R.publishAppRelease> =>
  useListWrite(R.publishAppRelease, R.listAppReleases);
