import { Prisma } from "@care/db";
import { defineReport, seniorScope, shiftFilter, staffName, type ReportDefinition } from "../definition.js";

// Staff caseloads: each active care agent (primary or secondary role) with the active members assigned to them now;
// a facility or corporation filter counts only the members there.

export const staffCaseloads: ReportDefinition = defineReport(
  "staff_caseloads",
  [
    { header: "Care Agent", key: "care_agent", width: 24 },
    { header: "Email", key: "email", width: 28 },
    { header: "Shift", key: "shift", width: 10 },
    { header: "Assigned Members", key: "members" },
    { header: "Gold Zone", key: "gold" },
    { header: "Green Zone", key: "green" },
    { header: "Blue Zone", key: "blue" },
    { header: "White Zone", key: "white" },
  ],
  (f) => {
    const scope = Prisma.join([Prisma.sql`s.is_active`, ...seniorScope(f)], " AND ");
    return {
      select: Prisma.sql`${Prisma.raw(staffName("u"))} AS care_agent, u.email, u.shift::text AS shift,
        COALESCE(c.members, 0) AS members, COALESCE(c.gold, 0) AS gold, COALESCE(c.green, 0) AS green,
        COALESCE(c.blue, 0) AS blue, COALESCE(c.white, 0) AS white`,
      from: Prisma.sql`staff_user u LEFT JOIN LATERAL (
          SELECT count(*)::int AS members,
            (count(*) FILTER (WHERE s.zone = 'gold'))::int AS gold, (count(*) FILTER (WHERE s.zone = 'green'))::int AS green,
            (count(*) FILTER (WHERE s.zone = 'blue'))::int AS blue, (count(*) FILTER (WHERE s.zone = 'white'))::int AS white
          FROM care_agent_assignment ca JOIN senior s ON s.id = ca.senior_id
          WHERE ca.staff_user_id = u.id AND ca.unassigned_at IS NULL AND ${scope}
        ) c ON TRUE`,
      where: [
        Prisma.sql`u.is_active AND (u.primary_role = 'CareAgent' OR 'CareAgent' = ANY (u.secondary_roles))`,
        ...shiftFilter(f, "u"),
      ],
      keys: ["u.last_name", "u.first_name", "u.id"],
    };
  },
);
