import { MEMBER_ADMIN_MESSAGES, type AccessClaims } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { AppError } from "../../../errors.js";
import { lockSeniors } from "../members/repo.js";
import { closeAssignments, findActiveCoach, findSeniorsWithCoach, openAssignments } from "./repo.js";

export interface CoachMapService {
  assign(
    user: AccessClaims,
    careAgentId: string,
    seniorIds: readonly string[],
  ): Promise<{ assigned: number[]; unchanged: number[]; skipped: string[] }>;
  unassign(seniorIds: readonly string[]): Promise<{ unassigned: number[]; skipped: string[] }>;
}

const byMemberId = (a: number, b: number): number => a - b;

/**
 * The senior-coach map: a member has at most one wellness coach (an open care_agent_assignment row); assigning
 * closes the previous coach's row, so the history stays. The care dashboard and home list read these rows, so a
 * change shows there at the next load.
 */
export function createCoachMapService(deps: { prisma: PrismaClient }): CoachMapService {
  const { prisma } = deps;
  return {
    async assign(user, careAgentId, seniorIds) {
      return prisma.$transaction(async (tx) => {
        if (!(await findActiveCoach(tx, careAgentId))) {
          throw new AppError("NOT_FOUND", MEMBER_ADMIN_MESSAGES.coachNotFound, {
            fields: [{ field: "body.care_agent_id", reason: MEMBER_ADMIN_MESSAGES.coachNotFound }],
          });
        }
        await lockSeniors(tx, seniorIds);
        const seniors = await findSeniorsWithCoach(tx, seniorIds);
        const known = new Set(seniors.map((s) => s.id));
        // Disabled members are left out of mapping (spec 2 §5), as are ids of no member.
        const skipped = [
          ...seniorIds.filter((id) => !known.has(id)),
          ...seniors.filter((s) => !s.isActive).map((s) => s.id),
        ];
        const active = seniors.filter((s) => s.isActive);
        const unchanged = active.filter((s) => s.open?.staffUserId === careAgentId);
        const moving = active.filter((s) => s.open?.staffUserId !== careAgentId);
        const now = new Date();
        await closeAssignments(
          tx,
          moving.flatMap((s) => (s.open ? [s.open.id] : [])),
          now,
        );
        await openAssignments(
          tx,
          moving.map((s) => ({ seniorId: s.id, staffUserId: careAgentId, assignedById: user.sub })),
          now,
        );
        return {
          assigned: moving.map((s) => s.memberId).sort(byMemberId),
          unchanged: unchanged.map((s) => s.memberId).sort(byMemberId),
          skipped: [...new Set(skipped)],
        };
      });
    },

    async unassign(seniorIds) {
      return prisma.$transaction(async (tx) => {
        await lockSeniors(tx, seniorIds);
        const seniors = await findSeniorsWithCoach(tx, seniorIds);
        const coached = seniors.filter((s) => s.open !== null);
        await closeAssignments(
          tx,
          coached.flatMap((s) => (s.open ? [s.open.id] : [])),
          new Date(),
        );
        const done = new Set(coached.map((s) => s.id));
        return {
          unassigned: coached.map((s) => s.memberId).sort(byMemberId),
          skipped: [...new Set(seniorIds.filter((id) => !done.has(id)))],
        };
      });
    },
  };
}
