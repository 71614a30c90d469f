import { ApiError } from "../../../lib/api/api-error";

/** The API's answer when the plan was saved by someone else since this copy was loaded (issue 15 item 6). */
export function isPlanConflict(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 409;
}
