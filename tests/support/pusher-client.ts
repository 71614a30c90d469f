// A pusher-js client made the way the portal makes it (ws transport only, no stats, private channels authorised by
// a custom handler), for the tests and benchmarks that listen to the real soketi.
import PusherClient from "pusher-js";

export interface PusherClientOptions {
  key: string;
  port: number;
  cluster?: string;
  tls?: boolean;
  /** The answer of GET /api/cognito/pusher/auth for this socket and channel (through HTTP or app.inject). */
  authorize: (socketId: string, channelName: string) => Promise<{ auth: string }>;
}

export function createPusherClient(o: PusherClientOptions): PusherClient {
  return new PusherClient(o.key, {
    wsHost: "127.0.0.1",
    wsPort: o.port,
    forceTLS: o.tls ?? false,
    enabledTransports: ["ws"],
    cluster: o.cluster ?? "mt1",
    disableStats: true,
    channelAuthorization: {
      endpoint: "unused",
      transport: "ajax",
      customHandler: ({ socketId, channelName }, cb) => {
        o.authorize(socketId, channelName).then(
          (answer) => cb(null, answer),
          (err: Error) => cb(err, null),
        );
      },
    },
  });
}

/** Authorisation through the API's real route over HTTP, with a staff token. */
export function authorizeOverHttp(
  apiBase: string,
  jwt: string,
): (socketId: string, channelName: string) => Promise<{ auth: string }> {
  return async (socketId, channelName) => {
    const q = new URLSearchParams({ socket_id: socketId, channel_name: channelName });
    const r = await fetch(`${apiBase}/api/cognito/pusher/auth?${q.toString()}`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    if (!r.ok) throw new Error(`pusher auth HTTP ${r.status}`);
    return ((await r.json()) as { data: { auth: string } }).data;
  };
}
