/**
 * The one error type of the API. Handlers and services throw it; the envelope plugin maps it to HTTP in one
 * place. `applicationCode` carries the spec's application codes (e.g. 2032.3002) where they apply.
 */
export type ErrorCode =
  | "VALIDATION"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "LOCKED"
  | "RATE_LIMITED"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "BAD_GATEWAY"
  | "UNAVAILABLE"
  | "INTERNAL";

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCKED: 423,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A third party (e.g. the geocoder) answered something unusable. */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export interface FieldError {
  field: string;
  reason: string;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { applicationCode?: number; fields?: FieldError[]; data?: unknown } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
  }

  get applicationCode(): number {
    return this.options.applicationCode ?? this.status;
  }
}

export const badRequest = (message: string, fields?: FieldError[]): AppError =>
  new AppError("VALIDATION", message, { fields });
export const unauthorized = (message = "Unauthorized"): AppError => new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "Forbidden"): AppError => new AppError("FORBIDDEN", message);
export const notFound = (what = "Resource"): AppError => new AppError("NOT_FOUND", `${what} not found`);
export const conflict = (message: string, applicationCode?: number): AppError =>
  new AppError("CONFLICT", message, { applicationCode });
/** A 409 about one field of the form (a name already in use): the message also stands under that field. */
export const fieldConflict = (field: string, message: string): AppError =>
  new AppError("CONFLICT", message, { fields: [{ field, reason: message }] });
