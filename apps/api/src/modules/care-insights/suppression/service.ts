import type { z } from "zod";
import {
  SUPPRESSION_MAX_LEAD_DAYS,
  type AccessClaims,
  type SuppressionWindow,
  type suppressionRoutes,
} from "@care/contracts";
import type { SuppressionWindow as WindowRow } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { badRequest, notFound } from "../../../errors.js";
import type { CareInsightDeps } from "../deps.js";
import { isEndOffset, toPage, type Page } from "../query-helpers.js";

type ListQuery = z.output<typeof suppressionRoutes.list.querystring>;
type WindowInput = z.output<typeof suppressionRoutes.create.body>;
type RemoveQuery = z.output<typeof suppressionRoutes.remove.querystring>;

export interface SuppressionService {
  list(user: AccessClaims, q: ListQuery): Promise<Page<SuppressionWindow>>;
  create(user: AccessClaims, input: WindowInput): Promise<SuppressionWindow>;
  update(user: AccessClaims, id: string, input: WindowInput): Promise<SuppressionWindow>;
  remove(user: AccessClaims, id: string, q: RemoveQuery): Promise<{ suppression_window_id: string }>;
}

const DAY_MS = 86_400_000;

function toWindow(w: WindowRow, now: Date): SuppressionWindow {
  return {
    suppression_window_id: w.id,
    senior_id: w.seniorId,
    start: w.startsAt.toISOString(),
    end: w.endsAt.toISOString(),
    reason: w.reason,
    note: w.note,
    active: w.startsAt <= now && now < w.endsAt,
    created_by: w.createdById,
    updated_by: w.updatedById,
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
  };
}

/**
 * The rules that need the clock (start < end and the 90-day length are the contract's): a window that is already
 * over would suppress nothing, so it is refused as a likely typo; so is one starting more than a year ahead.
 */
function checkAgainstNow(input: WindowInput, now: Date): void {
  if (input.end <= now)
    throw badRequest("end must be in the future", [{ field: "body.end", reason: "must be in the future" }]);
  if (input.start.getTime() - now.getTime() > SUPPRESSION_MAX_LEAD_DAYS * DAY_MS) {
    const reason = `must be at most ${SUPPRESSION_MAX_LEAD_DAYS} days ahead`;
    throw badRequest(`start ${reason}`, [{ field: "body.start", reason }]);
  }
}

const fields = (input: WindowInput) => ({
  startsAt: input.start,
  endsAt: input.end,
  reason: input.reason,
  note: input.note ? input.note : null,
});

/**
 * Suppression windows (docs/care-insights.md "Suppression windows"). Overlapping windows are allowed: the worker
 * suppresses wherever any window holds, so two staff members recording the same stay do no harm. A window of a
 * senior outside the caller's scope, or of another senior than the one named, is 404.
 */
export function createSuppressionService(deps: CareInsightDeps): SuppressionService {
  const { prisma } = deps;

  async function own(user: AccessClaims, id: string, seniorId: string, accountId?: string): Promise<WindowRow> {
    const senior = await requireSenior(prisma, user, seniorId, accountId);
    const row = await prisma.suppressionWindow.findFirst({ where: { id, seniorId: senior.id } });
    if (!row) throw notFound("Suppression window");
    return row;
  }

  return {
    async list(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      if (isEndOffset(q.offset)) return toPage([], q.offset, q.limit, 0);
      const where = { seniorId: senior.id };
      const [total, rows] = await Promise.all([
        prisma.suppressionWindow.count({ where }),
        prisma.suppressionWindow.findMany({
          where,
          orderBy: [{ endsAt: "desc" }, { id: "desc" }],
          skip: q.offset,
          take: q.limit,
        }),
      ]);
      const now = new Date();
      return toPage(
        rows.map((w) => toWindow(w, now)),
        q.offset,
        q.limit,
        total,
      );
    },

    async create(user, input) {
      const senior = await requireSenior(prisma, user, input.senior_id, input.account_id);
      const now = new Date();
      checkAgainstNow(input, now);
      const row = await prisma.suppressionWindow.create({
        data: { seniorId: senior.id, ...fields(input), createdById: user.sub, updatedById: user.sub },
      });
      return toWindow(row, now);
    },

    async update(user, id, input) {
      await own(user, id, input.senior_id, input.account_id);
      const now = new Date();
      checkAgainstNow(input, now);
      // Conditional on the row still being there: a window deleted meanwhile is 404, never a database error.
      const [row] = await prisma.suppressionWindow.updateManyAndReturn({
        where: { id },
        data: { ...fields(input), updatedById: user.sub },
      });
      if (!row) throw notFound("Suppression window");
      return toWindow(row, now);
    },

    async remove(user, id, q) {
      await own(user, id, q.senior_id, q.account_id);
      const { count } = await prisma.suppressionWindow.deleteMany({ where: { id } });
      if (count === 0) throw notFound("Suppression window");
      return { suppression_window_id: id };
    },
  };
}
