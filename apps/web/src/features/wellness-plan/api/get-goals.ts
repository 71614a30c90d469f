import { seniorCustomerId, wellnessPlanRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { derivedKeyFor } from "../../../lib/api/query-keys";

const R = wellnessPlanRoutes.listGoals;
export type WellnessGoalRow = DataOf<typeof R>["data"][number];

/** Safety net against a cursor that never ends: 100 pages of 6 is far beyond a plan's goals. */
const MAX_PAGES = 100;

/**
 * Every goal row of the plan at a version (null: the latest), read page by page (6 a page, spec 2 §9) following
 * lastEvaluatedKey: the table edits the plan's goals as a whole, so it holds them all and pages on screen.
 */
export function useWellnessGoals(
  seniorId: string,
  version: number | null,
): UseQueryResult<WellnessGoalRow[], ApiError> {
  const api = useApi();
  return useQuery({
    queryKey: derivedKeyFor(
      R,
      { query: { customer_id: seniorCustomerId(seniorId), ...(version === null ? {} : { version }) } },
      "all-pages",
    ),
    queryFn: async ({ signal }) => {
      const rows: WellnessGoalRow[] = [];
      let key: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query: QueryOf<typeof R> = {
          customer_id: seniorCustomerId(seniorId),
          ...(version === null ? {} : { version }),
          ...(key === null ? {} : { last_evaluated_key: key }),
        };
        const answer = await api.callRoute(R, { query, signal });
        rows.push(...answer.data);
        key = answer.lastEvaluatedKey;
        if (key === null) break;
      }
      return rows;
    },
  });
}
