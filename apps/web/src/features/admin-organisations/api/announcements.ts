import { usersAnnouncementRoutes } from "@care/contracts";
import { useQuery, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation, usePagedRouteQuery } from "../../../lib/api/route-hooks";
import { orgKeys } from "./keys";

const R = usersAnnouncementRoutes;

export type AnnouncementsQuery = QueryOf<typeof R.listAnnouncements>;
export type AnnouncementsPage = DataOf<typeof R.listAnnouncements>;
export type AnnouncementRow = AnnouncementsPage["items"][number];
export type AnnouncementBody = BodyOf<typeof R.createAnnouncement>;

export function useAnnouncements(q: AnnouncementsQuery): UseQueryResult<AnnouncementsPage, ApiError> {
  return usePagedRouteQuery(R.listAnnouncements, orgKeys.announcements(q), { query: q });
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
    [orgKeys.announcements()],
  );
}

export function useDeleteAnnouncement(): UseMutationResult<DataOf<typeof R.deleteAnnouncement>, ApiError, string> {
  const api = useApi();
  return useInvalidatingMutation(
    (id: string) => api.callRoute(R.deleteAnnouncement, { query: { announcement_id: id } }),
    [orgKeys.announcements()],
  );
}

/**
 * The banner's announcement for the signed-in user, asked again every five minutes so one that opens while the
 * portal is in use appears without a reload. Failures stay silent: a missing banner must not raise a dialog.
 */
export function useActiveAnnouncement(): UseQueryResult<DataOf<typeof R.activeAnnouncement>, ApiError> {
  const api = useApi();
  return useQuery({
    queryKey: orgKeys.activeAnnouncement(),
    queryFn: ({ signal }) => api.callRoute(R.activeAnnouncement, { signal, silent: true }),
    refetchInterval: 5 * 60_000,
    retry: false,
  });
}
