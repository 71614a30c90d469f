// Alarm response times (issue 27 item 6), computed in SQL over the alarm timeline: ONE query shared by the API's
// screen (GET /api/supervision/response-times) and the worker's "Alarm Response Times" report, so the two cannot
// disagree. Definitions (docs/realtime.md "Response times"):
// - an alarm belongs to the period of its device time (`occurred_at`), as in the other alarm reports and the SOS /
//   fall histories (and on the index they use); the callers put the period in `where`;
// - the clock starts when the API received the alarm (`received_at`): that is when the service could first act on
//   it (a late alarm's device time, `occurred_at`, may be long before; the TSA's answer times start at arrival too);
// - time to take = assigned_at − received_at (the `taken` step; closing a pending alarm also takes it);
// - time to first call = first_call_started_at − received_at (the earliest call entered about the alarm);
// - "within 60 s" / "within 180 s" = taken with a time to take ≤ 60 s / ≤ 180 s, over ALL alarms of the group: an
//   untaken alarm counts as not within;
// - median and 90th percentile (percentile_cont, interpolated) over the alarms that have the time: an untaken alarm
//   has no time to take (it is counted in `untaken`), an alarm without a call no time to first call;
// - false alarms = outcomes cancelled_by_wearer, accidental_press and device_fault (nobody needed help; a fault
//   raised it or the wearer did so by mistake); the rate is over the alarms closed with an outcome (an open alarm,
//   or one closed before outcomes were recorded, has none yet).
import { Prisma, type AlarmOutcome } from "./generated/prisma/client.js";

/** The outcomes that count as a false alarm. */
export const FALSE_ALARM_OUTCOMES = [
  "cancelled_by_wearer",
  "accidental_press",
  "device_fault",
] as const satisfies readonly AlarmOutcome[];

/** Every outcome, in the order of the `outcome_<name>` columns. */
export const RESPONSE_TIME_OUTCOMES = [
  "real_emergency",
  "fall_with_injury",
  "fall_without_injury",
  "cancelled_by_wearer",
  "accidental_press",
  "device_fault",
  "other",
] as const satisfies readonly AlarmOutcome[];
// Every outcome of the enum has its column: a new outcome fails to compile here until it is added above.
const EVERY_OUTCOME: Exclude<AlarmOutcome, (typeof RESPONSE_TIME_OUTCOMES)[number]> extends never ? true : false = true;
void EVERY_OUTCOME;

/**
 * How the rows are grouped: one row over all alarms (`total`), one per facility of the senior (seniors without a
 * facility form one group), one per care agent who took the alarm (untaken alarms form one group), one per senior
 * and device (the device the alarm came from; none for an alarm entered without one).
 */
export type ResponseTimesGrouping = "total" | "facility" | "care_agent" | "device";

/** One row of the query, as the driver returns it. */
export interface ResponseTimesRow {
  grouping_kind: ResponseTimesGrouping;
  /** facility id, taker id or senior id; null for the total and for the "no facility" / "not taken" groups. */
  group_id: string | null;
  /** The device of a `device` row; null otherwise or for alarms without a device. */
  device_id: string | null;
  /** Facility name, care agent name or senior name; null where group_id is. */
  group_name: string | null;
  member_id: number | null;
  device_identifier: string | null;
  device_type: string | null;
  alarms: number;
  taken: number;
  untaken: number;
  within_60_s: number;
  within_180_s: number;
  within_60_s_pct: number | null;
  within_180_s_pct: number | null;
  take_median_s: number | null;
  take_p90_s: number | null;
  first_calls: number;
  first_call_median_s: number | null;
  first_call_p90_s: number | null;
  open: number;
  with_outcome: number;
  false_alarms: number;
  false_alarm_pct: number | null;
  outcome_real_emergency: number;
  outcome_fall_with_injury: number;
  outcome_fall_without_injury: number;
  outcome_cancelled_by_wearer: number;
  outcome_accidental_press: number;
  outcome_device_fault: number;
  outcome_other: number;
}

const TAKE = "EXTRACT(EPOCH FROM (a.assigned_at - a.received_at))";
const CALL = "EXTRACT(EPOCH FROM (a.first_call_started_at - a.received_at))";
const FALSE_LIST = FALSE_ALARM_OUTCOMES.map((o) => `'${o}'`).join(", ");

/** A count as an int, and a share of `of` in percent with one decimal (null when `of` is 0). */
const n = (filter: string): string => `(count(*) FILTER (WHERE ${filter}))::int`;
const pct = (filter: string, of = "count(*)"): string =>
  `round(100.0 * count(*) FILTER (WHERE ${filter}) / NULLIF(${of}, 0), 1)::float8`;
const percentile = (p: number, expr: string): string =>
  `round((percentile_cont(${p}) WITHIN GROUP (ORDER BY ${expr}))::numeric, 1)::float8`;

