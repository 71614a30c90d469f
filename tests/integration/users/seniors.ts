// Seeded seniors the users-service tests act on, chosen by the rules that matter to them.
import type { Senior } from "@care/db";
import type { Harness } from "../../support/harness.js";

export interface UsersSeniors {
  /** Assigned to agent@demo.care (members 100001–100040): the agent writes without a break-glass reason. */
  assigned: Senior;
  /** A resident of facility@demo.care's facility. */
  resident: Senior;
  /** Not in facility@demo.care's facility (404 to the facility agent) and not coached by agent@demo.care. */
  outsider: Senior;
}

export async function pickSeniors(h: Harness, offset = 0): Promise<UsersSeniors> {
  const facilityId = h.user("facility").facilityId;
  if (!facilityId) throw new Error("facility@demo.care has no facility in the seed");
  const agentId = h.user("agent").id;
  const assigned = await h.prisma.senior.findFirstOrThrow({
    where: { careAgentAssignments: { some: { staffUserId: agentId, unassignedAt: null } } },
    orderBy: { memberId: "asc" },
    skip: offset,
  });
  const resident = await h.prisma.senior.findFirstOrThrow({
    where: { facilityId },
    orderBy: { memberId: "asc" },
    skip: offset,
  });
  const outsider = await h.prisma.senior.findFirstOrThrow({
    where: {
      OR: [{ facilityId: null }, { facilityId: { not: facilityId } }],
      NOT: { careAgentAssignments: { some: { staffUserId: agentId, unassignedAt: null } } },
    },
    orderBy: { memberId: "asc" },
    skip: offset + 1,
  });
  return { assigned, resident, outsider };
}

/** The query every senior-scoped call carries. */
export const ref = (s: Senior): { senior_id: string; account_id: string } => ({
  senior_id: s.id,
  account_id: s.accountId,
});
