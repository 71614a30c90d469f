import type { PrismaClient } from "@care/db";

/**
 * The on-duty care agents of a senior: whoever holds the senior's open care-agent assignment (the coach who knows
 * them), if the account is active. The staff `shift` field (day / evening / overnight) has no hours attached
 * anywhere in the platform, so it is not used to guess who is at work; the assignment is the one record of who
 * answers for this senior. Addresses are lowercased and sorted, so retries and tests see one order.
 */
export async function onDutyAgentEmails(prisma: PrismaClient, seniorId: string): Promise<string[]> {
  const rows = await prisma.careAgentAssignment.findMany({
    where: { seniorId, unassignedAt: null, staffUser: { isActive: true } },
    select: { staffUser: { select: { email: true } } },
  });
  return sortedUnique(rows.map((r) => r.staffUser.email));
}

/**
 * The facility's contacts: the active facility agents (FACILITY_AGENT accounts) of the senior's facility. A
 * facility row has an office phone but no e-mail of its own; its agents are who the portal already treats as the
 * facility's people. None for a senior who lives at home.
 */
export async function facilityContactEmails(prisma: PrismaClient, facilityId: string | null): Promise<string[]> {
  if (!facilityId) return [];
  const rows = await prisma.staffUser.findMany({
    where: { facilityId, isActive: true, primaryRole: "FACILITY_AGENT" },
    select: { email: true },
  });
  return sortedUnique(rows.map((r) => r.email));
}

function sortedUnique(emails: string[]): string[] {
  return [...new Set(emails.map((e) => e.trim().toLowerCase()))].sort();
}
