import { Prisma } from "@care/db";
import {
  defineReport,
  inLocalDays,
  localDateTime,
  MEMBER_COLUMNS,
  MEMBER_SELECT,
  seniorScope,
  staffName,
  type ReportDefinition,
  type ReportFilters,
} from "../definition.js";

// Care insights: alerts (threshold breaches), summaries (caregiver and agency) and how long reviews took. Rows follow
// the senior's current facility, never the facility copied onto the insight when it was made.

/**
 * A facility agent's view (apps/api/src/access/senior-visibility.ts seesApprovedOnly): approved insights of their
 * residents only, as every insight route answers them; agency summaries without a senior are the approvers'.
 */
const facilityView = (f: ReportFilters): Prisma.Sql[] =>
  f.facilityView
    ? [Prisma.sql`i.status IN ('approved', 'approved_with_edit')`, Prisma.sql`i.senior_id IS NOT NULL`]
    : [];

export const careInsightAlerts: ReportDefinition = defineReport(
  "care_insight_alerts",
  [
    ...MEMBER_COLUMNS,
    { header: "Created", key: "created", width: 17 },
    { header: "Vital", key: "vital", width: 12 },
    { header: "Value", key: "value" },
    { header: "Range", key: "range", width: 14 },
    { header: "Status", key: "status", width: 18 },
    { header: "Message", key: "message", width: 60 },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${localDateTime("i.created_at")} AS created, i.vital_type AS vital,
      i.value::float8 AS value, i.range, i.status::text AS status, i.message`),
    from: Prisma.sql`care_insight i JOIN senior s ON s.id = i.senior_id`,
    where: [Prisma.sql`i.type = 'alert'`, ...seniorScope(f), ...facilityView(f), ...inLocalDays(f, "i.created_at")],
    keys: ["i.created_at", "i.id"],
  }),
);

/**
 * Caregiver summaries (about one senior) and agency summaries (about a facility, with or without a senior). A
 * summary about a senior follows the senior's current facility; one without a senior, its own facility. An agency
 * summary without a member has no zone or member type, so those filters, which are about members, leave it out.
 */
export const careInsightSummaries: ReportDefinition = defineReport(
  "care_insight_summaries",
  [
    { header: "Summary Type", key: "summary_type", width: 18 },
    ...MEMBER_COLUMNS,
    { header: "Created", key: "created", width: 17 },
    { header: "Status", key: "status", width: 18 },
    { header: "Message", key: "message", width: 60 },
  ],
  (f) => {
    const where: Prisma.Sql[] = [Prisma.sql`i.type IN ('summary', 'facility_summary')`, ...facilityView(f)];
    const tz = "COALESCE(s.timezone, fa.timezone)";
    if (f.facilityId) where.push(Prisma.sql`fa.id = ${f.facilityId}::uuid`);
    if (f.corporationId) where.push(Prisma.sql`fa.corporation_id = ${f.corporationId}::uuid`);
    if (f.zone) where.push(Prisma.sql`s.zone = ${f.zone}::zone`);
    if (f.memberType) where.push(Prisma.sql`s.member_type = ${f.memberType}::member_type`);
    const local = Prisma.raw(`(i.created_at AT TIME ZONE ${tz})::date`);
    if (f.from) where.push(Prisma.sql`${local} >= ${f.from}::date`);
    if (f.to) where.push(Prisma.sql`${local} <= ${f.to}::date`);
    return {
      select: Prisma.raw(`CASE i.type WHEN 'summary' THEN 'Caregiver Summary' ELSE 'Agency Summary' END AS summary_type,
        s.member_id, s.first_name || ' ' || s.last_name AS member_name, fa.name AS facility_name, s.zone::text AS zone,
        to_char(i.created_at AT TIME ZONE ${tz}, 'MM/DD/YYYY HH24:MI') AS created, i.status::text AS status,
        i.message`),
      from: Prisma.sql`care_insight i LEFT JOIN senior s ON s.id = i.senior_id
        LEFT JOIN facility fa ON fa.id = CASE WHEN i.senior_id IS NULL THEN i.facility_id ELSE s.facility_id END`,
      where,
      keys: ["i.created_at", "i.id"],
    };
  },
);

/**
 * Review turnaround: alerts and summaries that went to review, when they arrived there, when a reviewer decided
 * (approved, approved with edit, denied) and how many minutes it took. Still waiting: no decision, no minutes.
 */
export const careInsightReviewTurnaround: ReportDefinition = defineReport(
  "care_insight_review_turnaround",
  [
    ...MEMBER_COLUMNS,
    { header: "Insight Type", key: "insight_type", width: 12 },
    { header: "Sent for Approval", key: "sent_for_approval", width: 17 },
    { header: "Decided", key: "decided", width: 17 },
    { header: "Decision", key: "decision", width: 18 },
    { header: "Reviewer", key: "reviewer", width: 22 },
    { header: "Minutes to Review", key: "minutes_to_review" },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, i.type::text AS insight_type,
      ${localDateTime("q.changed_at")} AS sent_for_approval, ${localDateTime("d.changed_at")} AS decided,
      d.to_status::text AS decision, ${staffName("u")} AS reviewer,
      round(EXTRACT(EPOCH FROM (d.changed_at - q.changed_at))::numeric / 60, 1)::float8 AS minutes_to_review`),
    from: Prisma.sql`care_insight i JOIN senior s ON s.id = i.senior_id
      JOIN LATERAL (
        SELECT h.changed_at FROM care_insight_status_history h
        WHERE h.insight_id = i.id AND h.to_status = 'sent_for_approval' ORDER BY h.changed_at LIMIT 1
      ) q ON TRUE
      LEFT JOIN LATERAL (
        SELECT h.changed_at, h.to_status, h.changed_by_id FROM care_insight_status_history h
        WHERE h.insight_id = i.id AND h.from_status = 'sent_for_approval'
          AND h.to_status IN ('approved', 'approved_with_edit', 'denied')
        ORDER BY h.changed_at LIMIT 1
      ) d ON TRUE
      LEFT JOIN staff_user u ON u.id = d.changed_by_id`,
    where: [...seniorScope(f), ...inLocalDays(f, "q.changed_at")],
    keys: ["q.changed_at", "i.id"],
  }),
);
