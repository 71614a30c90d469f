import { PRODUCT_NAME, PRODUCT_SLUG } from "./paths";

export interface AdminPage {
  /** Path under /portal-admin/ (spec 1 §2). */
  path: string;
  title: string;
}

/** Every nested path of the admin base route, with the title its page shows. */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: "announcement", title: "Announcement" },
  { path: "care-insight-review", title: "Care Insight Review" },
  { path: "corporate-agencies", title: "Corporate & Agencies" },
  { path: "corporate-agencies/:corporateId", title: "Corporate Agencies" },
  { path: "accounts", title: "Accounts" },
  { path: `${PRODUCT_SLUG}-users`, title: `${PRODUCT_NAME} Users` },
  { path: "corporate-users", title: "Corporate Users" },
  { path: "cWMemberRecords-users", title: "CW Member Records" },
  { path: "agent-schedule", title: "Agent Schedule" },
  { path: "poa-review", title: "POA Review" },
  { path: "assessment", title: "Assessment" },
  { path: "holistic-assessment", title: "Holistic Assessment" },
  { path: "medical-condition", title: "Medical Condition" },
  { path: "adl-assessment", title: "ADL Assessment" },
  { path: "member-questionnaire", title: "Member Questionnaire" },
  { path: "ci-range-milestones", title: "CI Range Milestones" },
  { path: "assignment", title: "Assignment" },
  { path: "senior-coach", title: "Senior Coach" },
  { path: "agent-coach", title: "Agent Coach" },
  { path: "reports", title: "Reports" },
  { path: "schedule-reports", title: "Schedule Reports" },
  { path: "adminTools", title: "Admin Tools" },
  { path: "caregiver-MobileApp-release", title: "Caregiver Mobile App Release" },
  { path: "techuva-Watch", title: "Techuva Watch" },
  { path: "uCLALoneliness-assessment", title: "UCLA Loneliness Assessment" },
  { path: "fallsAndHospitalization-assessment", title: "Falls and Hospitalization Assessment" },
  { path: "homeSafety-assessment", title: "Home Safety Assessment" },
];
