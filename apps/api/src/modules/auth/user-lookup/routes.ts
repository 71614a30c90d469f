import type { FastifyInstance } from "fastify";
import { authRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { UserLookupService } from "./service.js";

/** Identifier checks of the member and agent forms, and member id reservation. */
export function registerUserLookupRoutes(app: FastifyInstance, lookup: UserLookupService): void {
  registerRoute(app, authRoutes.isEmailMapped, async (request) =>
    ok({ email_exists: await lookup.emailExists(request.query.email) }),
  );

  registerRoute(app, authRoutes.isMobileMapped, async (request) =>
    ok({ mobile_number_exists: await lookup.mobileExists(request.query.mobile_number) }),
  );

  registerRoute(app, authRoutes.existenceCheck, async (request) => ok(await lookup.existence(request.body)));

  registerRoute(app, authRoutes.generateMemberId, async () => ok({ member_id: await lookup.nextMemberId() }));
}
