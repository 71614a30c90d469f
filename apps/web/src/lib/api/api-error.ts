import type { ErrorDetail } from "@care/contracts";

/** Spec 1 §8: a failure without a message of its own. */
export const DEFAULT_ERROR_MESSAGE = "Something went wrong";
export const DEFAULT_ERROR_CODE = 400;
export const NETWORK_ERROR_MESSAGE = "Network Error";

export type ApiErrorKind =
  /** The server answered with an error status. */
  | "http"
  /** No answer: offline, DNS, connection refused, CORS... (axios' ERR_NETWORK). */
  | "network"
  /** The caller aborted the request; never shown to anyone. */
  | "canceled"
  /** The session could not be refreshed and was flushed; the login page says why. */
  | "session-expired";

/** One input the server refused, as its error handler names it (`body.email`, `query.limit`) with the reason. */
export type ApiFieldError = NonNullable<ErrorDetail["fields"]>[number];

/**
 * Every failure of the API client. `status` is the envelope's application_code, else the HTTP status; `fields` are
 * the server's per-field reasons of a validation error (apps/api/src/plugins/error-handler.ts), for the form.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly httpStatus: number | null = null,
    readonly code: string | null = null,
    readonly fields: readonly ApiFieldError[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Spec 1 §8 "Offline, network error code or message". */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  if (error instanceof ApiError) return error.kind === "network" || error.code === "ERR_NETWORK";
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === "ERR_NETWORK" || e?.message === NETWORK_ERROR_MESSAGE;
}
