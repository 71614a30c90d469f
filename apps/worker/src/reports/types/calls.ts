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

// Calls: the logs of calls that took place, and how scheduled calls went. The shift is the care agent's.

export const callLogs: ReportDefinition = defineReport(
  "call_logs",
  [
    ...MEMBER_COLUMNS,
    { header: "Call Time", key: "call_time", width: 17 },
    { header: "Care Agent", key: "care_agent", width: 22 },
    { header: "Shift", key: "shift", width: 10 },
    { header: "Direction", key: "direction", width: 10 },
    { header: "Reason", key: "reason", width: 22 },
    { header: "Duration (min)", key: "duration_min" },
    { header: "Call Status", key: "call_status", width: 14 },
    { header: "Disposition", key: "disposition", width: 18 },
    { header: "Notes", key: "notes", width: 50 },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${localDateTime("l.call_time")} AS call_time,
      ${staffName("u")} AS care_agent, u.shift::text AS shift, l.direction::text AS direction,
      l.reason::text AS reason, round(l.duration_seconds / 60.0, 1)::float8 AS duration_min, l.call_status,
      l.disposition, l.notes`),
    from: Prisma.sql`call_log l JOIN senior s ON s.id = l.senior_id JOIN staff_user u ON u.id = l.care_agent_id`,
    where: [...seniorScope(f), ...inLocalDays(f, "l.call_time"), ...shiftFilter(f, "u")],
    keys: ["l.call_time", "l.id"],
  }),
);

/**
 * Adherence: every scheduled call in the range (deleted ones left out) with its outcome: the first log that
 * completes it and how many minutes after the planned start it was made (negative: early).
 */
export const callScheduleAdherence: ReportDefinition = defineReport(
  "call_schedule_adherence",
  [
    ...MEMBER_COLUMNS,
    { header: "Scheduled Start", key: "scheduled_start", width: 17 },
    { header: "Care Agent", key: "care_agent", width: 22 },
    { header: "Shift", key: "shift", width: 10 },
    { header: "Reason", key: "reason", width: 22 },
    { header: "Status", key: "status", width: 12 },
    { header: "Logged Call", key: "logged_call", width: 17 },
    { header: "Minutes Late", key: "minutes_late" },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${localDateTime("c.start_time")} AS scheduled_start,
      ${staffName("u")} AS care_agent, u.shift::text AS shift, c.reason::text AS reason, c.status::text AS status,
      ${localDateTime("l.call_time")} AS logged_call,
      round(EXTRACT(EPOCH FROM (l.call_time - c.start_time))::numeric / 60, 1)::float8 AS minutes_late`),
    from: Prisma.sql`call_schedule c JOIN senior s ON s.id = c.senior_id JOIN staff_user u ON u.id = c.care_agent_id
      LEFT JOIN LATERAL (
        SELECT call_time FROM call_log WHERE call_id = c.id ORDER BY call_time LIMIT 1
      ) l ON TRUE`,
    where: [
      Prisma.sql`c.status <> 'deleted'`,
      ...seniorScope(f),
      ...inLocalDays(f, "c.start_time"),
      ...shiftFilter(f, "u"),
    ],
    keys: ["c.start_time", "c.id"],
  }),
);
