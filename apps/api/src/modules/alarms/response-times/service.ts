import {
  ALARM_OUTCOMES,
  RESPONSE_TIME_DEVICE_ROWS,
  RESPONSE_TIME_TARGETS,
  ResponseTimesMessages,
  reportAccess,
  type AccessClaims,
  type ResponseTimeFigures,
  type ResponseTimes,
  type ResponseTimesQuery,
} from "@care/contracts";
import { Prisma, responseTimesSql, type Db, type ResponseTimesRow } from "@care/db";
import { effectiveRoles } from "../../../access/senior-visibility.js";
import { forbidden, notFound } from "../../../errors.js";

// Alarm response times (issue 27 item 6): the figures of GET /api/supervision/response-times, from the SQL the
// report shares (@care/db responseTimesSql). Definitions: docs/realtime.md "Response times".

/**
 * Which seniors' alarms the caller reads: undefined for every senior, a facility id for that facility's only. The
 * rule of the "Alarm Response Times" report (@care/contracts reportAccess, whose roles are this route's): a caller
 * holding Admin or Admin_WellnessServices reads every facility; one let in only as a facility agent reads their own
 * facility (none without one), like every facility-agent screen (spec 3 §6).
 */
function facilityLimit(user: AccessClaims): string | null | undefined {
  const access = reportAccess("alarm_response_times", {
    roles: effectiveRoles(user.roles),
    facilityId: user.facility_info?.facility_id ?? null,
  });
  if (!access.allowed) throw forbidden(access.message);
  return access.facilityId;
}

function figures(r: ResponseTimesRow): ResponseTimeFigures {
  return {
    alarms: r.alarms,
    taken: r.taken,
    untaken: r.untaken,
    within_60_s: r.within_60_s,
    within_180_s: r.within_180_s,
    within_60_s_pct: r.within_60_s_pct,
    within_180_s_pct: r.within_180_s_pct,
    take_median_s: r.take_median_s,
    take_p90_s: r.take_p90_s,
    first_calls: r.first_calls,
    first_call_median_s: r.first_call_median_s,
    first_call_p90_s: r.first_call_p90_s,
    open: r.open,
    with_outcome: r.with_outcome,
    false_alarms: r.false_alarms,
    false_alarm_pct: r.false_alarm_pct,
    outcomes: Object.fromEntries(
      ALARM_OUTCOMES.map((o) => [o, r[`outcome_${o}` as keyof ResponseTimesRow] as number]),
    ) as ResponseTimeFigures["outcomes"],
  };
}

/** The figures of a period with no alarm (the total row of an empty scope). */
const NO_ALARMS: ResponseTimeFigures = {
  alarms: 0,
  taken: 0,
  untaken: 0,
  within_60_s: 0,
  within_180_s: 0,
  within_60_s_pct: null,
  within_180_s_pct: null,
  take_median_s: null,
  take_p90_s: null,
  first_calls: 0,
  first_call_median_s: null,
  first_call_p90_s: null,
  open: 0,
  with_outcome: 0,
  false_alarms: 0,
  false_alarm_pct: null,
  outcomes: Object.fromEntries(ALARM_OUTCOMES.map((o) => [o, 0])) as ResponseTimeFigures["outcomes"],
};

export async function responseTimes(db: Db, user: AccessClaims, q: ResponseTimesQuery): Promise<ResponseTimes> {
  const limit = facilityLimit(user);
  if (limit !== undefined && q.facility_id !== undefined && q.facility_id !== limit) throw notFound("Facility");
  if (limit === undefined && q.facility_id !== undefined) {
    const found = await db.facility.count({ where: { id: q.facility_id } });
    if (found === 0) throw notFound("Facility");
  }
  const facility = limit === undefined ? q.facility_id : limit;
  const from = new Date(q.from);
  const to = new Date(q.to);
  const where: Prisma.Sql[] = [Prisma.sql`a.occurred_at >= ${from}`, Prisma.sql`a.occurred_at < ${to}`];
  // A facility agent without a facility reads nobody.
  if (facility === null) where.push(Prisma.sql`FALSE`);
  else if (facility !== undefined) where.push(Prisma.sql`s.facility_id = ${facility}::uuid`);

  const grouped = await db.$queryRaw<ResponseTimesRow[]>(responseTimesSql(where, ["total", q.group_by]));
  const devices = await db.$queryRaw<(ResponseTimesRow & { devices_total: bigint })[]>(Prisma.sql`
    SELECT r.*, count(*) OVER () AS devices_total FROM (${responseTimesSql(where, ["device"])}) r
    ORDER BY r.false_alarms DESC, r.false_alarm_pct DESC NULLS LAST, r.alarms DESC, r.member_id,
      r.device_identifier NULLS LAST
    LIMIT ${RESPONSE_TIME_DEVICE_ROWS}`);

  const total = grouped.find((r) => r.grouping_kind === "total");
  const nullName = q.group_by === "facility" ? ResponseTimesMessages.noFacility : ResponseTimesMessages.notTaken;
  const groups = grouped
    .filter((r) => r.grouping_kind === q.group_by)
    .map((r) => ({ group_id: r.group_id, name: r.group_name ?? nullName, ...figures(r) }))
    // By name, the group without an id (no facility, not taken) last.
    .sort((a, b) =>
      a.group_id === null
        ? 1
        : b.group_id === null
          ? -1
          : a.name.localeCompare(b.name) || a.group_id.localeCompare(b.group_id),
    );
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    group_by: q.group_by,
    targets: {
      within_60_s_pct: RESPONSE_TIME_TARGETS.within60Pct,
      within_180_s_pct: RESPONSE_TIME_TARGETS.within180Pct,
    },
    total: total ? figures(total) : NO_ALARMS,
    groups,
    devices: devices.map((r) => ({
      senior_id: r.group_id ?? "",
      member_id: r.member_id ?? 0,
      senior_name: r.group_name ?? "",
      device_id: r.device_id,
      device_identifier: r.device_identifier,
      device_type: r.device_type,
      alarms: r.alarms,
      with_outcome: r.with_outcome,
      false_alarms: r.false_alarms,
      false_alarm_pct: r.false_alarm_pct,
    })),
    devices_total: Number(devices[0]?.devices_total ?? 0),
  };
}
