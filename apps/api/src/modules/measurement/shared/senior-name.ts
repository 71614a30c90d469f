import type { Senior } from "@care/db";

/** First (middle) last, as the goal messages name the senior. */
export function fullName(s: Pick<Senior, "firstName" | "middleName" | "lastName">): string {
  return [s.firstName, s.middleName, s.lastName].filter((p) => p !== null && p !== "").join(" ");
}
