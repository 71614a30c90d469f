import { announcementRoutes } from "@care/contracts";
import { useQuery, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation, usePagedRouteQuery } from "../../../lib/api/route-hooks";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = announcementRoutes;
// A write changes the list and may open or close the banner's announcement.
const AFFECTED = [R.listAnnouncements, R.activeAnnouncement];

export type AnnouncementsQuery = QueryOf<typeof R.listAnnouncements>;
export type AnnouncementsPage = DataOf<typeof R.listAnnouncements>;
export type AnnouncementRow = AnnouncementsPage["items"][number];
export type AnnouncementBody = BodyOf<typeof R.createAnnouncement>;

export function useAnnouncements(q: AnnouncementsQuery): UseQueryResult<AnnouncementsPage, ApiError> {
  return usePagedRouteQuery(R.listAnnouncements, { query: q });
}

/** Create (no id) or edit (with the announcement's id). */
export function useSaveAnnouncement(): UseMutationResult<
  DataOf<typeof R.createAnnouncement>,
  ApiError,
  { id: string | null; body: AnnouncementBody }
> {
  const api = useApi();
  return useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: AnnouncementBody }) =>
      id
        ? api.callRoute(R.updateAnnouncement, { body: { ...body, announcement_id: id }, silent: true })
        : api.callRoute(R.createAnnouncement, { body, silent: true }),
    AFFECTED,
  );
}

export function useDeleteAnnouncement(): UseMutationResult<DataOf<typeof R.deleteAnnouncement>, ApiError, string> {
  const api = useApi();
  return useInvalidatingMutation(
    (id: string) => api.callRoute(R.deleteAnnouncement, { query: { announcement_id: id } }),
    AFFECTED,
  );
}

/**
 * The banner's announcement for the signed-in user, asked again every five minutes so one that opens while the
 * portal is in use appears without a reload. Failures stay silent: a missing banner must not raise a dialog.
 */
export function useActiveAnnouncement(): UseQueryResult<DataOf<typeof R.activeAnnouncement>, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R.activeAnnouncement, { silent: true }),
    refetchInterval: 5 * 60_000,
    retry: false,
  });
}
