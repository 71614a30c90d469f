import type { FastifyInstance } from "fastify";
import { DEVICE_MESSAGES, memberDeviceRoutes as R } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import type { DeviceService } from "./service.js";

export function registerDeviceRoutes(app: FastifyInstance, devices: DeviceService): void {
  registerRoute(app, R.list, async (req) =>
    ok({ devices: await devices.list(req.user, req.query.senior_id, req.query.account_id) }),
  );
  registerRoute(app, R.lastSession, async (req) => {
    const q = req.query;
    return ok({ sessions: await devices.lastSessions(req.user, q.senior_id, q.account_id, q.device_type) });
  });
  registerRoute(app, R.link, async (req) => ok(await devices.link(req.user, req.body, req), DEVICE_MESSAGES.saved));
  registerRoute(app, R.updateSensitivity, async (req) =>
    ok(await devices.updateSensitivity(req.user, req.body), DEVICE_MESSAGES.sensitivityUpdated),
  );
  registerRoute(app, R.unlink, async (req) => {
    await devices.unlink(req.user, req.query.senior_id, req.query.device_id, req.query.account_id);
    return ok({ device_id: req.query.device_id }, DEVICE_MESSAGES.deleted);
  });
  registerRoute(app, R.navigilRegistration, async (req) =>
    ok(await devices.registerNavigil(req.user, req.body), DEVICE_MESSAGES.registered),
  );
}
