import type { CallOutcome } from "@care/contracts";

/** Chip colours of a call's outcome on the agent schedule: missed stands out, done is quiet. */
export const OUTCOME_COLORS: Readonly<Record<CallOutcome, "success" | "error" | "info" | "warning" | "default">> = {
  done: "success",
  missed: "error",
  upcoming: "info",
  in_progress: "warning",
  cancelled: "default",
};

/** Today's date (yyyy-MM-dd) on the browser's clock: the day the page opens on. */
export function todayLocal(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "America/New_York";
