import { Prisma } from "@care/db";
import {
  defineReport,
  inLocalDays,
  localDateTime,
  MEMBER_COLUMNS,
  MEMBER_SELECT,
  seniorScope,
  shiftFilter,
  staffName,
  type ReportDefinition,
} from "../definition.js";

// Alarms (SOS and falls from the watch). Times are the senior's local times; the range is on when it happened.
// Rows follow the senior's current facility (seniorScope on the senior row).

const TYPE_LABEL = `CASE a.type WHEN 'sos' THEN 'SOS' ELSE 'Fall' END`;

export const fallsSos: ReportDefinition = defineReport(
  "falls_sos",
  [
    ...MEMBER_COLUMNS,
    { header: "Type", key: "type", width: 8 },
    { header: "Occurred", key: "occurred", width: 17 },
    { header: "Status", key: "status", width: 10 },
    { header: "Assigned To", key: "assigned_to", width: 22 },
    { header: "Closed By", key: "closed_by", width: 22 },
    { header: "Closed", key: "closed", width: 17 },
    { header: "Close Notes", key: "close_notes", width: 40 },
  ],
  (f) => ({
    // A facility agent reads a resident's alarms, but no route shows them the notes staff wrote when closing one.
    select: Prisma.raw(`${MEMBER_SELECT}, ${TYPE_LABEL} AS type, ${localDateTime("a.occurred_at")} AS occurred,
      a.status::text AS status,
      (SELECT ${staffName("u")} FROM staff_user u WHERE u.id = a.assigned_to_id) AS assigned_to,
      (SELECT ${staffName("u")} FROM staff_user u WHERE u.id = a.closed_by_id) AS closed_by,
      ${localDateTime("a.closed_at")} AS closed, ${f.facilityView ? "NULL::text" : "a.close_notes"} AS close_notes`),
    from: Prisma.sql`alarm a JOIN senior s ON s.id = a.senior_id`,
    where: [...seniorScope(f), ...inLocalDays(f, "a.occurred_at")],
    keys: ["a.occurred_at", "a.id"],
  }),
);

/**
 * Emergent care: how fast each alarm was answered. Time to assign is from receipt to someone taking it; time to
 * first call is from receipt to the first call logged for it (a call entry names its alarm) or, failing that, the
 * first SOS / fall call logged for the senior after it. The shift filter is the shift of whoever took the alarm.
 */
export const emergentCare: ReportDefinition = defineReport(
  "emergent_care",
  [
    ...MEMBER_COLUMNS,
    { header: "Type", key: "type", width: 8 },
    { header: "Occurred", key: "occurred", width: 17 },
    { header: "Assigned To", key: "assigned_to", width: 22 },
    { header: "Shift", key: "shift", width: 10 },
    { header: "Time to Assign (min)", key: "minutes_to_assign" },
    { header: "First Call", key: "first_call", width: 17 },
    { header: "Time to First Call (min)", key: "minutes_to_first_call" },
    { header: "Status", key: "status", width: 10 },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${TYPE_LABEL} AS type, ${localDateTime("a.occurred_at")} AS occurred,
      ${staffName("u")} AS assigned_to, u.shift::text AS shift,
      round(EXTRACT(EPOCH FROM (a.assigned_at - a.received_at))::numeric / 60, 1)::float8 AS minutes_to_assign,
      ${localDateTime("c.call_time")} AS first_call,
      round(EXTRACT(EPOCH FROM (c.call_time - a.received_at))::numeric / 60, 1)::float8 AS minutes_to_first_call,
      a.status::text AS status`),
    from: Prisma.sql`alarm a JOIN senior s ON s.id = a.senior_id
      LEFT JOIN staff_user u ON u.id = a.assigned_to_id
      LEFT JOIN LATERAL (
        SELECT l.call_time FROM call_log l
        WHERE l.senior_id = a.senior_id AND l.call_time >= a.received_at
          AND (l.alarm_id = a.id OR l.reason IN ('sos', 'fall_detected'))
        ORDER BY (l.alarm_id = a.id) DESC NULLS LAST, l.call_time
        LIMIT 1
      ) c ON TRUE`,
    where: [...seniorScope(f), ...inLocalDays(f, "a.occurred_at"), ...shiftFilter(f, "u")],
    keys: ["a.occurred_at", "a.id"],
  }),
);
