import type { FastifyInstance } from "fastify";
import type { AccessClaims } from "@care/contracts";
import { buildClaims, portalUserInclude } from "../../apps/api/src/modules/cognito/claims.js";

/**
 * A real access token of a seeded account, signed by the app with claims built exactly as sign-in builds them
 * (without the password round trip). `roles` overrides the account's roles, e.g. to hold a Caregiver token.
 */
export async function tokenFor(
  app: FastifyInstance,
  email: string,
  roles?: readonly string[],
): Promise<{ token: string; claims: AccessClaims }> {
  const user = await app.prisma.staffUser.findUniqueOrThrow({ where: { email }, include: portalUserInclude });
  const held = roles ?? [user.primaryRole, ...user.secondaryRoles];
  // Cast: a test may hold roles sign-in would refuse (Caregiver), to check that every route refuses them too.
  const claims = buildClaims(user, held as never, null);
  return { token: app.jwt.sign(claims), claims };
}
