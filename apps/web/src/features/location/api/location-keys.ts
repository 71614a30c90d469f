/** Query keys of the Location tab. */
export const locationKeys = {
  all: ["location"] as const,
  home: (seniorId: string) => [...locationKeys.all, "home", seniorId] as const,
  history: (q: object) => [...locationKeys.all, "history", q] as const,
  calendar: (q: object) => [...locationKeys.all, "calendar", q] as const,
  address: (lat: number, lng: number) => [...locationKeys.all, "address", lat, lng] as const,
};
