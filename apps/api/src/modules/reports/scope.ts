import { hasAnyRole, REPORT_MESSAGES, type AccessClaims, type ReportParameters } from "@care/contracts";
import type { Prisma } from "@care/db";
import { AppError } from "../../errors.js";

// Who sees which reports (docs/reports.md "Who sees what"). The tenant of a facility agent is their facility: they
// run reports only over it and see only the runs and schedules of it (whoever created them). The admin-area roles
// (Admin, Admin_WellnessServices, BDM) run the organisation's reports and see all of them.

/** The facility a facility agent is limited to; undefined for the admin-area roles (no facility limit). */
export function facilityLimit(user: AccessClaims): string | null | undefined {
  if (hasAnyRole(user.roles, ["Admin", "Admin_WellnessServices", "BDM"])) return undefined;
  return user.facility_info?.facility_id ?? null;
}

/**
 * The parameters a run will use: a facility agent's are pinned to their facility (a facility of their own is the
 * same, another one is refused), so a report never covers another tenant whatever the request says.
 */
export function scopedParameters(user: AccessClaims, params: ReportParameters): ReportParameters {
  const limit = facilityLimit(user);
  if (limit === undefined) return params;
  if (limit === null || (params.facility_id !== undefined && params.facility_id !== limit)) {
    throw new AppError("FORBIDDEN", REPORT_MESSAGES.facilityOutOfScope);
  }
  return { ...params, facility_id: limit };
}

/** The reports a user may list, download and retry. */
export function reportVisibility(user: AccessClaims): Prisma.ReportWhereInput {
  const limit = facilityLimit(user);
  if (limit === undefined) return {};
  return limit === null ? { id: { in: [] } } : { facilityId: limit };
}

/** The schedules a user may list, edit, delete and see the history of. */
export function scheduleVisibility(user: AccessClaims): Prisma.ReportScheduleWhereInput {
  const limit = facilityLimit(user);
  if (limit === undefined) return {};
  return limit === null ? { id: { in: [] } } : { params: { path: ["facility_id"], equals: limit } };
}
