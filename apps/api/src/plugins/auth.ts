import fastifyJwt from "@fastify/jwt";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasAnyRole, type AccessClaims, type Access, type SessionClaims } from "@care/contracts";
import { effectiveRoles } from "../access/senior-visibility.js";
import { forbidden, unauthorized } from "../errors.js";
import { createAccessState, type AccessState } from "./access-state.js";

declare module "fastify" {
  interface FastifyInstance {
    accessState: AccessState;
  }
}

// sid and av are optional in the type only because a token of an older build lacks them: the check refuses those.
declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: AccessClaims & Partial<SessionClaims>;
    user: AccessClaims & Partial<SessionClaims>;
  }
}

/**
 * Verifies the bearer token and the route's role decision. Called by registerRoute for every route, so the
 * decision cannot be forgotten: "public" skips it, anything else needs a valid token and one of the roles.
 */
export async function enforceAccess(
  request: FastifyRequest,
  access: Access,
  options: { allowDuringPasswordReset?: boolean } = {},
): Promise<void> {
  if (access === "public") return;
  try {
    await request.jwtVerify();
  } catch {
    throw unauthorized();
  }
  // A token of a sign-in that ended (logout, password change, disable, role change ...) opens nothing from the next
  // request on, in every API process, although it is still within its lifetime.
  if (!(await request.server.accessState.isCurrent(request.user))) throw unauthorized();
  if (!hasAnyRole(effectiveRoles(request.user.roles ?? []), access)) throw forbidden();
  // A pending forced reset limits the token to the password screens until the password is changed.
  if (request.user.first_login && !options.allowDuringPasswordReset) throw forbidden(PASSWORD_CHANGE_REQUIRED);
}

export const PASSWORD_CHANGE_REQUIRED = "Password change required. Please choose a new password.";

export const authPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    await app.register(fastifyJwt, {
      secret: app.config.JWT_SECRET,
      sign: { expiresIn: app.config.ACCESS_TOKEN_TTL_S },
    });
    app.decorate(
      "accessState",
      createAccessState({ prisma: app.prisma, redis: app.redis, prefix: app.config.QUEUE_PREFIX, log: app.log }),
    );
  },
  { name: "auth", dependencies: ["config"] },
);
