import { z } from "zod";
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from "./constants.js";

/**
 * The new-password rules of spec 1 §5, shared by the API (which enforces them) and the portal (which shows the
 * same live list under the new-password field). One function, so the two can never disagree.
 */
export const PasswordRuleIds = [
  "min_length",
  "uppercase",
  "lowercase",
  "digit",
  "special",
  "no_ascending_digits",
] as const;
export type PasswordRuleId = (typeof PasswordRuleIds)[number];

export const PasswordValidationSchema = z.object({
  valid: z.boolean(),
  rules: z.array(z.object({ id: z.enum(PasswordRuleIds), label: z.string(), passed: z.boolean() })),
});
export type PasswordValidation = z.infer<typeof PasswordValidationSchema>;

/** Labels shown in the portal's live rule list. */
export const PASSWORD_RULE_LABELS: Record<PasswordRuleId, string> = {
  min_length: `At least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: "An uppercase letter",
  lowercase: "A lowercase letter",
  digit: "A digit",
  special: `A special character (${PASSWORD_SPECIALS.split("").join(" ")})`,
  no_ascending_digits: "No ascending consecutive digits (e.g. 12)",
};

/** True when two adjacent characters are digits and the second is the first plus one ("12", "45"; "21" is fine). */
export function hasAscendingDigits(pw: string): boolean {
  for (let i = 1; i < pw.length; i++) {
    const a = pw.charCodeAt(i - 1) - 48;
    const b = pw.charCodeAt(i) - 48;
    if (a >= 0 && a <= 9 && b === a + 1) return true;
  }
  return false;
}

const CHECKS: Record<PasswordRuleId, (pw: string) => boolean> = {
  // Length in code points, so an emoji counts as one character as the user sees it.
  min_length: (pw) => [...pw].length >= PASSWORD_MIN_LENGTH,
  uppercase: (pw) => /[A-Z]/.test(pw),
  lowercase: (pw) => /[a-z]/.test(pw),
  digit: (pw) => /[0-9]/.test(pw),
  special: (pw) => [...pw].some((c) => PASSWORD_SPECIALS.includes(c)),
  no_ascending_digits: (pw) => !hasAscendingDigits(pw),
};

/** Every rule with its result, in display order; `valid` only when all pass. */
export function evaluatePassword(pw: string): PasswordValidation {
  const rules = PasswordRuleIds.map((id) => ({ id, label: PASSWORD_RULE_LABELS[id], passed: CHECKS[id](pw) }));
  return { valid: rules.every((r) => r.passed), rules };
}
