import { Prisma, RESPONSE_TIME_OUTCOMES, responseTimesSql } from "@care/db";
import { ALARM_OUTCOME_LABELS } from "@care/contracts";
import { defineReport, inLocalDays, seniorScope, type ReportDefinition } from "../definition.js";

// Alarm response times (issue 27 item 6): the figures of GET /api/supervision/response-times, from the same SQL
// (@care/db responseTimesSql), for every grouping at once: one row over all alarms, then one per facility, one per
// care agent who took alarms (and the alarms nobody took), one per member and device. The period is the senior's
// local days of the device time (occurred_at), as in the falls and emergent-care reports; the clock of every time
// starts at receipt (received_at). The senior filters as every senior report.
// Definitions: docs/realtime.md "Response times".

const GROUPING_LABEL = `CASE r.grouping_kind WHEN 'total' THEN 'All alarms' WHEN 'facility' THEN 'Facility'
  WHEN 'care_agent' THEN 'Care agent' ELSE 'Member and device' END`;
const GROUP_NAME = `CASE r.grouping_kind WHEN 'total' THEN 'All alarms'
  WHEN 'facility' THEN COALESCE(r.group_name, 'No facility')
  WHEN 'care_agent' THEN COALESCE(r.group_name, 'Not taken')
  ELSE r.member_id || ' ' || r.group_name END`;
const GROUPING_ORDER = `CASE r.grouping_kind WHEN 'total' THEN 0 WHEN 'facility' THEN 1 WHEN 'care_agent' THEN 2 ELSE 3 END`;

export const alarmResponseTimes: ReportDefinition = defineReport(
  "alarm_response_times",
  [
    { header: "Grouping", key: "grouping_label", width: 18 },
    { header: "Group", key: "group_label", width: 28 },
    { header: "Device", key: "device_identifier", width: 18 },
    { header: "Alarms", key: "alarms", width: 9 },
    { header: "Taken within 60 s", key: "within_60_s" },
    { header: "Within 60 s (%)", key: "within_60_s_pct" },
    { header: "Taken within 180 s", key: "within_180_s" },
    { header: "Within 180 s (%)", key: "within_180_s_pct" },
    { header: "Median Time to Take (s)", key: "take_median_s" },
    { header: "90th Percentile Time to Take (s)", key: "take_p90_s" },
    { header: "Untaken", key: "untaken", width: 9 },
    { header: "Alarms with a Call", key: "first_calls" },
    { header: "Median Time to First Call (s)", key: "first_call_median_s" },
    { header: "90th Percentile Time to First Call (s)", key: "first_call_p90_s" },
    { header: "Open", key: "open", width: 8 },
    ...RESPONSE_TIME_OUTCOMES.map((o) => ({ header: ALARM_OUTCOME_LABELS[o], key: `outcome_${o}` })),
    { header: "False Alarms", key: "false_alarms" },
    { header: "False-Alarm Rate (%)", key: "false_alarm_pct" },
  ],
  (f) => ({
    select: Prisma.raw(`${GROUPING_LABEL} AS grouping_label, ${GROUP_NAME} AS group_label, r.*`),
    from: Prisma.sql`(${responseTimesSql(
      [...seniorScope(f), ...inLocalDays(f, "a.occurred_at")],
      ["total", "facility", "care_agent", "device"],
    )}) r`,
    where: [],
    keys: [
      GROUPING_ORDER,
      "COALESCE(r.member_id, 0)",
      "(r.group_id IS NULL)",
      "COALESCE(r.group_name, '')",
      "COALESCE(r.group_id, '')",
      "COALESCE(r.device_id, '')",
    ],
  }),
);
