import { authRoutes } from "@care/contracts";
import type { ApiClient } from "../api/api-client";
import type { DataOf } from "../api/contract-types";

export type SecretData = DataOf<typeof authRoutes.secretData>;

/** Where the browser reaches soketi, and with which key (spec 1 §7 "Secret data"). */
export function fetchSecretData(api: ApiClient, signal?: AbortSignal): Promise<SecretData> {
  return api.callRoute(authRoutes.secretData, { signal });
}

/** Signs a private-channel subscription through the API client, so the bearer token and its refresh apply. */
export function authorizeChannel(
  api: ApiClient,
  socketId: string,
  channelName: string,
): Promise<DataOf<typeof authRoutes.pusherAuth>> {
  return api.callRoute(authRoutes.pusherAuth, {
    query: { socket_id: socketId, channel_name: channelName },
    // A refused channel is logged, not shown as a dialog (spec 1 §7: "failure logs 'Error calling auth endpoint'").
    silent: true,
  });
}
