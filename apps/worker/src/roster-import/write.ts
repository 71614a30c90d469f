import {
  MEMBER_MESSAGES,
  rosterImportRoutes,
  type RosterImportJob,
  type RosterMemberRow,
  type RosterRowError,
} from "@care/contracts";
import { Prisma, type PrismaClient, type Senior } from "@care/db";

export type RowOutcome = "created" | "updated" | "unchanged" | RosterRowError;

/** The senior columns a roster row sets: the same as the Add User form's save (members/minimal-info/service.ts). */
function seniorData(r: RosterMemberRow): Prisma.SeniorUncheckedCreateInput {
  return {
    memberId: r.member_id,
    firstName: r.first_name,
    middleName: r.middle_name,
    lastName: r.last_name,
    email: r.email,
    mobileNumber: r.mobile_number,
    gender: r.gender,
    dob: new Date(`${r.dob}T00:00:00Z`),
    memberType: r.member_type,
    facilityId: r.facility_id,
    isResident: r.is_resident,
    timezone: r.timezone,
    addressStreet: r.street,
    addressApartment: r.apartment_number,
    addressCity: r.city,
    addressState: r.state,
    addressZipcode: r.zipcode,
    latitude: r.latitude,
    longitude: r.longitude,
  };
}

/** The fields whose stored value differs from the row (none: writing it would change nothing). */
function changedFields(r: RosterMemberRow, s: Senior): string[] {
  const d = seniorData(r);
  return (Object.keys(d) as (keyof typeof d)[]).filter((k) => {
    const want = d[k];
    const have = s[k as keyof Senior];
    if (want instanceof Date) return !(have instanceof Date) || have.getTime() !== want.getTime();
    return (want ?? null) !== (have ?? null);
  });
}

const rowError = (r: RosterMemberRow, column: string, message: string): RosterRowError => ({
  line: r.line,
  member_id: String(r.member_id),
  column,
  message,
});

/**
 * Upserts one row by member id, with its audit row in the same transaction (the caller's name, the start route, the
 * fields it changed). A row that would change nothing writes nothing, so a repeated import is a run of "unchanged".
 * A facility agent's job changes only members of their facility: one that is now another facility's is refused
 * with Add User's text. An email or mobile number another member took since the check is refused the same way.
 */
export async function writeRow(prisma: PrismaClient, job: RosterImportJob, r: RosterMemberRow): Promise<RowOutcome> {
  try {
    return await prisma.$transaction(async (tx) => {
      const current = await tx.senior.findUnique({ where: { memberId: r.member_id } });
      if (current && job.facility_id !== null && current.facilityId !== job.facility_id) {
        return rowError(r, "member_id", MEMBER_MESSAGES.memberIdInUse);
      }
      const changed = current ? changedFields(r, current) : [];
      if (current && changed.length === 0) return "unchanged";
      const senior = current
        ? await tx.senior.update({ where: { id: current.id }, data: seniorData(r) })
        : await tx.senior.create({ data: seniorData(r) });
      await tx.auditLog.create({
        data: {
          actorId: job.requested_by,
          actorEmail: job.requested_by_email,
          actorRoles: job.requested_by_roles,
          method: rosterImportRoutes.start.method,
          route: rosterImportRoutes.start.path,
          action: current ? "updateMemberFromRoster" : "createMemberFromRoster",
          entityType: "senior",
          entityId: senior.id,
          summary: { import_id: job.import_id, line: r.line, member_id: r.member_id, ...(current ? { changed } : {}) },
          statusCode: 200,
        },
      });
      return current ? "updated" : "created";
    });
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
      const target = JSON.stringify(err.meta?.target ?? "");
      if (target.includes("email")) return rowError(r, "email", MEMBER_MESSAGES.emailInUse);
      if (target.includes("mobile")) return rowError(r, "mobile_number", MEMBER_MESSAGES.mobileInUse);
      // Two imports creating the same member id at once: the other one wrote it; this row is refused, not retried.
      if (target.includes("member_id")) return rowError(r, "member_id", MEMBER_MESSAGES.memberIdInUse);
    }
    throw err;
  }
}
