import type { FastifyInstance } from "fastify";
import { healthRoutes } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { createHealthService } from "./service.js";

export async function healthModule(app: FastifyInstance): Promise<void> {
  const service = createHealthService(app);
  // Always 200 while the API itself answers; `data.status` and each dependency say what is degraded.
  registerRoute(app, healthRoutes.health, async () => {
    const health = await service.check();
    return ok(health, health.status === "ok" ? "Healthy" : "Degraded");
  });
}
