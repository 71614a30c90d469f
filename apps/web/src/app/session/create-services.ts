import { createApiClient } from "../../lib/api/api-client";
import type { AppServices } from "../../lib/services";
import { canEncrypt, createAesCbcCodec } from "./aes-cbc-codec";
import { LOGOUT_REASONS } from "../../lib/session/logout-reasons";
import { createMemoryStorage } from "../../lib/session/memory-storage";
import { plainCodec, type SessionCodec } from "../../lib/session/session-codec";
import { SESSION_STORAGE_KEY, SessionStore } from "../../lib/session/session-store";

/**
 * Where the session lives: AES-CBC encrypted in localStorage where WebCrypto exists (https, or localhost);
 * elsewhere (plain http on another host) only in this page's memory, never in clear on disk. The price there: a
 * reload or a new tab asks to sign in again.
 */
export function sessionPersistence(): { storage: Storage; codec: SessionCodec } {
  if (canEncrypt()) return { storage: localStorage, codec: createAesCbcCodec() };
  // An older build stored the session unencrypted on such origins: do not leave it behind.
  localStorage.removeItem(SESSION_STORAGE_KEY);
  return { storage: createMemoryStorage(), codec: plainCodec };
}

/** The browser's instance: the session as sessionPersistence() says, same-origin API. */
export function createBrowserServices(): AppServices {
  const { storage, codec } = sessionPersistence();
  const session = new SessionStore(storage, codec);
  const api = createApiClient({
    tokens: session,
    sessionExpiredReason: LOGOUT_REASONS.sessionExpired,
    refreshLock: <T>(task: () => Promise<T>): Promise<T> =>
      navigator.locks ? (navigator.locks.request("care-token-refresh", task) as Promise<T>) : task(),
  });
  return { session, api };
}
