import type { careInsightRoutes } from "@care/contracts";
import type { QueryOf } from "../../../lib/api/contract-types";

export type HistoryQuery = QueryOf<typeof careInsightRoutes.history>;
export type ReviewQuery = QueryOf<typeof careInsightRoutes.review>;
export type MilestonesQuery = QueryOf<typeof careInsightRoutes.milestones>;

/**
 * Query keys of the care-insight area. A vital change invalidates `vitals(seniorId)`; a review decision or a new
 * message invalidates `insights()` (queue, histories and sub-histories all move together).
 */
export const careInsightKeys = {
  all: ["care-insights"] as const,
  vitals: (seniorId: string) => [...careInsightKeys.all, "vitals", seniorId] as const,
  insights: () => [...careInsightKeys.all, "insights"] as const,
  history: (q: HistoryQuery) => [...careInsightKeys.insights(), "history", q] as const,
  subHistory: (careInsightId: string) => [...careInsightKeys.insights(), "sub-history", careInsightId] as const,
  review: (q: ReviewQuery) => [...careInsightKeys.insights(), "review", q] as const,
  milestones: (q: MilestonesQuery) => [...careInsightKeys.all, "milestones", q] as const,
  suppressionWindows: (seniorId: string) => [...careInsightKeys.all, "suppression-windows", seniorId] as const,
  noDataSettings: (seniorId: string) => [...careInsightKeys.all, "no-data-settings", seniorId] as const,
};
