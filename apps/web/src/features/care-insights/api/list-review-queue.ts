import { careInsightRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import type { ReviewQuery } from "./insight-routes";

const R = careInsightRoutes.review;
export type ReviewPage = DataOf<typeof R>;
export type ReviewItem = ReviewPage["items"][number];

/** The approval queue (alerts, summaries, agency summaries waiting for review), newest first. */
export function useReviewQueue(q: ReviewQuery): UseQueryResult<ReviewPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    placeholderData: keepPreviousData,
  });
}
