import type { HistoryCursor } from "@care/contracts";
import type { Db, Prisma, WellnessSurvey } from "@care/db";
import { olderThan } from "./forms-repo.js";

export type SurveyWithForm = WellnessSurvey & { form: { version: number } | null };

const withForm = { form: { select: { version: true } } } as const;

/** The senior's survey started at or after `since` (the start of the senior's day), if any. */
export function surveySince(db: Db, seniorId: string, since: Date): Promise<SurveyWithForm | null> {
  return db.wellnessSurvey.findFirst({
    where: { seniorId, createdAt: { gte: since } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: withForm,
  });
}

/** The latest survey answered on a form version (the Assessments screen's record). */
export function latestFormSurvey(db: Db, seniorId: string): Promise<SurveyWithForm | null> {
  return db.wellnessSurvey.findFirst({
    where: { seniorId, formId: { not: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: withForm,
  });
}

export function latestSurvey(db: Db, seniorId: string): Promise<WellnessSurvey | null> {
  return db.wellnessSurvey.findFirst({ where: { seniorId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** Surveys answered on a form version, newest first (the history of the Assessments screen). */
export function listFormSurveys(
  db: Db,
  seniorId: string,
  after: HistoryCursor | null,
  take: number,
): Promise<SurveyWithForm[]> {
  return db.wellnessSurvey.findMany({
    where: { seniorId, formId: { not: null }, ...(after ? olderThan(after) : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    include: withForm,
  });
}

export interface SurveyListFilter {
  seniorId: string;
  from: Date;
  to: Date;
  completed: boolean | undefined;
  ascending: boolean;
  after: HistoryCursor | null;
  take: number;
}

/** The survey list of spec 2 §7: a window, an optional completion filter, either order, keyset pages. */
export function listSurveys(db: Db, f: SurveyListFilter): Promise<SurveyWithForm[]> {
  const order = f.ascending ? "asc" : "desc";
  const where: Prisma.WellnessSurveyWhereInput = {
    seniorId: f.seniorId,
    createdAt: { gte: f.from, lte: f.to },
    ...(f.completed === undefined ? {} : { isCompleted: f.completed }),
  };
  if (f.after) {
    const at = new Date(f.after.at);
    const cmp = f.ascending ? "gt" : "lt";
    where.AND = { OR: [{ createdAt: { [cmp]: at } }, { createdAt: at, id: { [cmp]: f.after.id } }] };
  }
  return db.wellnessSurvey.findMany({
    where,
    orderBy: [{ createdAt: order }, { id: order }],
    take: f.take,
    include: withForm,
  });
}

/** Serialises one senior's survey writes, so that two saves the same day cannot both create a survey. */
export async function lockSeniorSurveys(tx: Prisma.TransactionClient, seniorId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`wellness-survey:${seniorId}`}))`;
}
