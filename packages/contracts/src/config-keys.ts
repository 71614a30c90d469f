/** The configuration keys the portal fetches at start (spec 1 §3), plus the idle timeout (spec 1 §9). */
export const CLIENT_CONFIG_KEYS = [
  "locate_me_loader",
  "portal_info_upload_url",
  "portal_info_upload_file",
  "portal_info_resources",
  "portal_auto_save_timeout",
  "portal_password_expiry_warning",
  "portal_password_expiry_days",
  "portal_idle_timeout",
  // Not a database row by default: the API answers MAP_TILE_URL from its environment unless a row overrides it.
  "map_tile_url",
  // The product name of '{product} Care Dashboard'; unset → the portal's own (apps/web PRODUCT_NAME).
  "product_name",
] as const;
export type ClientConfigKey = (typeof CLIENT_CONFIG_KEYS)[number];
