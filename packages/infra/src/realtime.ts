import Pusher from "pusher";
import type { Config } from "./config.js";

/** Server-side publisher for soketi (the Pusher protocol). */
export function createRealtime(c: Config): Pusher {
  return new Pusher({
    appId: c.SOKETI_APP_ID,
    key: c.SOKETI_APP_KEY,
    secret: c.SOKETI_APP_SECRET,
    host: c.SOKETI_HOST,
    port: String(c.SOKETI_PORT),
    useTLS: c.SOKETI_USE_TLS,
  });
}

/** soketi answers GET / with 200 "OK" when it is up. */
export async function pingRealtime(c: Config, timeoutMs = 2000): Promise<void> {
  const scheme = c.SOKETI_USE_TLS ? "https" : "http";
  const res = await fetch(`${scheme}://${c.SOKETI_HOST}:${c.SOKETI_PORT}/`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`soketi answered ${res.status}`);
}
