import { BREAK_GLASS, encodeBreakGlassReason } from "@care/contracts";
import type { RetryHandler } from "../../lib/api/retry-handler";

/** Asks the user for a break-glass reason; resolves null when they cancel. */
export type AskReason = (message: string) => Promise<string | null>;

/**
 * The retry handler of break-glass writes: a write the API refused with BREAK_GLASS.applicationCode is sent again
 * with the reason the user gives, or abandoned when they cancel. A call that already carried a reason is not asked
 * about again (its refusal is shown as any other error).
 */
export function createBreakGlassRetry(ask: AskReason): RetryHandler {
  return async (error, { options }) => {
    if (error.status !== BREAK_GLASS.applicationCode || options.headers?.[BREAK_GLASS.header] !== undefined) {
      return undefined;
    }
    const reason = await ask(error.message);
    if (reason === null) return "abandon";
    return { ...options, headers: { ...options.headers, [BREAK_GLASS.header]: encodeBreakGlassReason(reason) } };
  };
}
