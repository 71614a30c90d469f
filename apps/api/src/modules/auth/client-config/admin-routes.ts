import type { FastifyInstance } from "fastify";
import { authConfigAdminRoutes as R, CONFIG_MESSAGES } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createConfigAdminService } from "./admin-service.js";

/** The configuration keys editor of /portal-admin/adminTools (Admin); saves are audited by the audit hook. */
export function registerConfigAdminRoutes(app: FastifyInstance): void {
  const config = createConfigAdminService(app.prisma);
  registerRoute(app, R.listConfig, async () => ok(await config.list()));
  registerRoute(app, R.saveConfig, async (request) => {
    const saved = await config.save(request.body.name, request.body.value);
    return ok(saved, saved.value === null ? CONFIG_MESSAGES.cleared : CONFIG_MESSAGES.saved);
  });
}
