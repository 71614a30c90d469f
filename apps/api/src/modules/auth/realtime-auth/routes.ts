import type { FastifyInstance } from "fastify";
import { authRoutes } from "@care/contracts";
import { mayHear } from "../../../access/senior-visibility.js";
import { forbidden } from "../../../errors.js";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";

export function registerRealtimeAuthRoutes(app: FastifyInstance): void {
  registerRoute(app, authRoutes.pusherAuth, async (request) => {
    const { socket_id, channel_name } = request.query;
    if (!mayHear(request.user, channel_name)) throw forbidden("You may not subscribe to this channel");
    const { auth } = app.realtime.authorizeChannel(socket_id, channel_name);
    return ok({ auth });
  });
}
