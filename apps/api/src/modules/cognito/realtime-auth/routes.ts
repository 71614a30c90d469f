import type { FastifyInstance } from "fastify";
import {
  CHANNEL_ROLES,
  CHANNELS,
  cognitoRoutes,
  facilitySummaryChannel,
  hasAnyRole,
  type AccessClaims,
} from "@care/contracts";
import { forbidden } from "../../../errors.js";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";

/**
 * May this user hear this channel? The shared channels follow CHANNEL_ROLES; a facility summary channel only
 * its own facility's agents. Anything else (unknown names, presence channels, other facilities) is refused.
 */
export function mayHear(user: AccessClaims, channel: string): boolean {
  if (Object.hasOwn(CHANNEL_ROLES, channel)) {
    return hasAnyRole(user.roles, CHANNEL_ROLES[channel as keyof typeof CHANNEL_ROLES]);
  }
  if (channel.startsWith(CHANNELS.facilitySummaryPrefix)) {
    const facilityId = user.facility_info?.facility_id;
    return (
      hasAnyRole(user.roles, ["FACILITY_AGENT"]) &&
      facilityId !== undefined &&
      channel === facilitySummaryChannel(facilityId)
    );
  }
  return false;
}

export function registerRealtimeAuthRoutes(app: FastifyInstance): void {
  registerRoute(app, cognitoRoutes.pusherAuth, async (request) => {
    const { socket_id, channel_name } = request.query;
    if (!mayHear(request.user, channel_name)) throw forbidden("You may not subscribe to this channel");
    const { auth } = app.realtime.authorizeChannel(socket_id, channel_name);
    return ok({ auth });
  });
}
