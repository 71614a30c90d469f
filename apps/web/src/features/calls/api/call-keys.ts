/** Query keys of the call screens; a booking, move, cancel or log invalidates `callKeys.all`. */
export const callKeys = {
  all: ["calls"] as const,
  schedule: (q: object) => [...callKeys.all, "schedule", q] as const,
  logs: (q: object) => [...callKeys.all, "logs", q] as const,
  careAgents: () => [...callKeys.all, "care-agents"] as const,
  callees: (seniorId: string) => [...callKeys.all, "callees", seniorId] as const,
  entry: (q: object) => [...callKeys.all, "entry", q] as const,
};
