/** Spec 1 §9 / spec 2 §9: the map's numbers. */
export const MAP_ZOOM = 15;
/** The default marker icon is drawn at 35 × 50 px, its tip on the point. */
export const MARKER_ICON_SIZE: [number, number] = [35, 50];
export const FIT_BOUNDS_DELAY_MS = 500;
export const MARKER_BOUNCE_MS = 10_000;

/** Used when configuration has no map_tile_url (the API answers its MAP_TILE_URL, whose default this is). */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * How long the map waits for a first tile before it draws the offline US layer. An unreachable server usually
 * fails fast (tileerror); a silent one (a firewall dropping packets) is caught by this.
 */
export const TILE_PROBE_MS = 4_000;

/** The contiguous United States, for a map that has no point to centre on. */
export const US_CENTER: [number, number] = [39.5, -98.35];
export const US_ZOOM = 4;

/** Counties are drawn from this zoom on; below it they would blacken the map. */
export const COUNTY_MIN_ZOOM = 6;
