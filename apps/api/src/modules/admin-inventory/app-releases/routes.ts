import type { FastifyInstance } from "fastify";
import { APP_RELEASE_MESSAGES, appReleaseRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { AppReleaseService } from "./service.js";

/** Caregiver mobile app release notes: list, draft, edit, publish (/api/users/admin/app-release…). */
export function registerAppReleaseRoutes(app: FastifyInstance, releases: AppReleaseService): void {
  registerRoute(app, R.listAppReleases, async (req) => ok(await releases.list(req.query)));
  registerRoute(app, R.createAppRelease, async (req) =>
    ok(await releases.create(req.user, req.body), APP_RELEASE_MESSAGES.saved),
  );
  registerRoute(app, R.updateAppRelease, async (req) =>
    ok(await releases.update(req.user, req.body), APP_RELEASE_MESSAGES.saved),
  );
  registerRoute(app, R.publishAppRelease, async (req) =>
    ok(await releases.publish(req.user, req.body.release_id), APP_RELEASE_MESSAGES.published),
  );
}
