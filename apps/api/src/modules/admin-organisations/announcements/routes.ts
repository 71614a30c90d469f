import type { FastifyInstance } from "fastify";
import { ANNOUNCEMENT_MESSAGES, announcementRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { AnnouncementService } from "./service.js";

/** The announcement admin routes and the banner's GET /api/users/announcement/active. */
export function registerAnnouncementRoutes(app: FastifyInstance, announcements: AnnouncementService): void {
  registerRoute(app, R.listAnnouncements, async (req) => ok(await announcements.list(req.query)));
  registerRoute(app, R.createAnnouncement, async (req) =>
    ok(await announcements.create(req.user, req.body), ANNOUNCEMENT_MESSAGES.saved),
  );
  registerRoute(app, R.updateAnnouncement, async (req) =>
    ok(await announcements.update(req.body), ANNOUNCEMENT_MESSAGES.saved),
  );
  registerRoute(app, R.deleteAnnouncement, async (req) => {
    await announcements.remove(req.query.announcement_id);
    return ok({ announcement_id: req.query.announcement_id }, ANNOUNCEMENT_MESSAGES.deleted);
  });
  registerRoute(app, R.activeAnnouncement, async (req) => ok({ announcement: await announcements.active(req.user) }));
}
