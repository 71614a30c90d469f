import { REPORT_MESSAGES, normalizeRole, reportAccess, reportHolds, reportType, type StaffRole } from "@care/contracts";
import type { Db, Report } from "@care/db";

// The build-time check of a run (issue 25 item 1): roles and facilities change between the moment a run is asked
// for, or a schedule is set up, and the moment it is built. The worker reads the requester (the report's creator:
// the user who asked, or the schedule's owner) as they are now and builds only what they may read now, under the
// same rule the API applied (@care/contracts reportAccess); otherwise the run fails with the reason.

/** How the run is built for its requester: every senior of the type's scope, or the facility view. */
export interface BuildView {
  facilityView: boolean;
}

export type BuildCheck = { ok: true; view: BuildView } | { ok: false; reason: string };

/** The requester's current roles and facility, or why there is no one to build for. */
export async function requesterOf(
  db: Db,
  creatorId: string | null,
): Promise<{ roles: StaffRole[]; facilityId: string | null } | { reason: string }> {
  const user = creatorId
    ? await db.staffUser.findUnique({
        where: { id: creatorId },
        select: { isActive: true, primaryRole: true, secondaryRoles: true, facilityId: true },
      })
    : null;
  if (!user) return { reason: REPORT_MESSAGES.requesterGone };
  if (!user.isActive) return { reason: REPORT_MESSAGES.requesterInactive };
  const roles = [user.primaryRole, ...user.secondaryRoles]
    .map(normalizeRole)
    .filter((r): r is StaffRole => r !== undefined);
  return { roles, facilityId: user.facilityId };
}

/**
 * May the report's requester read this run now? A type their roles no longer read, or a run pinned to a facility
 * that is no longer theirs when they read the type as a facility agent, is refused with the reason.
 */
export async function checkRequester(
  db: Db,
  report: Pick<Report, "type" | "creatorId" | "facilityId">,
): Promise<BuildCheck> {
  const who = await requesterOf(db, report.creatorId);
  if ("reason" in who) return { ok: false, reason: who.reason };
  const access = reportAccess(report.type, who);
  if (!access.allowed) {
    const title = reportType(report.type)?.title ?? report.type;
    return { ok: false, reason: REPORT_MESSAGES.requesterNotAllowed(title, reportHolds(report.type)) };
  }
  if (access.facilityId !== undefined && (access.facilityId === null || access.facilityId !== report.facilityId)) {
    return { ok: false, reason: REPORT_MESSAGES.requesterFacility };
  }
  return { ok: true, view: { facilityView: access.facilityView } };
}
