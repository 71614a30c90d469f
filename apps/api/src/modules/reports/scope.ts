import {
  REPORT_MESSAGES,
  REPORT_TYPES,
  hasFacilityView,
  reportAccess,
  type AccessClaims,
  type ReportAccess,
  type ReportParameters,
} from "@care/contracts";
import type { Prisma } from "@care/db";
import { AppError } from "../../errors.js";

// Who sees which reports (docs/reports.md "Who sees what"). Each type follows the route rule of the data it holds
// (@care/contracts REPORT_ACCESS): a caller runs, lists, downloads and retries only the types their roles may read,
// and a type they read as a facility agent only over their facility. A facility agent's runs and schedules are
// shared with their facility (whoever in it created them); the organisation's roles see every run of their types.

/** What the caller may read of a type, from their token. */
export function accessOf(user: AccessClaims, type: string): ReportAccess {
  return reportAccess(type, { roles: user.roles, facilityId: user.facility_info?.facility_id ?? null });
}

/** The caller's access to a type, or the 403 that names what the type holds. */
export function requireTypeAccess(user: AccessClaims, type: string): Extract<ReportAccess, { allowed: true }> {
  const access = accessOf(user, type);
  if (!access.allowed) throw new AppError("FORBIDDEN", access.message);
  return access;
}

/**
 * The parameters a run will use: a type the caller reads as a facility agent is pinned to their facility (their own
 * facility is the same, another one is refused), so a report never covers another tenant whatever the request says.
 */
export function scopedParameters(
  access: Extract<ReportAccess, { allowed: true }>,
  params: ReportParameters,
): ReportParameters {
  const limit = access.facilityId;
  if (limit === undefined) return params;
  if (limit === null || (params.facility_id !== undefined && params.facility_id !== limit)) {
    throw new AppError("FORBIDDEN", REPORT_MESSAGES.facilityOutOfScope);
  }
  return { ...params, facility_id: limit };
}

/** The caller's types, split by how far they read them. */
function typesOf(user: AccessClaims): { every: string[]; facility: string | null; ofFacility: string[] } {
  const every: string[] = [];
  const ofFacility: string[] = [];
  let facility: string | null = null;
  for (const t of REPORT_TYPES) {
    const access = accessOf(user, t.key);
    if (!access.allowed || access.facilityId === null) continue;
    if (access.facilityId === undefined) every.push(t.key);
    else {
      facility = access.facilityId;
      ofFacility.push(t.key);
    }
  }
  return { every, facility, ofFacility };
}

/**
 * The runs a caller may list now: every run of a type they read over every senior; of a type they read as a facility
 * agent, the runs of their facility, and of a type whose facility view holds less (insights, alarms) only runs
 * built in that view. A type the caller's roles no longer read is not listed (a BDM's old medication list).
 */
export function readableReports(user: AccessClaims): Prisma.ReportWhereInput {
  const { every, facility, ofFacility } = typesOf(user);
  const any: Prisma.ReportWhereInput[] = [{ type: { in: every } }];
  if (facility !== null) {
    const plain = ofFacility.filter((t) => !hasFacilityView(t));
    const viewed = ofFacility.filter((t) => hasFacilityView(t));
    any.push({ facilityId: facility, type: { in: plain } });
    any.push({ facilityId: facility, type: { in: viewed }, facilityView: true });
  }
  return { OR: any };
}

/** The runs that exist for the caller at all: their facility's for a facility agent, every run otherwise. */
export function reportTenant(user: AccessClaims): Prisma.ReportWhereInput {
  const { every, facility } = typesOf(user);
  if (every.length > 0) return {};
  return facility !== null ? { facilityId: facility } : { id: { in: [] } };
}

/**
 * Why the caller may not download or retry a run of their tenant, or null when they may: a type their roles do not
 * read (any more), another facility, or a file built in a wider view than their facility view. (A failed run holds no
 * file: its retry is built for its requester as they are then, and its download is checked again.)
 */
export function runRefusal(
  user: AccessClaims,
  report: { type: string; facilityId: string | null; facilityView: boolean; status: string },
): string | null {
  const access = accessOf(user, report.type);
  if (!access.allowed) return access.message;
  if (access.facilityId === undefined) return null;
  if (access.facilityId === null || report.facilityId !== access.facilityId) return REPORT_MESSAGES.facilityOutOfScope;
  if (report.status === "success" && hasFacilityView(report.type) && !report.facilityView) {
    return REPORT_MESSAGES.widerView;
  }
  return null;
}

/** The schedules a caller may list, edit, delete and see the history of: as for runs, by type and facility. */
export function scheduleVisibility(user: AccessClaims): Prisma.ReportScheduleWhereInput {
  const { every, facility, ofFacility } = typesOf(user);
  const any: Prisma.ReportScheduleWhereInput[] = [{ type: { in: every } }];
  if (facility !== null) {
    any.push({ type: { in: ofFacility }, params: { path: ["facility_id"], equals: facility } });
  }
  return { OR: any };
}
