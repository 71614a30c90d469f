import { z } from "zod";

// The care dashboard's keyset cursor, and the bounds of integer ids. A cursor comes back from the client, so it is
// input like any other: a forged one must be a 400 at the door, never a failing query (a 500).

/** The largest value of a Postgres integer column (member ids and other serial ids). */
export const INT4_MAX = 2_147_483_647;

/** A positive id of a Postgres integer column: a fraction, zero, a negative number or an overflow is refused. */
export const Int4Id = z.number().int().min(1).max(INT4_MAX);

/** The sort key of the last card of a page: (last name, first name, member id). */
export interface DashboardCursor {
  lastName: string;
  firstName: string;
  memberId: number;
}

const NAME_MAX = 256;

/** base64url (unpadded) → UTF-8 text; null when it is not valid base64url or not valid UTF-8. */
export function base64UrlText(raw: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(raw) || raw.length % 4 === 1) return null;
  try {
    const binary = atob(raw.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (raw.length % 4)) % 4));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

// Names as Postgres text can hold them: bounded, and without NUL (which text columns refuse).
const isName = (v: unknown): v is string => typeof v === "string" && v.length <= NAME_MAX && !v.includes("\u0000");

/** UTF-8 text → base64url (unpadded): the inverse of base64UrlText. */
export function textToBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * The values a keyset cursor carries: base64url JSON of an array (of `length` items when given). Null for anything
 * else (not base64url, not UTF-8, not JSON, not such an array), so each list's decoder checks only its own values.
 */
export function decodeCursorValues(raw: string, length?: number): unknown[] | null {
  const text = base64UrlText(raw);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || (length !== undefined && value.length !== length)) return null;
  return value as unknown[];
}

/** A keyset cursor carrying these values: the inverse of decodeCursorValues. */
export const encodeCursorValues = (values: readonly unknown[]): string => textToBase64Url(JSON.stringify(values));

/** The cursor's base64url JSON `[last name, first name, member id]`; null when it is not a cursor the API issues. */
export function decodeDashboardCursor(raw: string): DashboardCursor | null {
  const values = decodeCursorValues(raw, 3);
  if (values === null) return null;
  const [lastName, firstName, memberId] = values;
  if (!isName(lastName) || !isName(firstName) || !Int4Id.safeParse(memberId).success) return null;
  return { lastName, firstName, memberId: memberId as number };
}

/** The inverse of decodeDashboardCursor. */
export function encodeDashboardCursor(c: DashboardCursor): string {
  return encodeCursorValues([c.lastName, c.firstName, c.memberId]);
}

/** `last_evaluated_key`: the opaque cursor of the next page, checked to be one the API could have issued. */
export const DashboardCursorInput = z
  .string()
  .max(512)
  .refine((raw) => decodeDashboardCursor(raw) !== null, "not a cursor of this list");
