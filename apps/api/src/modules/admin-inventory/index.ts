import type { FastifyInstance } from "fastify";
import { registerAppReleaseRoutes } from "./app-releases/routes.js";
import { createAppReleaseService } from "./app-releases/service.js";
import { registerAdminDeviceRoutes } from "./devices/routes.js";
import { createAdminDeviceService } from "./devices/service.js";
import { registerAdminMedicineRoutes } from "./medicines/routes.js";
import { createAdminMedicineService } from "./medicines/service.js";

/** The admin inventory: devices, the medicine list and app releases (paths under /api/users). */
export async function adminInventoryModule(app: FastifyInstance): Promise<void> {
  registerAdminDeviceRoutes(app, createAdminDeviceService(app.prisma));
  registerAdminMedicineRoutes(app, createAdminMedicineService(app.prisma));
  registerAppReleaseRoutes(app, createAppReleaseService(app.prisma));
}
