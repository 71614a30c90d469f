import type { FastifyInstance } from "fastify";
import { createBackgroundTasks } from "./background.js";
import { registerConfigAdminRoutes } from "./client-config/admin-routes.js";
import { registerClientConfigRoutes } from "./client-config/routes.js";
import type { CognitoDeps } from "./deps.js";
import { registerDevMailboxRoutes } from "./dev-mailbox/routes.js";
import { createCodeGuard } from "./code-guard.js";
import { createLockout } from "./lockout.js";
import { registerLoginRoutes } from "./login/routes.js";
import { createLoginService } from "./login/service.js";
import { createOtpService } from "./otp/service.js";
import { registerPasswordRoutes } from "./password/routes.js";
import { createPasswordService } from "./password/service.js";
import { registerRealtimeAuthRoutes } from "./realtime-auth/routes.js";
import { createSessionService } from "./session/service.js";
import { registerSsoRoutes } from "./sso/routes.js";
import { createSsoService } from "./sso/service.js";
import { registerUserLookupRoutes } from "./user-lookup/routes.js";
import { createUserLookupService } from "./user-lookup/service.js";

/** The cognito service: sign-in, sessions, passwords, identifier lookups, portal start-up configuration. */
export async function authModule(app: FastifyInstance): Promise<void> {
  const background = createBackgroundTasks(app.log);
  app.addHook("onClose", async () => background.drain());
  const deps: CognitoDeps = {
    prisma: app.prisma,
    redis: app.redis,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    access: app.accessState,
    signAccessToken: (claims) => app.jwt.sign(claims),
  };
  const sessions = createSessionService(deps);
  const otp = createOtpService(deps);
  const lockout = createLockout(deps);
  const codeGuard = createCodeGuard(deps);
  const login = createLoginService(deps, { sessions, otp, lockout });
  const passwords = createPasswordService(deps, { sessions, otp, codeGuard });

  registerLoginRoutes(app, login, sessions);
  registerSsoRoutes(app, createSsoService(deps, sessions));
  registerPasswordRoutes(app, passwords, background);
  registerUserLookupRoutes(app, createUserLookupService(app.prisma));
  registerClientConfigRoutes(app);
  registerConfigAdminRoutes(app);
  registerRealtimeAuthRoutes(app);
  registerDevMailboxRoutes(app);
}
