import { MIN_NAME_SEARCH_LENGTH, NAME_SEARCH_CHARS } from "@care/contracts";

// Spec 3 §5 "Dashboard searches": what a keystroke may leave in each box, and what is sent.

/** The name box holds at most this many characters (the API's limit). */
export const NAME_SEARCH_MAX = 100;
/** Member ids are six digits. */
export const MEMBER_ID_SEARCH_MAX = 6;
/** Keys a number box would accept but a member id cannot hold. */
export const BLOCKED_ID_KEYS: readonly string[] = ["e", "E", "+", "-", "."];

/** Letters, digits, whitespace and common punctuation only: any other keystroke is ignored. */
export function acceptsNameText(text: string): boolean {
  return text.length <= NAME_SEARCH_MAX && NAME_SEARCH_CHARS.test(text);
}

/** Digits only, at most 6. */
export function acceptsMemberIdText(text: string): boolean {
  return new RegExp(`^\\d{0,${MEMBER_ID_SEARCH_MAX}}$`).test(text);
}

/** Trimmed, inner spaces collapsed. */
export function normalizeName(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** The name to send, or null while it is 1–2 characters (sent only when empty or at least 3). */
export function nameToSend(text: string): string | null {
  const name = normalizeName(text);
  return name.length === 0 || name.length >= MIN_NAME_SEARCH_LENGTH ? name : null;
}
