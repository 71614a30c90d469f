import { createApiClient } from "../../lib/api/api-client";
import type { AppServices } from "../services";
import { canEncrypt, createAesCbcCodec } from "./aes-cbc-codec";
import { LOGOUT_REASONS } from "./logout-reasons";
import { plainCodec } from "./session-codec";
import { SessionStore } from "./session-store";

/** The browser's instance: encrypted session in localStorage, same-origin API. */
export function createBrowserServices(): AppServices {
  const session = new SessionStore(localStorage, canEncrypt() ? createAesCbcCodec() : plainCodec);
  const api = createApiClient({
    tokens: session,
    sessionExpiredReason: LOGOUT_REASONS.sessionExpired,
    refreshLock: <T>(task: () => Promise<T>): Promise<T> =>
      navigator.locks ? (navigator.locks.request("care-token-refresh", task) as Promise<T>) : task(),
  });
  return { session, api };
}
