import { PAGE_SIZES } from "@care/contracts";

/**
 * The schedule list and a schedule's history: 20 a page like the reports list (spec 3 §9 "Reports page size 20"),
 * up to 100 fetched a call (the routes' pagingQuery(20, 100)).
 */
export const SCHEDULE_PAGE_SIZE = PAGE_SIZES.reports;
export const SCHEDULE_FETCH_LIMIT = 100;
