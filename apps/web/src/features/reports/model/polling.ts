/** How often the runs list is asked again while a run is still being built (issue 19: "e.g. every 3 s"). */
export const RUNS_POLL_MS = 3000;

/**
 * The list's refetch interval: every RUNS_POLL_MS while any shown run is in_progress, none (false) otherwise, so
 * the status chip turns to success or failed by itself and the polling stops once nothing is left to wait for.
 */
export function runsPollInterval(runs: readonly { status: string }[] | undefined): number | false {
  return runs?.some((r) => r.status === "in_progress") ? RUNS_POLL_MS : false;
}
