import { photoRoutes } from "@care/contracts";
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes, queryKeyFor } from "../../../lib/api/query-keys";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { SENIOR_HEADER_ROUTES, seniorQuery, type SeniorIds } from "./member-routes";

const R = photoRoutes;
export type SeniorImages = DataOf<typeof R.images>;
export type SeniorImage = SeniorImages["images"][number];

const imagesKey = (s: SeniorIds) => queryKeyFor(R.images, { query: seniorQuery(s) });

/** GET users/senior/image: the photos with signed urls and the profile picture's id. */
export function useSeniorImages(s: SeniorIds): UseQueryResult<SeniorImages, ApiError> {
  return useQuery(routeQueryOptions(useApi(), R.images, { query: seniorQuery(s) }));
}

/** Every photo call answers the whole list: it replaces the cache, and the header card's photo is refreshed. */
function usePhotoMutation<V>(
  s: SeniorIds,
  call: (v: V) => Promise<SeniorImages>,
): UseMutationResult<SeniorImages, ApiError, V> {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (images) => {
      qc.setQueryData(imagesKey(s), images);
      await invalidateRoutes(qc, SENIOR_HEADER_ROUTES);
    },
  });
}

/** POST users/senior/multiple-images (multipart): up to 10 png/jpeg files, all or none. */
export function useUploadImages(s: SeniorIds): UseMutationResult<SeniorImages, ApiError, File[]> {
  const api = useApi();
  return usePhotoMutation(s, async (files) => {
    const form = new FormData();
    for (const f of files) form.append("files", f, f.name);
    const answer = await api.request<SeniorImages>(R.uploadMultipleImages.method, R.uploadMultipleImages.path, {
      query: seniorQuery(s),
      body: form,
      silent: true,
    });
    return answer.data;
  });
}

/** DELETE users/senior/image. */
export function useDeleteImage(s: SeniorIds): UseMutationResult<SeniorImages, ApiError, string> {
  const api = useApi();
  return usePhotoMutation(s, (imageId) =>
    api.callRoute(R.deleteImage, { query: { ...seniorQuery(s), image_id: imageId } }),
  );
}

/** POST users/senior/profile-image. */
export function useSetProfileImage(s: SeniorIds): UseMutationResult<SeniorImages, ApiError, string> {
  const api = useApi();
  return usePhotoMutation(s, (imageId) =>
    api.callRoute(R.setProfileImage, { body: { ...seniorQuery(s), image_id: imageId }, silent: true }),
  );
}
