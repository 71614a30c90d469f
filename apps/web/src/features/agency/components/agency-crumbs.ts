import type { Crumb } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { agencyHomePath, residentDashboardPath, residentsPath } from "../../../lib/routing/agency-paths";

export type AgencyCrumbLevel =
  "list" | "home" | "dashboard" | "care" | "responseTimes" | "clients" | "client" | "location" | "wellness";

export interface AgencyCrumbInput {
  level: AgencyCrumbLevel;
  facilityId?: string;
  resident?: { seniorId: string; accountId: string; timezone: string };
  /** BDM sees the agency-home crumb as text (spec 1 §2). */
  isBdm: boolean;
}

/** The agency trail of spec 1 §2: agency, agency home, dashboard, clients, client dashboard, location, wellness data. */
export function agencyCrumbs({ level, facilityId = "", resident, isBdm }: AgencyCrumbInput): Crumb[] {
  const crumbs: Crumb[] = [{ label: "Agency", to: PATHS.agency }];
  if (level === "list") return [{ label: "Agency" }];
  crumbs.push({ label: "Agency Home", to: agencyHomePath(facilityId), disabled: isBdm });
  if (level === "home") return crumbs;
  if (level === "dashboard") return [...crumbs, { label: "Dashboard" }];
  if (level === "care") return [...crumbs, { label: "Care Dashboard" }];
  if (level === "responseTimes") return [...crumbs, { label: "Response Times" }];
  crumbs.push({ label: "Clients", to: residentsPath(facilityId) });
  if (level === "clients" || !resident) return crumbs;
  crumbs.push({ label: "Client Dashboard", to: residentDashboardPath(facilityId, resident) });
  if (level === "location") crumbs.push({ label: "Location" });
  if (level === "wellness") crumbs.push({ label: "Wellness Data" });
  return crumbs;
}
