import { Prisma } from "@care/db";
import {
  defineReport,
  inLocalDays,
  localDate,
  MEMBER_COLUMNS,
  MEMBER_SELECT,
  seniorScope,
  staffName,
  type ReportDefinition,
} from "../definition.js";

// Members: who is active, who was disabled and why, and how many members each facility has per zone.

const MEMBER_TYPE_LABEL = `CASE s.member_type WHEN 'at_home' THEN 'At Home' WHEN 'beta_tester' THEN 'Beta Tester'
  WHEN 'alpha_tester' THEN 'Alpha Tester' WHEN 'internal_tester' THEN 'Internal Tester' WHEN 'study' THEN 'Study'
  WHEN 'community' THEN 'Agency' WHEN 'home_care_member' THEN 'Home Care Member' ELSE 'NA' END`;
const CARE_AGENT = `(SELECT ${staffName("u")} FROM care_agent_assignment ca JOIN staff_user u ON u.id = ca.staff_user_id
  WHERE ca.senior_id = s.id AND ca.unassigned_at IS NULL LIMIT 1)`;

export const activeMembers: ReportDefinition = defineReport(
  "active_members",
  [
    ...MEMBER_COLUMNS,
    { header: "Member Type", key: "member_type", width: 16 },
    { header: "Resident", key: "resident", width: 9 },
    { header: "Member Since", key: "member_since", width: 12 },
    { header: "Care Agent", key: "care_agent", width: 22 },
    { header: "Time Zone", key: "timezone", width: 20 },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${MEMBER_TYPE_LABEL} AS member_type,
      CASE WHEN s.is_resident THEN 'Yes' ELSE 'No' END AS resident, ${localDate("s.created_at")} AS member_since,
      ${CARE_AGENT} AS care_agent, s.timezone`),
    from: Prisma.sql`senior s`,
    where: [Prisma.sql`s.is_active`, ...seniorScope(f)],
    keys: ["s.member_id"],
  }),
);

/** The disable report: members whose account was disabled, with the reason and who did it; dates filter when. */
export const disableReport: ReportDefinition = defineReport(
  "disable_report",
  [
    ...MEMBER_COLUMNS,
    { header: "Member Type", key: "member_type", width: 16 },
    { header: "Disabled On", key: "disabled_on", width: 12 },
    { header: "Disabled By", key: "disabled_by", width: 22 },
    { header: "Reason", key: "reason", width: 40 },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${MEMBER_TYPE_LABEL} AS member_type,
      ${localDate("s.disabled_at")} AS disabled_on,
      (SELECT ${staffName("u")} FROM staff_user u WHERE u.id = s.disabled_by_id) AS disabled_by,
      s.disabled_reason AS reason`),
    from: Prisma.sql`senior s`,
    where: [Prisma.sql`NOT s.is_active`, ...seniorScope(f), ...inLocalDays(f, "s.disabled_at")],
    keys: ["s.member_id"],
  }),
);

/** Active members counted per facility and zone (members without a facility under 'No Facility'). */
export const membersPerZone: ReportDefinition = defineReport(
  "members_per_zone",
  [
    { header: "Facility", key: "facility_name", width: 28 },
    { header: "Zone", key: "zone", width: 8 },
    { header: "Members", key: "members" },
    { header: "Residents", key: "residents" },
  ],
  (f) => {
    const scope = seniorScope(f);
    const where = Prisma.join([Prisma.sql`s.is_active`, ...scope], " AND ");
    return {
      select: Prisma.sql`z.facility_name, z.zone, z.members, z.residents`,
      from: Prisma.sql`(
        SELECT COALESCE(fa.name, 'No Facility') AS facility_name, COALESCE(s.facility_id::text, '') AS facility_key,
          s.zone::text AS zone, count(*)::int AS members, (count(*) FILTER (WHERE s.is_resident))::int AS residents
        FROM senior s LEFT JOIN facility fa ON fa.id = s.facility_id
        WHERE ${where}
        GROUP BY 1, 2, 3
      ) z`,
      where: [],
      keys: ["z.facility_name", "z.facility_key", "z.zone"],
    };
  },
);
