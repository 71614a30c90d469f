import { reportRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { SCHEDULE_ROUTES } from "./report-routes";

const CREATE = reportRoutes.createSchedule;
const UPDATE = reportRoutes.updateSchedule;

export type ScheduleBodyValue = BodyOf<typeof CREATE>;

/**
 * POST /api/reports/schedules (no id) or PUT /api/reports/schedules/:id; either way the schedule lists are asked
 * again. Silent: the dialog puts field reasons on its fields and says anything else itself.
 */
export function useSaveSchedule(
  id: string | null,
): UseMutationResult<DataOf<typeof CREATE>, ApiError, ScheduleBodyValue> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) =>
      id === null
        ? api.callRoute(CREATE, { body, silent: true })
        : api.callRoute(UPDATE, { params: { id }, body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, SCHEDULE_ROUTES),
  });
}
