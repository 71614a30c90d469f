import Pusher from "pusher-js";
import type { ApiClient } from "../api/api-client";
import { authorizeChannel, type SecretData } from "./realtime-api";

/**
 * How soon a dead socket shows as disconnected (issue 27). pusher-js pings after this much silence (the smaller of
 * this and the server's activity_timeout, soketi's being 30 s) and gives the connection up when no pong follows
 * within PONG_TIMEOUT_MS; its defaults (120 s, so soketi's 30 s, and 30 s) let a socket that died without a close
 * frame (a lost network, a sleeping laptop, a dropped proxy) look connected for up to a minute (two and a half with a
 * server announcing Pusher's 120 s). So: silence for at most 5 s, then 4 s for the pong; a dead socket turns the dot
 * red within 9 s and pusher-js starts reconnecting. The cost is one small frame each way every 5 s of silence per
 * open portal.
 */
export const ACTIVITY_TIMEOUT_MS = 5_000;
export const PONG_TIMEOUT_MS = 4_000;

/**
 * A pusher-js client for soketi at the host and port the API hands out. Private channels are signed by
 * GET /api/cognito/pusher/auth through the API client (bearer token, refresh on 401).
 */
export function createPusher(secret: SecretData, api: ApiClient): Pusher {
  return new Pusher(secret.key, {
    cluster: secret.cluster,
    wsHost: secret.host,
    wsPort: secret.port,
    wssPort: secret.port,
    forceTLS: secret.use_tls,
    enabledTransports: secret.use_tls ? ["wss"] : ["ws"],
    disableStats: true,
    activityTimeout: ACTIVITY_TIMEOUT_MS,
    pongTimeout: PONG_TIMEOUT_MS,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        authorizeChannel(api, socketId, channelName).then(
          (data) => callback(null, data),
          (err: unknown) => {
            console.error("Error calling auth endpoint", err);
            callback(err instanceof Error ? err : new Error(String(err)), null);
          },
        );
      },
    },
  });
}
