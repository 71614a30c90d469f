import { FACILITY_TYPE_LABELS, type FacilityTypeValue } from "@care/contracts";

/** The client-type filter's 'All Clients' option (admins only): no facility_type sent. */
export const ALL_CLIENTS = "all";
const TYPES = Object.keys(FACILITY_TYPE_LABELS) as FacilityTypeValue[];

export const isFacilityType = (v: string | null | undefined): v is FacilityTypeValue =>
  typeof v === "string" && (TYPES as string[]).includes(v);

export interface ClientTypeFilter {
  options: { value: string; label: string }[];
  value: string;
  disabled: boolean;
}

/**
 * The clients list's client-type filter (spec 3 §2 'Clients list'):
 * - admins (Admin, Admin_WellnessServices) choose a type or 'All Clients' (the default);
 * - a facility agent sees their facility's type, fixed and disabled ('Home Care' for memory_care).
 */
export function clientTypeFilter(input: {
  isAdmin: boolean;
  agentFacilityType: string | null;
  chosen: string;
}): ClientTypeFilter {
  const typeOptions = TYPES.map((t) => ({ value: t, label: FACILITY_TYPE_LABELS[t] }));
  if (!input.isAdmin && isFacilityType(input.agentFacilityType)) {
    const own = input.agentFacilityType;
    return { options: typeOptions.filter((o) => o.value === own), value: own, disabled: true };
  }
  return {
    options: [{ value: ALL_CLIENTS, label: "All Clients" }, ...typeOptions],
    value: isFacilityType(input.chosen) ? input.chosen : ALL_CLIENTS,
    disabled: false,
  };
}

/** What the residents call sends for the filter's value. */
export function facilityTypeToSend(value: string): FacilityTypeValue | undefined {
  return isFacilityType(value) ? value : undefined;
}

/**
 * The rows to highlight: residents with approved agency summaries the facility agent has not read, with the
 * insights a click marks read. Only facility agents highlight (spec 3 §6); for anyone else the map is empty.
 */
export function unreadSummariesBySenior(
  summaries: readonly { care_insight_id: string; senior_id: string | null; is_read: boolean | null }[],
  isFacilityAgent: boolean,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!isFacilityAgent) return out;
  for (const s of summaries) {
    if (!s.senior_id || s.is_read !== false) continue;
    out.set(s.senior_id, [...(out.get(s.senior_id) ?? []), s.care_insight_id]);
  }
  return out;
}
