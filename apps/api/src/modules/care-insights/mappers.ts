import type { CareInsight } from "@care/contracts";
import type { Prisma } from "@care/db";

/** The senior columns every answer needs (account id and display name). */
export const insightInclude = {
  senior: { select: { accountId: true, firstName: true, lastName: true } },
} satisfies Prisma.CareInsightInclude;

export type InsightRow = Prisma.CareInsightGetPayload<{ include: typeof insightInclude }>;

export const decimalToNumber = (d: Prisma.Decimal | null): number | null => (d === null ? null : d.toNumber());

export function fullName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName} ${p.lastName}`;
}

/** Picks the contract's fields; rows are never returned as they are. */
export function toCareInsight(row: InsightRow): CareInsight {
  return {
    care_insight_id: row.id,
    senior_id: row.seniorId,
    account_id: row.senior?.accountId ?? null,
    facility_id: row.facilityId,
    senior_name: row.senior ? fullName(row.senior) : null,
    insight_type: row.type,
    kind: row.kind,
    status: row.status,
    vital_type: row.vitalType,
    message: row.message,
    original_message: row.originalMessage,
    range: row.range,
    range_map: { good_lower: decimalToNumber(row.rangeGoodLower), good_upper: decimalToNumber(row.rangeGoodUpper) },
    value: decimalToNumber(row.value),
    detail: row.detail ?? null,
    created_by: row.createdById,
    updated_by: row.updatedById,
    timestamp: row.createdAt.toISOString(),
    updated_on: row.updatedAt.toISOString(),
  };
}
