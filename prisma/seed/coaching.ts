// Care agent (wellness coach) assignments: agent@demo.care coaches 100001-100040, six more agents 40 members
// each, mfa@demo.care 100281-100298. The two disabled members have no coach (a coached member cannot be disabled).
import type { Prisma, PrismaClient } from "@care/db";
import { insertMissing } from "./batch.js";
import { ANCHOR, daysAfter } from "./dates.js";
import { seedId } from "./ids.js";
import { planSeniors } from "./seniors.js";
import { careAgentFor, staffId } from "./staff.js";

export function buildCareAgentAssignments(anchor: Date = ANCHOR): Prisma.CareAgentAssignmentCreateManyInput[] {
  const rows: Prisma.CareAgentAssignmentCreateManyInput[] = [];
  for (const s of planSeniors(anchor)) {
    const agent = careAgentFor(s.memberId);
    if (!agent || !s.isActive) continue;
    rows.push({
      id: seedId("care-agent-assignment", s.memberId),
      staffUserId: staffId(agent.email),
      seniorId: s.id,
      assignedAt: daysAfter(1, s.createdAt),
    });
  }
  return rows;
}

export async function seedCareAgentAssignments(prisma: PrismaClient, anchor: Date = ANCHOR): Promise<number> {
  return insertMissing((a) => prisma.careAgentAssignment.createMany(a), buildCareAgentAssignments(anchor));
}
