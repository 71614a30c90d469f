import { describe, expect, it } from "vitest";
import { passwordExpiry, passwordExpiryWarning } from "./password-expiry";

const config = { portal_password_expiry_days: 90, portal_password_expiry_warning: "14" };
const now = new Date("2026-06-01T12:00:00Z");
const daysAgo = (d: number): string => new Date(now.getTime() - d * 86_400_000).toISOString();

describe("password expiry", () => {
  it("warns within the warning window before expiry", () => {
    expect(passwordExpiry(daysAgo(80), config, now)).toMatchObject({ isWarning: true });
    expect(passwordExpiry(daysAgo(70), config, now)).toMatchObject({ isWarning: false });
  });

  it("needs a date and an expiry setting", () => {
    expect(passwordExpiry(null, config, now)).toBeNull();
    expect(passwordExpiry(daysAgo(80), {}, now)).toBeNull();
  });

  it("words the warning with the date", () => {
    expect(passwordExpiryWarning(new Date(2026, 6, 4))).toBe(
      "Your password will expire on 07/04/2026. Please change your password now to avoid inconvenience.",
    );
  });
});
