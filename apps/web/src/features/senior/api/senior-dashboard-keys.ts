/** Query keys of the senior Dashboard tab: everything of one senior under `senior(id)`. */
export const seniorDashboardKeys = {
  all: ["senior-dashboard"] as const,
  senior: (seniorId: string) => [...seniorDashboardKeys.all, seniorId] as const,
  call: (seniorId: string, name: string, input: unknown) =>
    [...seniorDashboardKeys.senior(seniorId), name, input] as const,
};
