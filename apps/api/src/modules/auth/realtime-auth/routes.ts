import type { FastifyInstance } from "fastify";
import { authRoutes } from "@care/contracts";
import { mayHear } from "../../../access/senior-visibility.js";
import { forbidden } from "../../../errors.js";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { alarmPresence } from "./presence.js";

export function registerRealtimeAuthRoutes(app: FastifyInstance): void {
  registerRoute(app, authRoutes.pusherAuth, async (request) => {
    const { socket_id, channel_name } = request.query;
    // The alarm presence channel tells the worker who is watching the alarms (docs/realtime.md, "When nobody is
    // watching"): signed with the caller's own id, so a member can only ever stand for themselves.
    const presence = alarmPresence(request.user, channel_name, app.config.QUEUE_PREFIX);
    if (presence === "refused") throw forbidden("You may not subscribe to this channel");
    if (presence) {
      const { auth, channel_data } = app.realtime.authorizeChannel(socket_id, channel_name, presence);
      return ok({ auth, channel_data });
    }
    if (!mayHear(request.user, channel_name)) throw forbidden("You may not subscribe to this channel");
    const { auth } = app.realtime.authorizeChannel(socket_id, channel_name);
    return ok({ auth });
  });
}
