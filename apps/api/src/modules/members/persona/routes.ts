import type { FastifyInstance } from "fastify";
import { MEMBER_MESSAGES, memberRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { PersonaService } from "./service.js";

export function registerPersonaRoutes(app: FastifyInstance, persona: PersonaService): void {
  registerRoute(app, R.persona, async (req) =>
    ok(await persona.get(req.user, req.query.senior_id, req.query.account_id)),
  );
  registerRoute(app, R.savePersona, async (req) =>
    ok(await persona.save(req.user, req.body), MEMBER_MESSAGES.savedShort),
  );
}
