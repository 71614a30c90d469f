/** Texts of spec 1 §2 and §8 shown by the shell's own screens and dialogs. */
export const SHELL_MESSAGES = {
  notFoundTitle: "404 - Page Not Found",
  notFoundText: "The page you are looking for does not exist or the assessment name is invalid.",
  goHome: "Go to Home",
  unauthorizedTitle: "Unauthorized Access",
  unauthorizedText:
    "You are logged in but do not have permission to access this page. Please contact an administrator if you need access.",
  networkError: "Network Error: No internet or unstable connection. Please check your network.",
  stillOffline: "You are still offline. Please check your internet connection.",
  forbidden: "Forbidden",
  unsavedChanges: "Changes that you made are not saved. Please save the form before logging out.",
  // Spec 1 §4 names "an auto-save logout message" without its text.
  autoSaveRunning: "Your changes are about to be auto-saved. Please save the form or wait before logging out.",
  autoSaved: "Auto Saved Successfully!",
} as const;
