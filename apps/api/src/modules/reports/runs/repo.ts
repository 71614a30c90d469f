import { reportType, type ReportParameters, type ReportRow } from "@care/contracts";
import type { Db, Prisma } from "@care/db";

const name = (p: { firstName: string; lastName: string } | null): string | null =>
  p ? `${p.firstName} ${p.lastName}` : null;
const isoDay = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

export const reportInclude = {
  corporation: { select: { name: true } },
  facility: { select: { name: true } },
  creator: { select: { firstName: true, lastName: true } },
} satisfies Prisma.ReportInclude;

export type ReportWithNames = Prisma.ReportGetPayload<{ include: typeof reportInclude }>;

export function toReportRow(r: ReportWithNames): ReportRow {
  return {
    reference_id: r.referenceId,
    report_type: r.type,
    report_title: reportType(r.type)?.title ?? r.type,
    from_date: isoDay(r.fromDate),
    to_date: isoDay(r.toDate),
    corporation_id: r.corporationId,
    corporation_name: r.corporation?.name ?? null,
    facility_id: r.facilityId,
    facility_name: r.facility?.name ?? null,
    zone: r.zone,
    member_type: r.memberType,
    questionnaire_no: r.questionnaireNo,
    shift: r.shift,
    creator_user_id: r.creatorId,
    creator_name: name(r.creator),
    status: r.status,
    created_date: r.createdAt.toISOString(),
    modification_date: r.updatedAt.toISOString(),
    schedule: r.isScheduled,
    error: r.error,
  };
}

/** The report columns of a run's parameters (dates as UTC midnights, which @db.Date stores as the calendar day). */
export function reportColumns(p: ReportParameters): Omit<Prisma.ReportUncheckedCreateInput, "type" | "referenceId"> {
  return {
    fromDate: p.from_date ? new Date(`${p.from_date}T00:00:00Z`) : null,
    toDate: p.to_date ? new Date(`${p.to_date}T00:00:00Z`) : null,
    corporationId: p.corporation_id ?? null,
    facilityId: p.facility_id ?? null,
    zone: p.zone ?? null,
    memberType: p.member_type ?? null,
    questionnaireNo: p.questionnaire_no ?? null,
    shift: p.shift ?? null,
  };
}

/** Keyset page of on-demand runs, newest first: (created_at, id) descending after the cursor. */
export async function pageReports(
  db: Db,
  where: Prisma.ReportWhereInput,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<ReportWithNames[]> {
  const cursor: Prisma.ReportWhereInput = after
    ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
    : {};
  return db.report.findMany({
    where: { AND: [where, { isScheduled: false }, cursor] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    include: reportInclude,
  });
}

/** Checks that the corporation and facility named exist (an unknown id is a field error, not an empty file). */
export async function missingScopeIds(db: Db, p: ReportParameters): Promise<("corporation_id" | "facility_id")[]> {
  const missing: ("corporation_id" | "facility_id")[] = [];
  if (p.corporation_id && !(await db.corporation.findUnique({ where: { id: p.corporation_id }, select: { id: true } })))
    missing.push("corporation_id");
  if (p.facility_id && !(await db.facility.findUnique({ where: { id: p.facility_id }, select: { id: true } })))
    missing.push("facility_id");
  return missing;
}
