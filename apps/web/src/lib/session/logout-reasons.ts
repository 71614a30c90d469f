import { AUTH_MESSAGES } from "@care/contracts";

/** Why a session ended; shown on the login page (spec 1 §4 "Logout reasons"). */
export const LOGOUT_REASONS = {
  user: AUTH_MESSAGES.loggedOut,
  sessionExpired: "User logged out due to session expired!",
  inactivity: "User logged out due to inactivity",
} as const;

export type LogoutReason = (typeof LOGOUT_REASONS)[keyof typeof LOGOUT_REASONS] | (string & {});
