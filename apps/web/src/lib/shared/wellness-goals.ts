import { wellnessPlanRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../services";
import type { ApiError } from "../api/api-error";
import type { DataOf, QueryOf } from "../api/contract-types";
import { derivedKeyFor } from "../api/query-keys";

const R = wellnessPlanRoutes.listGoals;
export type WellnessGoalRow = DataOf<typeof R>["data"][number];
/** The goals query without its cursor: the hook follows lastEvaluatedKey itself. */
export type WellnessGoalsQuery = Omit<QueryOf<typeof R>, "last_evaluated_key">;

/** Safety net against a cursor that never ends: 100 pages is far beyond a plan's goals. */
const MAX_PAGES = 100;

/**
 * GET /users/wellness-plan/goals, the one hook of the endpoint: every goal row of the query, read page by page
 * following lastEvaluatedKey (the entry holds the rows joined, so it is keyed `derivedKeyFor(…, "all-pages")`).
 * The Wellness Plan tab edits the plan's goals as a whole and pages on screen; the senior Dashboard tab asks the
 * open goals (status filter) and `select`s the first five.
 */
export function useWellnessGoals<T = WellnessGoalRow[]>(
  query: WellnessGoalsQuery,
  options: { select?: (rows: WellnessGoalRow[]) => T } = {},
): UseQueryResult<T, ApiError> {
  const api = useApi();
  return useQuery({
    queryKey: derivedKeyFor(R, { query }, "all-pages"),
    queryFn: async ({ signal }) => {
      const rows: WellnessGoalRow[] = [];
      let key: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const pageQuery: QueryOf<typeof R> = { ...query, ...(key === null ? {} : { last_evaluated_key: key }) };
        const answer: DataOf<typeof R> = await api.callRoute(R, { query: pageQuery, signal });
        rows.push(...answer.data);
        key = answer.lastEvaluatedKey;
        if (key === null) break;
      }
      return rows;
    },
    select: options.select,
  });
}
