import type { FastifyInstance } from "fastify";
import { ADMIN_DEVICE_MESSAGES, adminDeviceRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { AdminDeviceService } from "./service.js";

/** GET /api/users/admin/devices, POST /api/users/admin/device, PUT /api/users/admin/device/status. */
export function registerAdminDeviceRoutes(app: FastifyInstance, devices: AdminDeviceService): void {
  registerRoute(app, R.listAdminDevices, async (req) => ok(await devices.list(req.query)));
  registerRoute(app, R.registerAdminDevice, async (req) =>
    ok(await devices.register(req.user, req.body), ADMIN_DEVICE_MESSAGES.registered),
  );
  registerRoute(app, R.setAdminDeviceStatus, async (req) => {
    const row = await devices.setStatus(req.user, req.body);
    return ok(row, req.body.retired ? ADMIN_DEVICE_MESSAGES.retired : ADMIN_DEVICE_MESSAGES.restored);
  });
}
