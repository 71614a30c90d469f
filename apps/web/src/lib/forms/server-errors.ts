import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../api/api-error";

/**
 * Puts the server's per-field reasons (ApiError.fields: `body.email` → "Invalid email address") on the form's
 * fields, so a rule only the server knows (a duplicate email) shows where the user looks. Returns whether any
 * field took an error: when none did, the caller lets the error dialog or a toast speak.
 * `rename` maps a server field to a form field where their names differ.
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  rename: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  let first = true;
  for (const { field, reason } of error.fields) {
    const plain = field.replace(/^(body|query|params)\./, "");
    const name = rename[plain] ?? (plain as Path<T>);
    setError(name, { type: "server", message: reason }, { shouldFocus: first });
    first = false;
  }
  return true;
}
