import { type AccessClaims, type CareInsight, type CareInsightStatus } from "@care/contracts";
import type { Db } from "@care/db";
import { insightScope, requireSenior, seesApprovedOnly } from "../../access/senior-visibility.js";
import { AppError, notFound } from "../../errors.js";
import { insightInclude, type InsightRow } from "./mappers.js";

// Which insights a caller sees (insightScope, seesApprovedOnly) is decided with the other senior rules in
// access/senior-visibility.ts; this file applies it to the insight rows and their lookups.

const APPROVED: CareInsightStatus[] = ["approved", "approved_with_edit"];

/** The statuses a list may show: the caller's filter, or for approved-only readers the approved ones whatever they ask. */
export function statusesFor(user: AccessClaims, requested: CareInsightStatus[] | null): CareInsightStatus[] | null {
  return seesApprovedOnly(user) ? APPROVED : requested;
}

/** An insight as the caller may read it: approved-only readers never get the pre-approval original message. */
export function forReader<T extends CareInsight>(user: AccessClaims, item: T): T {
  return seesApprovedOnly(user) ? { ...item, original_message: null } : item;
}

/** One insight in the caller's scope, or 404 (another tenant's insight looks exactly like a missing one). */
export async function requireInsight(db: Db, user: AccessClaims, id: string): Promise<InsightRow> {
  const row = await db.careInsight.findFirst({ where: { AND: [{ id }, insightScope(user)] }, include: insightInclude });
  if (!row) throw notFound("Care insight");
  return row;
}

/** Several insights, all in scope, or 404 naming the missing ones (bulk calls are all or nothing). */
export async function requireInsights(db: Db, user: AccessClaims, ids: readonly string[]): Promise<InsightRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db.careInsight.findMany({
    where: { AND: [{ id: { in: unique } }, insightScope(user)] },
    include: insightInclude,
  });
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = unique.filter((id) => !found.has(id));
    throw new AppError("NOT_FOUND", "Care insight not found", {
      fields: missing.map((id) => ({ field: "care_insight_ids", reason: `${id} not found` })),
    });
  }
  return rows;
}

/** requireSenior, with the route's own failure text on a 404 (the portal shows the message it gets). */
export async function requireSeniorOr(
  db: Db,
  user: AccessClaims,
  seniorId: string,
  accountId: string | undefined,
  failure: string,
): ReturnType<typeof requireSenior> {
  try {
    return await requireSenior(db, user, seniorId, accountId);
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") {
      throw new AppError("NOT_FOUND", failure, { fields: [{ field: "senior_id", reason: "Senior not found" }] });
    }
    throw err;
  }
}
