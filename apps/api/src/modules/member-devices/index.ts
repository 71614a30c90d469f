import type { FastifyInstance } from "fastify";
import { registerDeviceRoutes } from "./routes.js";
import { createDeviceService } from "./service.js";

/** The devices linked to a senior (paths under /api/users). */
export async function memberDevicesModule(app: FastifyInstance): Promise<void> {
  registerDeviceRoutes(app, createDeviceService(app.prisma));
}
