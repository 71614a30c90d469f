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
] as const;
export type ClientConfigKey = (typeof CLIENT_CONFIG_KEYS)[number];
