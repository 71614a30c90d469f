import { fullName, type PoaDocument } from "@care/contracts";
import type { Db, PoaStatus, Prisma } from "@care/db";

export const poaInclude = {
  senior: { select: { accountId: true, memberId: true, firstName: true, middleName: true, lastName: true } },
  caregiver: { select: { firstName: true, lastName: true, relationship: true } },
} satisfies Prisma.PoaDocumentInclude;
export type PoaRecord = Prisma.PoaDocumentGetPayload<{ include: typeof poaInclude }>;

/** Pending documents wait oldest first (a queue); reviewed ones read newest decision first. */
export function poaOrder(status: PoaStatus): Prisma.PoaDocumentOrderByWithRelationInput[] {
  return status === "pending" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ reviewedAt: "desc" }, { id: "desc" }];
}

/** Names of the uploaders and reviewers of a page, by id (staff ids are kept without a foreign key). */
export async function staffNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => i !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.staffUser.findMany({
    where: { id: { in: wanted } },
    select: { id: true, firstName: true, middleName: true, lastName: true },
  });
  return new Map(rows.map((r) => [r.id, fullName(r.firstName, r.middleName, r.lastName)]));
}

export function toPoa(r: PoaRecord, names: Map<string, string>): PoaDocument {
  return {
    poa_id: r.id,
    senior_id: r.seniorId,
    account_id: r.senior.accountId,
    member_id: r.senior.memberId,
    senior_name: fullName(r.senior.firstName, r.senior.middleName, r.senior.lastName),
    caregiver_id: r.caregiverId,
    caregiver_name: fullName(r.caregiver.firstName, null, r.caregiver.lastName),
    relationship_with_senior: r.caregiver.relationship,
    file_name: r.fileName,
    content_type: r.contentType,
    status: r.status,
    uploaded_by: r.uploadedById ? (names.get(r.uploadedById) ?? null) : null,
    uploaded_at: r.createdAt.toISOString(),
    reviewed_by: r.reviewedById ? (names.get(r.reviewedById) ?? null) : null,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    reason: r.reason,
  };
}
