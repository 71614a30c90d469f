import type { FastifyInstance } from "fastify";
import type { AccessClaims } from "@care/contracts";
import { buildClaims, portalUserInclude } from "../../apps/api/src/modules/auth/claims.js";

/**
 * A real access token of a seeded account, signed by the app with claims built exactly as sign-in builds them
 * (without the password round trip). `roles` overrides the account's roles, e.g. to hold a Caregiver token.
 * Like a sign-in, it opens a sign-in (refresh-token family) of its own and carries the account's access version:
 * the API refuses a token whose sign-in ended or whose account changed since (plugins/access-state.ts).
 */
export async function tokenFor(
  app: FastifyInstance,
  email: string,
  roles?: readonly string[],
): Promise<{ token: string; claims: AccessClaims; sid: string }> {
  const user = await app.prisma.staffUser.findUniqueOrThrow({ where: { email }, include: portalUserInclude });
  const held = roles ?? [user.primaryRole, ...user.secondaryRoles];
  // Cast: a test may hold roles sign-in would refuse (Caregiver), to check that every route refuses them too.
  const claims = buildClaims(user, held as never, null);
  const family = await app.prisma.refreshTokenFamily.create({
    data: { userId: user.id, userAgent: "test harness" },
    select: { id: true },
  });
  return { token: app.jwt.sign({ ...claims, sid: family.id, av: user.accessVersion }), claims, sid: family.id };
}
