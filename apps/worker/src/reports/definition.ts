import type { ReportTypeKey } from "@care/contracts";
import { Prisma } from "@care/db";

// What one report type is to the worker: its columns and one SQL query over the run's filters, ordered by keys that
// order its rows uniquely. The builder reads the query's result through a server-side cursor a page at a time, so
// neither the database nor the worker ever holds the whole result (docs/reports.md "How a run is built").

/** The filters of a run, as stored on its report row (a facility agent's facility is already pinned there). */
export interface ReportFilters {
  /**
   * The requester reads the type as a facility agent only (requester.ts): the types whose scope has a facility view
   * (@care/contracts ReportScope "alarms", "insights") leave out what a facility agent does not read.
   */
  facilityView: boolean;
  /** YYYY-MM-DD local dates, inclusive. */
  from: string | null;
  to: string | null;
  corporationId: string | null;
  facilityId: string | null;
  zone: string | null;
  memberType: string | null;
  questionnaireNo: number | null;
  shift: string | null;
}

export interface ReportColumn {
  header: string;
  /** The SQL alias of the column in the query. */
  key: string;
  width?: number;
}

export interface ReportDefinition {
  key: ReportTypeKey;
  columns: readonly ReportColumn[];
  /** SELECT … FROM … WHERE … ORDER BY the keys: every row of the report, in its order. */
  query(f: ReportFilters): Prisma.Sql;
}

interface ReportQuery {
  select: Prisma.Sql;
  from: Prisma.Sql;
  where: readonly Prisma.Sql[];
  /** Not-null expressions that order the rows uniquely (the last one a unique id): the same file for the same data. */
  keys: readonly string[];
}

/** SELECT … WHERE … ORDER BY keys. */
export function orderedQuery(q: ReportQuery): Prisma.Sql {
  const where = q.where.length > 0 ? Prisma.join([...q.where], " AND ") : Prisma.sql`TRUE`;
  return Prisma.sql`SELECT ${q.select} FROM ${q.from} WHERE ${where} ORDER BY ${Prisma.raw(q.keys.join(", "))}`;
}

/** A definition from its columns and a query built from the filters. */
export function defineReport(
  key: ReportTypeKey,
  columns: readonly ReportColumn[],
  query: (f: ReportFilters) => ReportQuery,
): ReportDefinition {
  return { key, columns, query: (f) => orderedQuery(query(f)) };
}

/**
 * The senior filters (facility, corporation, zone, member type) on the senior alias `s`. Every report about
 * seniors ANDs these in, so a facility agent's run (facility pinned by the API) covers their facility only.
 */
export function seniorScope(f: ReportFilters, s = "s"): Prisma.Sql[] {
  const a = Prisma.raw(s);
  const out: Prisma.Sql[] = [];
  if (f.facilityId) out.push(Prisma.sql`${a}.facility_id = ${f.facilityId}::uuid`);
  if (f.corporationId) {
    out.push(Prisma.sql`${a}.facility_id IN (SELECT id FROM facility WHERE corporation_id = ${f.corporationId}::uuid)`);
  }
  if (f.zone) out.push(Prisma.sql`${a}.zone = ${f.zone}::zone`);
  if (f.memberType) out.push(Prisma.sql`${a}.member_type = ${f.memberType}::member_type`);
  return out;
}

/**
 * The instant `expr` falls on a local day of the senior (alias s) within [from, to]. Each local-day test comes with a
 * coarser bound on the instant itself that an index on `expr` can use: every zone is within 14 hours of UTC, so a
 * local day D lies between D-1 and D+2 in UTC days.
 */
export function inLocalDays(f: ReportFilters, expr: string, s = "s"): Prisma.Sql[] {
  const local = Prisma.raw(`(${expr} AT TIME ZONE ${s}.timezone)::date`);
  const instant = Prisma.raw(expr);
  const out: Prisma.Sql[] = [];
  if (f.from) {
    out.push(Prisma.sql`${local} >= ${f.from}::date`);
    out.push(Prisma.sql`${instant} >= ((${f.from}::date - 1)::timestamp AT TIME ZONE 'UTC')`);
  }
  if (f.to) {
    out.push(Prisma.sql`${local} <= ${f.to}::date`);
    out.push(Prisma.sql`${instant} < ((${f.to}::date + 2)::timestamp AT TIME ZONE 'UTC')`);
  }
  return out;
}

/** A care agent's shift filter on the staff alias. */
export function shiftFilter(f: ReportFilters, staff: string): Prisma.Sql[] {
  return f.shift ? [Prisma.sql`${Prisma.raw(staff)}.shift = ${f.shift}::shift`] : [];
}

// Column SQL shared by the definitions: the member columns first in every senior report, and local formats of the
// spec (MM/dd/yyyy and HH:mm, spec 3 §9) in the senior's own time zone.
export const MEMBER_COLUMNS: readonly ReportColumn[] = [
  { header: "Member ID", key: "member_id", width: 11 },
  { header: "Member Name", key: "member_name", width: 24 },
  { header: "Facility", key: "facility_name", width: 24 },
  { header: "Zone", key: "zone", width: 8 },
];
export const MEMBER_SELECT = `s.member_id, s.first_name || ' ' || s.last_name AS member_name,
  (SELECT name FROM facility WHERE id = s.facility_id) AS facility_name, s.zone::text AS zone`;

/** `zone`: an alias whose .timezone is the zone, or any SQL expression of a zone when it is not a plain alias. */
const zoneOf = (zone: string): string => (/^[a-z_]+$/.test(zone) ? `${zone}.timezone` : zone);
export const localDateTime = (expr: string, zone = "s"): string =>
  `to_char(${expr} AT TIME ZONE ${zoneOf(zone)}, 'MM/DD/YYYY HH24:MI')`;
export const localDate = (expr: string, zone = "s"): string =>
  `to_char(${expr} AT TIME ZONE ${zoneOf(zone)}, 'MM/DD/YYYY')`;
export const staffName = (alias: string): string => `(${alias}.first_name || ' ' || ${alias}.last_name)`;
