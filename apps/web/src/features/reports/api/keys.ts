import type { QueryOf } from "../../../lib/api/contract-types";
import type { reportRoutes } from "@care/contracts";

type ListQuery = QueryOf<typeof reportRoutes.listReports>;
type SchedulesQuery = QueryOf<typeof reportRoutes.listSchedules>;

/** Query keys of the reports area: a run started or retried invalidates `runs()`, a schedule change `schedules()`. */
export const reportKeys = {
  all: ["reports"] as const,
  types: () => [...reportKeys.all, "types"] as const,
  runs: () => [...reportKeys.all, "runs"] as const,
  runsPage: (q: ListQuery) => [...reportKeys.runs(), q] as const,
  schedules: () => [...reportKeys.all, "schedules"] as const,
  schedulesPage: (q: SchedulesQuery) => [...reportKeys.schedules(), "list", q] as const,
  history: (scheduleId: string, q: SchedulesQuery) => [...reportKeys.schedules(), "history", scheduleId, q] as const,
  facilityOptions: () => [...reportKeys.all, "facility-options"] as const,
};
