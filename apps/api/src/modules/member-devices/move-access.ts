import { DEVICE_MESSAGES, DEVICE_MOVE_ANY_ROLES, hasAnyRole, type AccessClaims } from "@care/contracts";
import type { Db } from "@care/db";
import { seniorScope } from "../../access/senior-visibility.js";
import { AppError } from "../../errors.js";
import { requireCareRelationship, type BreakGlassRequest } from "../../http/scope.js";

/**
 * Moving a device off its current owner changes that owner too: their SOS and falls would land on the new member
 * (issue 25 item 2). So the caller needs write access to the owner, by the same rule as any write about a senior
 * (scope + care relationship, a care agent's break-glass reason included, recorded on the audit row), unless they
 * hold a role that handles every member's devices. A caller who cannot even read the owner gets a 403 that names
 * nobody: the owner's id, name and facility stay theirs.
 */
export async function requireMayMoveOff(
  db: Db,
  user: AccessClaims,
  ownerId: string,
  request: BreakGlassRequest,
): Promise<void> {
  if (hasAnyRole(user.roles, DEVICE_MOVE_ANY_ROLES)) return;
  const readable = await db.senior.count({
    where: { AND: [{ id: ownerId }, seniorScope(user, { allSeniors: true })] },
  });
  if (readable === 0) throw new AppError("FORBIDDEN", DEVICE_MESSAGES.moveForbidden);
  await requireCareRelationship(db, user, [ownerId], request);
}
