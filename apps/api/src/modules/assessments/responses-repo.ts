import type { HistoryCursor } from "@care/contracts";
import type { AssessmentKind, AssessmentResponse, Db, Prisma } from "@care/db";
import { olderThan } from "./forms-repo.js";

// A senior's responses. A Submit Later response keeps status 'save' with its submit_at; it counts as submitted from
// that time on (effectiveStatus), so no job has to flip it at the right moment.

export type ResponseWithForm = AssessmentResponse & { form: { version: number } };

/** save / submit as users see it now. */
export function effectiveStatus(r: Pick<AssessmentResponse, "status" | "submitAt">, now: Date): "save" | "submit" {
  return r.status === "submit" || (r.submitAt !== null && r.submitAt <= now) ? "submit" : "save";
}

/** When it was (or will be) submitted. */
export const submittedDate = (r: Pick<AssessmentResponse, "submittedAt" | "submitAt">): Date | null =>
  r.submittedAt ?? r.submitAt;

export function latestResponse(db: Db, seniorId: string, kind: AssessmentKind): Promise<ResponseWithForm | null> {
  return db.assessmentResponse.findFirst({
    where: { seniorId, kind },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { form: { select: { version: true } } },
  });
}

export type ResponseState = Pick<
  AssessmentResponse,
  "id" | "kind" | "status" | "submittedAt" | "submitAt" | "updatedAt"
>;

/** The latest response of every kind the senior has answered (what the status list needs of it). */
export function latestResponsePerKind(db: Db, seniorId: string): Promise<ResponseState[]> {
  return db.$queryRaw<ResponseState[]>`
    SELECT DISTINCT ON (kind) id, kind, status, submitted_at AS "submittedAt", submit_at AS "submitAt",
           updated_at AS "updatedAt"
    FROM assessment_response
    WHERE senior_id = ${seniorId}::uuid
    ORDER BY kind, created_at DESC, id DESC`;
}

export function listResponses(
  db: Db,
  seniorId: string,
  kind: AssessmentKind,
  after: HistoryCursor | null,
  take: number,
): Promise<ResponseWithForm[]> {
  return db.assessmentResponse.findMany({
    where: { seniorId, kind, ...(after ? olderThan(after) : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    include: { form: { select: { version: true } } },
  });
}

/** Serialises the writes of one senior's responses of one kind (the open draft is updated, never doubled). */
export async function lockSeniorKind(tx: Prisma.TransactionClient, seniorId: string, kind: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`assessment:${seniorId}:${kind}`}))`;
}

/** The latest submitted or draft medication: the medication list's status (spec 2 §3 status names). */
export function latestMedication(
  db: Db,
  seniorId: string,
): Promise<{ status: "save" | "submit"; modifiedAt: Date } | null> {
  return db.medication.findFirst({
    where: { seniorId },
    orderBy: [{ modifiedAt: "desc" }, { id: "desc" }],
    select: { status: true, modifiedAt: true },
  });
}
