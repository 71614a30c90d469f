import { rosterImportRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { useApi } from "../../../lib/services";

const R = rosterImportRoutes.status;
/** How often a running import is asked for its progress. */
const POLL_MS = 1000;

/** GET /api/roster-import/imports/:import_id, asked again every second until the import is done or failed. */
export function useRosterImport(importId: string | null): UseQueryResult<DataOf<typeof R>, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { params: { import_id: importId ?? "" } }),
    enabled: importId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === "done" || state === "failed" ? false : POLL_MS;
    },
  });
}
