import { DEFAULT_SUCCESS_MESSAGE, type Envelope } from "@care/contracts";

/** A successful answer in the spec's envelope. Handlers return this; nothing else writes the shape. */
export function ok<T>(data: T, message: string = DEFAULT_SUCCESS_MESSAGE, applicationCode = 200): Envelope<T> {
  return { application_code: applicationCode, message, data, error: null };
}
