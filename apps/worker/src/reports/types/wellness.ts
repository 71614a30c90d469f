import { Prisma } from "@care/db";
import {
  defineReport,
  MEMBER_COLUMNS,
  MEMBER_SELECT,
  seniorScope,
  staffName,
  type ReportDefinition,
} from "../definition.js";

// Wellness plans and their goals as they stand now (the current version of each plan).

export const wellnessPlan: ReportDefinition = defineReport(
  "wellness_plan",
  [
    ...MEMBER_COLUMNS,
    { header: "Version", key: "version" },
    { header: "Date Started", key: "started", width: 12 },
    { header: "Care Agent", key: "care_agent", width: 22 },
    { header: "Situation", key: "situation", width: 40 },
    { header: "Background", key: "background", width: 40 },
    { header: "Assessment", key: "assessment", width: 40 },
    { header: "Recommendations", key: "recommendations", width: 40 },
    { header: "Open Goals", key: "open_goals" },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, p.current_version AS version, to_char(p.started_at, 'MM/DD/YYYY') AS started,
      ${staffName("u")} AS care_agent, v.situation, v.background, v.assessment, v.recommendations,
      (SELECT count(*) FROM wellness_goal_version g WHERE g.plan_id = p.id AND g.plan_version = p.current_version
         AND g.status NOT IN ('completed', 'cancelled', 'deleted'))::int AS open_goals`),
    from: Prisma.sql`wellness_plan p JOIN senior s ON s.id = p.senior_id
      LEFT JOIN wellness_plan_version v ON v.plan_id = p.id AND v.version = p.current_version
      LEFT JOIN staff_user u ON u.id = p.care_agent_id`,
    where: [Prisma.sql`p.current_version > 0`, ...seniorScope(f)],
    keys: ["s.member_id"],
  }),
);

export const wellnessGoals: ReportDefinition = defineReport(
  "wellness_goals",
  [
    ...MEMBER_COLUMNS,
    { header: "Goal No.", key: "seq" },
    { header: "Goal", key: "goal", width: 40 },
    { header: "Action", key: "action", width: 40 },
    { header: "Status", key: "status", width: 12 },
    { header: "Progress (%)", key: "progress" },
    { header: "Start Date", key: "start_date", width: 12 },
    { header: "Target Date", key: "target_date", width: 12 },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, g.seq, g.goal, g.action, g.status::text AS status, g.progress,
      to_char(g.start_date, 'MM/DD/YYYY') AS start_date, to_char(g.target_date, 'MM/DD/YYYY') AS target_date`),
    from: Prisma.sql`wellness_plan p JOIN senior s ON s.id = p.senior_id
      JOIN wellness_goal_version g ON g.plan_id = p.id AND g.plan_version = p.current_version`,
    where: [Prisma.sql`g.status <> 'deleted'`, ...seniorScope(f)],
    keys: ["s.member_id", "g.seq"],
  }),
);
