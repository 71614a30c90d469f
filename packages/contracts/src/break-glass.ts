import { z } from "zod";

/**
 * Break-glass writes (issue 20 item 8). A care agent reads any senior ('All Seniors') but writes insights,
 * thresholds, goals, plans and assessments only for the seniors assigned to them; outside that care relationship
 * the write goes through only with a stated reason, which the audit trail keeps. The API answers 403 with
 * `applicationCode` when the reason is missing; the portal asks for one and sends the request again with `header`.
 */
export const BREAK_GLASS = {
  /** Request header carrying the reason, percent-encoded UTF-8 (encodeURIComponent): headers are Latin-1 only. */
  header: "x-break-glass-reason",
  /** Ours, not one of the spec's codes: "this write needs a break-glass reason". */
  applicationCode: 4031,
  minLength: 10,
  maxLength: 500,
  message: "This senior is not assigned to you. Give a reason for this break-glass access to continue.",
  title: "Break-glass access",
} as const;

// Control characters (newlines included) would let a reason forge lines in logs or exports of the audit trail.
const CONTROL = /\p{Cc}/u;

/** The reason as typed in the portal and as the API reads it after decoding the header. */
export const BreakGlassReasonSchema = z
  .string()
  .trim()
  .min(BREAK_GLASS.minLength, `must be at least ${BREAK_GLASS.minLength} characters`)
  .max(BREAK_GLASS.maxLength, `must be at most ${BREAK_GLASS.maxLength} characters`)
  .refine((s) => !CONTROL.test(s), "must not contain control characters");

/** The header value for a reason. */
export function encodeBreakGlassReason(reason: string): string {
  return encodeURIComponent(reason.trim());
}

/** The reason from a header value, or null when it is not valid percent-encoding. */
export function decodeBreakGlassReason(header: string): string | null {
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}
