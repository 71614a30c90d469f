import Pusher from "pusher-js";
import type { ApiClient } from "../api/api-client";
import { authorizeChannel, type SecretData } from "./realtime-api";

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
