import type { FastifyInstance } from "fastify";
import { createFirstLoginInviter } from "../auth/first-login-invite.js";
import { registerAdminAccountRoutes } from "./accounts/routes.js";
import { createAccountService } from "./accounts/service.js";
import { registerCoachMapRoutes } from "./coach-map/routes.js";
import { createCoachMapService } from "./coach-map/service.js";
import { registerAdminMemberRoutes } from "./members/routes.js";
import { createMemberAdminService } from "./members/service.js";

/** Admin accounts: staff accounts, member accounts and the coach map (paths under /api/users). */
export async function adminAccountsModule(app: FastifyInstance): Promise<void> {
  const inviter = createFirstLoginInviter({ prisma: app.prisma, config: app.config, mailer: app.mailer, log: app.log });
  registerAdminAccountRoutes(
    app,
    createAccountService({
      prisma: app.prisma,
      redis: app.redis,
      config: app.config,
      mailer: app.mailer,
      log: app.log,
      inviter,
      access: app.accessState,
    }),
  );
  registerAdminMemberRoutes(app, createMemberAdminService({ prisma: app.prisma }));
  registerCoachMapRoutes(app, createCoachMapService({ prisma: app.prisma }));
}
