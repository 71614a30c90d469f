/** Query keys of the inventory admin screens; a write invalidates the list it changed. */
export const inventoryKeys = {
  all: ["admin-inventory"] as const,
  devices: (q?: unknown) => [...inventoryKeys.all, "devices", ...(q === undefined ? [] : [q])] as const,
  medicines: (q?: unknown) => [...inventoryKeys.all, "medicines", ...(q === undefined ? [] : [q])] as const,
  releases: (q?: unknown) => [...inventoryKeys.all, "releases", ...(q === undefined ? [] : [q])] as const,
};
