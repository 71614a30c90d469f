/** Root paths of the portal (spec 1 §2). Nested areas keep their own tables (senior-tabs, agency-paths, admin-pages). */
export const PATHS = {
  home: "/",
  login: "/login",
  choosePassword: "/choose-password",
  forgotPassword: "/forgot-password",
  forgotPasswordVerification: "/forgot-password-verification",
  careDashboard: "/care-dashboard",
  addUser: "/add-user",
  callSchedule: "/call-schedule",
  changePassword: "/change-password",
  deviceInfo: "/device-info",
  agency: "/facility-management",
  admin: "/portal-admin",
  senior: "/senior",
  rosterImport: "/roster-import",
} as const;

/**
 * The product's name, used by '{product} Care Dashboard' and the admin '{product}-users' page. The spec leaves it
 * out; this is the portal's choice (apps/web/README.md).
 */
export const PRODUCT_NAME = "Wellness";
export const PRODUCT_SLUG = PRODUCT_NAME.toLowerCase();
