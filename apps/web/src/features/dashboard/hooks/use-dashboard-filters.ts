import { useCallback, useState } from "react";

export type TimeFrame = "day" | "week" | "month";
export const TIME_FRAMES: readonly TimeFrame[] = ["day", "week", "month"];

/** What the care dashboard keeps for the tab's session (spec 3 §4): both search texts, time frame, All Seniors. */
export interface DashboardFilters {
  name: string;
  memberId: string;
  timeFrame: TimeFrame;
  allSeniors: boolean;
}

export const DASHBOARD_FILTERS_KEY = "care-dashboard.filters";
const DEFAULTS: DashboardFilters = { name: "", memberId: "", timeFrame: "day", allSeniors: false };

function read(): DashboardFilters {
  try {
    const raw = JSON.parse(sessionStorage.getItem(DASHBOARD_FILTERS_KEY) ?? "null") as Partial<DashboardFilters> | null;
    if (!raw || typeof raw !== "object") return DEFAULTS;
    return {
      name: typeof raw.name === "string" ? raw.name : "",
      memberId: typeof raw.memberId === "string" ? raw.memberId : "",
      timeFrame: TIME_FRAMES.includes(raw.timeFrame as TimeFrame) ? (raw.timeFrame as TimeFrame) : "day",
      allSeniors: raw.allSeniors === true,
    };
  } catch {
    return DEFAULTS;
  }
}

/**
 * The dashboard's filters, persisted in session storage (spec 3 §4). Clearing both searches while All Seniors is on
 * turns it off (spec 3 §4): the switch widened a search, and with no search left the agent's own list returns.
 */
export function useDashboardFilters(): [DashboardFilters, (change: Partial<DashboardFilters>) => void] {
  const [filters, setFilters] = useState(read);
  const update = useCallback((change: Partial<DashboardFilters>) => {
    setFilters((prev) => {
      const next = { ...prev, ...change };
      const hadSearch = prev.name !== "" || prev.memberId !== "";
      const searchesChanged = change.name !== undefined || change.memberId !== undefined;
      if (searchesChanged && hadSearch && next.name === "" && next.memberId === "" && next.allSeniors) {
        next.allSeniors = false;
      }
      sessionStorage.setItem(DASHBOARD_FILTERS_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [filters, update];
}
