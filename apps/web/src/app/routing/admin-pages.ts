import type { StaffRole } from "@care/contracts";
import { PRODUCT_NAME, PRODUCT_SLUG } from "../../lib/routing/paths";
import { ROUTE_ROLES } from "../../lib/routing/route-roles";

export interface AdminPage {
  /** Path under /portal-admin/ (spec 1 §2). */
  path: string;
  title: string;
  /** Who may open it: the route's guard and the admin index's card both read this (ROUTE_ROLES holds the lists). */
  roles: readonly StaffRole[];
}

/** Every nested path of the admin base route, with the title its page shows and the roles its route allows. */
export const ADMIN_PAGES = [
  { path: "announcement", title: "Announcement", roles: ROUTE_ROLES.announcement },
  { path: "care-insight-review", title: "Care Insight Review", roles: ROUTE_ROLES.careInsightReview },
  { path: "corporate-agencies", title: "Corporate & Agencies", roles: ROUTE_ROLES.organisations },
  { path: "corporate-agencies/:corporateId", title: "Corporate Agencies", roles: ROUTE_ROLES.organisations },
  { path: "accounts", title: "Accounts", roles: ROUTE_ROLES.adminAccounts },
  { path: `${PRODUCT_SLUG}-users`, title: `${PRODUCT_NAME} Users`, roles: ROUTE_ROLES.memberAccounts },
  { path: "corporate-users", title: "Corporate Users", roles: ROUTE_ROLES.organisations },
  { path: "cWMemberRecords-users", title: "CW Member Records", roles: ROUTE_ROLES.memberAccounts },
  { path: "agent-schedule", title: "Agent Schedule", roles: ROUTE_ROLES.agentSchedule },
  { path: "poa-review", title: "POA Review", roles: ROUTE_ROLES.poaReview },
  { path: "assessment", title: "Assessment", roles: ROUTE_ROLES.assessmentAdmin },
  { path: "holistic-assessment", title: "Holistic Assessment", roles: ROUTE_ROLES.assessmentAdmin },
  { path: "medical-condition", title: "Medical Condition", roles: ROUTE_ROLES.assessmentAdmin },
  { path: "adl-assessment", title: "ADL Assessment", roles: ROUTE_ROLES.assessmentAdmin },
  { path: "member-questionnaire", title: "Member Questionnaire", roles: ROUTE_ROLES.assessmentAdmin },
  { path: "ci-range-milestones", title: "CI Range Milestones", roles: ROUTE_ROLES.ciRangeMilestones },
  { path: "assignment", title: "Assignment", roles: ROUTE_ROLES.coachAssignment },
  { path: "senior-coach", title: "Senior Coach", roles: ROUTE_ROLES.coachAssignment },
  { path: "agent-coach", title: "Agent Coach", roles: ROUTE_ROLES.coachAssignment },
  { path: "reports", title: "Reports", roles: ROUTE_ROLES.reports },
  { path: "schedule-reports", title: "Schedule Reports", roles: ROUTE_ROLES.reports },
  { path: "response-times", title: "Response Times", roles: ROUTE_ROLES.responseTimes },
  { path: "adminTools", title: "Admin Tools", roles: ROUTE_ROLES.adminTools },
  { path: "caregiver-MobileApp-release", title: "Caregiver Mobile App Release", roles: ROUTE_ROLES.inventory },
  { path: "techuva-Watch", title: "Techuva Watch", roles: ROUTE_ROLES.inventory },
  {
    path: "uCLALoneliness-assessment",
    title: "UCLA Loneliness Assessment",
    roles: ROUTE_ROLES.assessmentAdmin,
  },
  {
    path: "fallsAndHospitalization-assessment",
    title: "Falls and Hospitalization Assessment",
    roles: ROUTE_ROLES.assessmentAdmin,
  },
  { path: "homeSafety-assessment", title: "Home Safety Assessment", roles: ROUTE_ROLES.assessmentAdmin },
  // Not among spec 1's paths: the medicine catalogue of spec 2 §2 'medication list and dialog' has no spec path, so
  // it has its own here (docs/administration.md).
  { path: "medication-list", title: "Medication List", roles: ROUTE_ROLES.inventory },
] as const satisfies readonly AdminPage[];

/** One of the admin paths above. */
export type AdminPath = (typeof ADMIN_PAGES)[number]["path"];

const ROLES_BY_PATH: ReadonlyMap<string, readonly StaffRole[]> = new Map(ADMIN_PAGES.map((p) => [p.path, p.roles]));

/** The roles of one admin path (the type admits only the paths above, so the lookup always finds one). */
export function adminPageRoles(path: AdminPath): readonly StaffRole[] {
  const roles = ROLES_BY_PATH.get(path);
  if (!roles) throw new Error(`No admin page at ${path}`);
  return roles;
}
