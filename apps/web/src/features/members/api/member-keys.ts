/**
 * Query keys of the members feature: everything of one senior under `senior(id)`, so a save can refresh what it
 * changed. The senior area's header (features/senior, key root "senior") shows the name and photo: saves that
 * change those invalidate `SENIOR_AREA_KEY` too.
 */
export const memberKeys = {
  all: ["members"] as const,
  facilityOptions: () => [...memberKeys.all, "facility-options"] as const,
  senior: (seniorId: string) => [...memberKeys.all, "senior", seniorId] as const,
  part: (seniorId: string, part: string) => [...memberKeys.senior(seniorId), part] as const,
};

/** The senior area's key root (header card, dashboard tab): refreshed after a profile or photo save. */
export const SENIOR_AREA_KEY = ["senior"] as const;

/** The identity of a senior every senior-scoped call sends. */
export interface SeniorIds {
  seniorId: string;
  accountId: string;
}

export const seniorQuery = (s: SeniorIds): { senior_id: string; account_id: string } => ({
  senior_id: s.seniorId,
  account_id: s.accountId,
});
