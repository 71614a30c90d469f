/** Query keys of the agency area; a mark-read invalidates `agencyKeys.summaries()`. */
export const agencyKeys = {
  all: ["agency"] as const,
  list: (q: object) => [...agencyKeys.all, "list", q] as const,
  detail: (facilityId: string) => [...agencyKeys.all, "detail", facilityId] as const,
  residents: (q: object) => [...agencyKeys.all, "residents", q] as const,
  residentSummary: (seniorId: string, accountId: string) =>
    [...agencyKeys.all, "resident-summary", seniorId, accountId] as const,
  graph: (name: string, q: object) => [...agencyKeys.all, "graph", name, q] as const,
  summaries: () => [...agencyKeys.all, "facility-summaries"] as const,
  summariesOf: (facilityId: string) => [...agencyKeys.summaries(), facilityId] as const,
  messages: (seniorId: string) => [...agencyKeys.all, "messages", seniorId] as const,
  sosFall: (seniorId: string) => [...agencyKeys.all, "sos-fall", seniorId] as const,
  weeklyVital: (vital: string, seniorId: string) => [...agencyKeys.all, "weekly-vital", vital, seniorId] as const,
};
