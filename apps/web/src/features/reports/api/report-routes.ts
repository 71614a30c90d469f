import { reportRoutes, facilityOptionRoutes, type RouteContract } from "@care/contracts";

/** What a new run reloads: the runs list. */
export const RUN_ROUTES: readonly RouteContract[] = [reportRoutes.listReports];

/** What a schedule change reloads: the schedules and their history of runs. */
export const SCHEDULE_ROUTES: readonly RouteContract[] = [reportRoutes.listSchedules, reportRoutes.scheduleHistory];

/** What a retried run reloads: everything the reports area reads (runs, schedules, histories, types, pickers). */
export const REPORT_ROUTES: readonly RouteContract[] = [
  reportRoutes.reportTypes,
  ...RUN_ROUTES,
  ...SCHEDULE_ROUTES,
  facilityOptionRoutes.facilityOptions,
];
