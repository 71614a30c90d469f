import { careInsightRoutes, type RouteContract } from "@care/contracts";
import type { QueryOf } from "../../../lib/api/contract-types";

export type { HistoryQuery } from "../../../lib/shared/insight-history";
export type ReviewQuery = QueryOf<typeof careInsightRoutes.review>;
export type MilestonesQuery = QueryOf<typeof careInsightRoutes.milestones>;

/**
 * What a review decision, an alert acted on or a new message reloads: the queue, the care agent's alerts, the
 * histories and the sub-histories move together.
 */
export const INSIGHT_ROUTES: readonly RouteContract[] = [
  careInsightRoutes.query,
  careInsightRoutes.history,
  careInsightRoutes.subHistory,
  careInsightRoutes.review,
];
