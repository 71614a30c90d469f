import type { FastifyInstance } from "fastify";
import { createFirstLoginInviter } from "../auth/first-login-invite.js";
import { registerAnnouncementRoutes } from "./announcements/routes.js";
import { createAnnouncementService } from "./announcements/service.js";
import { registerCorporateRoutes } from "./corporates/routes.js";
import { createCorporateService } from "./corporates/service.js";
import { registerFacilityRoutes } from "./facilities/routes.js";
import { createFacilityService } from "./facilities/service.js";
import { registerFacilityOptionRoutes } from "./facility-options/routes.js";
import { createFacilityOptionService } from "./facility-options/service.js";
import { registerFacilityUserRoutes } from "./facility-users/routes.js";
import { createFacilityUserService } from "./facility-users/service.js";

/** Organisations: corporates, facilities, facility users, facility options and announcements (paths under /api/users). */
export async function adminOrganisationsModule(app: FastifyInstance): Promise<void> {
  registerFacilityOptionRoutes(app, createFacilityOptionService(app.prisma));
  registerCorporateRoutes(app, createCorporateService(app.prisma));
  registerFacilityRoutes(app, createFacilityService(app.prisma));
  const inviter = createFirstLoginInviter({ prisma: app.prisma, config: app.config, mailer: app.mailer, log: app.log });
  const access = app.accessState;
  registerFacilityUserRoutes(app, createFacilityUserService({ prisma: app.prisma, inviter, access }));
  registerAnnouncementRoutes(app, createAnnouncementService(app.prisma));
}
