import type { HttpMethod, RequestOptions } from "./api-client";
import type { ApiError } from "./api-error";

/**
 * What a retry handler decides about a failed call: other options to send it again with (e.g. an added header),
 * "abandon" (the user cancelled: the call fails as canceled, nothing is shown), or undefined (not its failure).
 */
export type RetryDecision = RequestOptions | "abandon" | undefined;

/** The failed call as a handler sees it. */
export interface FailedCall {
  method: HttpMethod;
  path: string;
  options: RequestOptions;
}

/**
 * Registered by the app with ApiClient.onRetry: the client asks it before reporting a failure, so a feature
 * (the break-glass dialog) can complete a call without the client knowing the feature.
 */
export type RetryHandler = (error: ApiError, call: FailedCall) => Promise<RetryDecision>;

/** The first handler's decision that is not undefined. */
export async function decideRetry(
  handlers: Iterable<RetryHandler>,
  error: ApiError,
  call: FailedCall,
): Promise<RetryDecision> {
  for (const handler of handlers) {
    const decision = await handler(error, call);
    if (decision !== undefined) return decision;
  }
  return undefined;
}
