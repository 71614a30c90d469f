import { configNumber, type ClientConfiguration } from "../../lib/config/client-config";

const DAY_MS = 86_400_000;

export interface PasswordExpiry {
  expiresOn: Date;
  /** The warning window has started (spec 1 §4 "Password expiry"). */
  isWarning: boolean;
}

/**
 * When the password expires (set date + portal_password_expiry_days) and whether the warning shows
 * (within portal_password_expiry_warning days of it, or past it). Null without a date or an expiry setting.
 */
export function passwordExpiry(
  passwordCreated: string | null,
  config: ClientConfiguration | undefined,
  now: Date = new Date(),
): PasswordExpiry | null {
  const expiryDays = configNumber(config, "portal_password_expiry_days");
  const created = passwordCreated ? Date.parse(passwordCreated) : NaN;
  if (!expiryDays || Number.isNaN(created)) return null;
  const expiresOn = new Date(created + expiryDays * DAY_MS);
  const warningDays = configNumber(config, "portal_password_expiry_warning") ?? 0;
  return { expiresOn, isWarning: now.getTime() >= expiresOn.getTime() - warningDays * DAY_MS };
}

/** MM/DD/YYYY, the portal's display date format (spec 1 §5). */
export function formatDisplayDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  const dd = String(date.getDate()).padStart(2, "0");
  return `${mm}/${dd}/${date.getFullYear()}`;
}

export const passwordExpiryWarning = (date: Date): string =>
  `Your password will expire on ${formatDisplayDate(date)}. Please change your password now to avoid inconvenience.`;
