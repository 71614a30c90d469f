import { ALL_STAFF, type StaffRole } from "@care/contracts";

/**
 * Who may open each guarded screen (spec 1 §2, spec 2 §2, spec 3 §2). Guards compare case-insensitively through
 * hasAnyRole/normalizeRole; a signed-in user without one of these roles sees the Unauthorized Access page.
 */
export const ROUTE_ROLES = {
  home: ["CareAgent", "WarehouseEmployee", "BDM"],
  careDashboard: ["CareAgent", "Admin"],
  // The spec's four roles, and "the guard also lets Admin and Admin_WellnessServices through".
  addUser: ALL_STAFF,
  wellnessDashboard: ["CareAgent"],
  callSchedule: ["CareAgent"],
  // Route list: care agent, warehouse, BDM, facility agent; the tab table adds Admin and Admin_WellnessServices,
  // which would be pointless if they could not enter. Each tab then applies its own roles (senior-tabs.ts).
  senior: ALL_STAFF,
  deviceInfo: ["CareAgent", "Admin", "Admin_WellnessServices", "WarehouseEmployee"],
  changePassword: ["CareAgent", "WarehouseEmployee", "BDM", "FACILITY_AGENT"],
  admin: ["Admin", "BDM", "Admin_WellnessServices"],
  // The approvers (spec 1 §6); the milestone list is the Care Insights roles within the admin area.
  careInsightReview: ["Admin", "Admin_WellnessServices"],
  ciRangeMilestones: ["Admin", "Admin_WellnessServices"],
  // Corporations, facilities and their agents: the whole admin area (a BDM lands on the corporate list).
  organisations: ["Admin", "BDM", "Admin_WellnessServices"],
  // Announcements are written by the administrators; everyone reads the banner.
  announcement: ["Admin", "Admin_WellnessServices"],
  // Staff accounts and coach assignment: the administrators; member accounts also BDMs, who onboard members.
  adminAccounts: ["Admin", "Admin_WellnessServices"],
  memberAccounts: ["Admin", "BDM", "Admin_WellnessServices"],
  coachAssignment: ["Admin", "Admin_WellnessServices"],
  agency: ["Admin", "FACILITY_AGENT", "BDM", "Admin_WellnessServices"],
  facilityCare: ["Admin", "FACILITY_AGENT"],
  residentDashboard: ["Admin", "FACILITY_AGENT", "Admin_WellnessServices"],
  // Reports and their schedules: the admin area's roles (REPORT_ROLES adds facility agents, who have no admin area).
  reports: ["Admin", "BDM", "Admin_WellnessServices"],
  // The coaches' day and the POA review queue: the administrators (the API's AGENT_SCHEDULE_ROLES, POA_ROLES).
  agentSchedule: ["Admin", "Admin_WellnessServices"],
  poaReview: ["Admin", "Admin_WellnessServices"],
  // The audit log and the configuration keys: Admin only (GET /api/users/audit, CONFIG_EDITOR_ROLES).
  adminTools: ["Admin"],
  // Device inventory, medicine catalogue and app release notes: the administrators (the API's *_ADMIN_ROLES).
  inventory: ["Admin", "Admin_WellnessServices"],
  // Alarm response times (issue 27 item 6): the API's RESPONSE_TIME_ROLES within the admin area (facility agents, who
  // have no admin area, read the same figures through the API and the Alarm Response Times report).
  responseTimes: ["Admin", "Admin_WellnessServices"],
  // The same figures for one agency, in the agency area: the route's RESPONSE_TIME_ROLES (a facility agent sees
  // only their own facility; the API answers 404 for another).
  agencyResponseTimes: ["Admin", "Admin_WellnessServices", "FACILITY_AGENT"],
  // Assessment form editors and the status per member: the API's ASSESSMENT_EDITOR_ROLES (spec 2 §6).
  assessmentAdmin: ["Admin", "Admin_WellnessServices"],
  // Roster import (issue 30 item 3): the API's ROSTER_IMPORT_ROLES (a facility agent's rows stay in their facility).
  rosterImport: ["Admin", "Admin_WellnessServices", "FACILITY_AGENT"],
} as const satisfies Record<string, readonly StaffRole[]>;
