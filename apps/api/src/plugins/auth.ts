import fastifyJwt from "@fastify/jwt";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasAnyRole, type AccessClaims, type Access } from "@care/contracts";
import { forbidden, unauthorized } from "../errors.js";
import { createActiveStaffCheck, type ActiveStaffCheck } from "./active-staff.js";

declare module "fastify" {
  interface FastifyInstance {
    isStaffActive: ActiveStaffCheck;
  }
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
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
  // A disabled (or removed) account's token, still within its lifetime, no longer opens anything.
  if (!(await request.server.isStaffActive(request.user.sub))) throw unauthorized();
  const roles = request.user.roles ?? [];
  // A token with no roles is read as a care agent (spec 1 §4 step 7).
  const effective = roles.length === 0 ? ["CareAgent"] : roles;
  if (!hasAnyRole(effective, access)) throw forbidden();
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
    app.decorate("isStaffActive", createActiveStaffCheck(app.prisma));
  },
  { name: "auth", dependencies: ["config"] },
);
