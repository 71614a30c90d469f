/**
 * Query keys of the Wellness Plan tab: everything of one senior under `senior(id)`, so a save (a new version of
 * the whole plan) invalidates the plan, its goals, the goal-action map and the notes at once.
 */
export const wellnessPlanKeys = {
  all: ["wellness-plan"] as const,
  senior: (seniorId: string) => [...wellnessPlanKeys.all, seniorId] as const,
  /** `version` null: the latest. */
  plan: (seniorId: string, version: number | null) => [...wellnessPlanKeys.senior(seniorId), "plan", version] as const,
  goals: (seniorId: string, version: number | null) =>
    [...wellnessPlanKeys.senior(seniorId), "goals", version] as const,
  goalActionMap: (seniorId: string) => [...wellnessPlanKeys.senior(seniorId), "goal-action-map"] as const,
  notes: (seniorId: string, goalActionId: string, version: number) =>
    [...wellnessPlanKeys.senior(seniorId), "notes", goalActionId, version] as const,
  coaches: () => [...wellnessPlanKeys.all, "coaches"] as const,
};
