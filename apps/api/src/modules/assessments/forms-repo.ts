import type { HistoryCursor } from "@care/contracts";
import type { AssessmentForm, AssessmentKind, Db, Prisma } from "@care/db";

// Form versions. A version is live from its publish time: the live form of a kind is the published (or scheduled,
// once its time has come) version with the latest publish time. Nothing has to flip a scheduled version's status
// for it to go live, so a publish at a time is exact to the millisecond without a worker.

/** Versions that are live now or were live once (answerable). */
const wasLive = (now: Date): Prisma.AssessmentFormWhereInput => ({
  status: { in: ["published", "scheduled"] },
  publishAt: { lte: now },
});

export function findLiveForm(db: Db, kind: AssessmentKind, now: Date): Promise<AssessmentForm | null> {
  return db.assessmentForm.findFirst({
    where: { kind, ...wasLive(now) },
    orderBy: [{ publishAt: "desc" }, { version: "desc" }],
  });
}

/** The live version of each kind that has one. */
export async function liveFormKinds(db: Db, now: Date): Promise<Set<AssessmentKind>> {
  const rows = await db.assessmentForm.findMany({ where: wasLive(now), select: { kind: true }, distinct: ["kind"] });
  return new Set(rows.map((r) => r.kind));
}

/** A version that is or was live; null for drafts, versions still waiting for their time and unknown numbers. */
export function findAnswerableForm(
  db: Db,
  kind: AssessmentKind,
  version: number,
  now: Date,
): Promise<AssessmentForm | null> {
  return db.assessmentForm.findFirst({ where: { kind, version, ...wasLive(now) } });
}

export function findFormsById(db: Db, ids: readonly string[]): Promise<AssessmentForm[]> {
  return db.assessmentForm.findMany({ where: { id: { in: [...new Set(ids)] } } });
}

/** The kind's open draft (there is at most one: a save updates it). */
export function findDraft(db: Db, kind: AssessmentKind): Promise<AssessmentForm | null> {
  return db.assessmentForm.findFirst({ where: { kind, status: "draft" }, orderBy: { version: "desc" } });
}

/** The latest version waiting for its publish time. */
export function findScheduled(db: Db, kind: AssessmentKind, now: Date): Promise<AssessmentForm | null> {
  return db.assessmentForm.findFirst({
    where: { kind, status: "scheduled", publishAt: { gt: now } },
    orderBy: { version: "desc" },
  });
}

/** Serialises the editors of one kind, so that two publishes cannot take the same version number. */
export async function lockKind(tx: Prisma.TransactionClient, kind: AssessmentKind): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`assessment-form:${kind}`}))`;
}

export async function nextVersion(tx: Prisma.TransactionClient, kind: AssessmentKind): Promise<number> {
  const last = await tx.assessmentForm.findFirst({
    where: { kind },
    orderBy: { version: "desc" },
    select: { version: true },
  });
  return (last?.version ?? 0) + 1;
}

/** Every version of a kind, newest first, a page after the cursor. */
export function listVersions(
  db: Db,
  kind: AssessmentKind,
  after: HistoryCursor | null,
  take: number,
): Promise<AssessmentForm[]> {
  return db.assessmentForm.findMany({
    where: { kind, ...(after ? olderThan(after) : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
  });
}

export interface OlderThan {
  OR: [{ createdAt: { lt: Date } }, { createdAt: Date; id: { lt: string } }];
}

/** Rows after a (created_at, id) cursor in (created_at desc, id desc) order; works for every table with both. */
export function olderThan(c: HistoryCursor): OlderThan {
  const at = new Date(c.at);
  return { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: c.id } }] };
}
