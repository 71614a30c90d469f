/** Query keys of the organisation admin screens; a write invalidates the keys of what it changed. */
export const orgKeys = {
  all: ["admin-organisations"] as const,
  corporates: (q?: unknown) => [...orgKeys.all, "corporates", ...(q === undefined ? [] : [q])] as const,
  facilities: (q?: unknown) => [...orgKeys.all, "facilities", ...(q === undefined ? [] : [q])] as const,
  facilityUsers: (q?: unknown) => [...orgKeys.all, "facility-users", ...(q === undefined ? [] : [q])] as const,
  announcements: (q?: unknown) => [...orgKeys.all, "announcements", ...(q === undefined ? [] : [q])] as const,
  activeAnnouncement: () => [...orgKeys.all, "announcements", "active"] as const,
};