const WITHIN = (s: number): string =>
  `a.assigned_at IS NOT NULL AND a.assigned_at - a.received_at <= interval '${s} seconds'`;
const HAS_OUTCOME = "a.outcome IS NOT NULL";
const FALSE = `a.outcome IN (${FALSE_LIST})`;

/** The figures of one group of alarms `a` (every aggregate the screen and the report show). */
const FIGURES = `
  count(*)::int AS alarms,
  count(a.assigned_at)::int AS taken,
  ${n("a.assigned_at IS NULL")} AS untaken,
  ${n(WITHIN(60))} AS within_60_s,
  ${n(WITHIN(180))} AS within_180_s,
  ${pct(WITHIN(60))} AS within_60_s_pct,
  ${pct(WITHIN(180))} AS within_180_s_pct,
  ${percentile(0.5, TAKE)} AS take_median_s,
  ${percentile(0.9, TAKE)} AS take_p90_s,
  count(a.first_call_started_at)::int AS first_calls,
  ${percentile(0.5, CALL)} AS first_call_median_s,
  ${percentile(0.9, CALL)} AS first_call_p90_s,
  ${n("a.status <> 'closed'")} AS open,
  ${n(HAS_OUTCOME)} AS with_outcome,
  ${n(FALSE)} AS false_alarms,
  ${pct(FALSE, `count(*) FILTER (WHERE ${HAS_OUTCOME})`)} AS false_alarm_pct,
  ${RESPONSE_TIME_OUTCOMES.map((o) => `${n(`a.outcome = '${o}'`)} AS outcome_${o}`).join(",\n  ")}`;

/** The columns of each grouping set; a row belongs to a grouping when its first column is grouped in that row. */
type GroupedBy = Exclude<ResponseTimesGrouping, "total">;
const GROUPED: readonly GroupedBy[] = ["facility", "care_agent", "device"];
const SETS: Record<ResponseTimesGrouping, readonly string[]> = {
  total: [],
  facility: ["s.facility_id"],
  care_agent: ["a.assigned_to_id"],
  device: ["a.senior_id", "a.device_id"],
};

/**
 * The response-time figures of the alarms that pass `where` (conditions over the alarm `a` and its senior `s`), one
 * row per group of each grouping asked for. Callers add the period and the scope to `where`; a caller that needs an
 * order or a limit selects from this as a subquery. The row's `grouping_kind` says which grouping it belongs to.
 */
export function responseTimesSql(
  where: readonly Prisma.Sql[],
  groupings: readonly ResponseTimesGrouping[],
): Prisma.Sql {
  const asked = [...new Set(groupings)];
  const sets = asked.map((g) => `(${SETS[g].join(", ")})`).join(", ");
  const condition = where.length > 0 ? Prisma.join([...where], " AND ") : Prisma.sql`TRUE`;
  // GROUPING() accepts only columns of the sets asked for, and a column of no set may not be named outside an
  // aggregate: each CASE lists the groupings asked for only.
  const is = (g: GroupedBy): string => `GROUPING(${SETS[g][0]}) = 0`;
  const cases = (of: Partial<Record<GroupedBy, string>>): string => {
    const whens = GROUPED.filter((g) => asked.includes(g) && of[g] !== undefined).map(
      (g) => `WHEN ${is(g)} THEN ${of[g]}`,
    );
    return whens.length > 0 ? `CASE ${whens.join(" ")} END` : "NULL";
  };
  const col = (sql: string, alias: string): Prisma.Sql => Prisma.raw(`${sql} AS ${alias}`);
  return Prisma.sql`
    SELECT
      ${col(`COALESCE(${cases({ facility: "'facility'", care_agent: "'care_agent'", device: "'device'" })}, 'total')`, "grouping_kind")},
      ${col(`${cases({ facility: "s.facility_id::text", care_agent: "a.assigned_to_id::text", device: "a.senior_id::text" })}`, "group_id")},
      ${col(cases({ device: "a.device_id::text" }), "device_id")},
      ${col(
        cases({
          facility: "min(f.name)",
          care_agent: "NULLIF(min(concat_ws(' ', u.first_name, NULLIF(u.middle_name, ''), u.last_name)), '')",
          device: "min(s.first_name || ' ' || s.last_name)",
        }),
        "group_name",
      )},
      ${col(`${cases({ device: "min(s.member_id)" })}::int`, "member_id")},
      ${col(`${cases({ device: "min(d.unique_identifier)" })}::text`, "device_identifier")},
      ${col(`${cases({ device: "min(d.type::text)" })}::text`, "device_type")},
      ${Prisma.raw(FIGURES)}
    FROM alarm a
    JOIN senior s ON s.id = a.senior_id
    LEFT JOIN facility f ON f.id = s.facility_id
    LEFT JOIN staff_user u ON u.id = a.assigned_to_id
    LEFT JOIN device d ON d.id = a.device_id
    WHERE ${condition}
    GROUP BY GROUPING SETS (${Prisma.raw(sets)})`;
}
