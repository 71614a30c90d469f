import type { FastifyInstance } from "fastify";
import { cognitoRoutes } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { readDevMailbox } from "../../mail/dev-mailbox.js";

/** GET /api/dev/mailbox: devOnly in the contract, so registerRoute skips it in production. */
export function registerDevMailboxRoutes(app: FastifyInstance): void {
  registerRoute(app, cognitoRoutes.devMailbox, async (request) =>
    ok(await readDevMailbox(app.prisma, request.query.email)),
  );
}
