import type { CareInsightKind, CareInsightStatus, CareInsightType, Prisma } from "@care/db";
import { CARE_INSIGHT_TYPES } from "@care/contracts";
import { badRequest } from "../../errors.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The dashboard's care-insight window (spec 3 §9) is the default wherever a window is optional. */
export const DEFAULT_WINDOW_DAYS = 30;

export interface Window {
  gte: Date;
  lte: Date;
}

/** start/end as given, or the last 30 days ending now (or ending at `end`). A reversed window is a 400. */
export function resolveWindow(start: Date | undefined, end: Date | undefined, days = DEFAULT_WINDOW_DAYS): Window {
  const lte = end ?? new Date();
  const gte = start ?? new Date(lte.getTime() - days * DAY_MS);
  if (gte > lte) throw badRequest("start_timestamp must not be after end_timestamp");
  return { gte, lte };
}

/** 'approved' also means approved_with_edit: both are approved messages (an edit does not make it less so). */
export function expandStatuses(statuses: readonly CareInsightStatus[]): CareInsightStatus[] {
  const out = new Set(statuses);
  if (out.has("approved")) out.add("approved_with_edit");
  return [...out];
}

const TYPES = new Set<string>(CARE_INSIGHT_TYPES);
const KINDS = new Set<string>(["action", "attention", "good_news", "summary", "alert", "facility_summary"]);

/**
 * The insight_type filter names a type or a kind (spec 2 §7: "insight_type action" asks for the action kind).
 * A value that is both (summary, alert, facility_summary) matches either column.
 */
export function insightTypeWhere(values: readonly string[] | undefined): Prisma.CareInsightWhereInput {
  if (!values || values.length === 0) return {};
  const types = values.filter((v) => TYPES.has(v)) as CareInsightType[];
  const kinds = values.filter((v) => KINDS.has(v)) as CareInsightKind[];
  return { OR: [{ type: { in: types } }, { kind: { in: kinds } }] };
}

export interface Page<T> {
  items: T[];
  offset: number;
  limit: number;
  total: number;
}

/** `offset` of the answer is where the next page starts, or -1 at the end of data (spec 1 §9). */
export function toPage<T>(items: T[], offset: number, limit: number, total: number): Page<T> {
  const next = offset + items.length;
  return { items, offset: items.length > 0 && next < total ? next : -1, limit, total };
}

/** A request for offset -1 (the client already reached the end) gets an empty final page without a query. */
export const isEndOffset = (offset: number): boolean => offset < 0;
