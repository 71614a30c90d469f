// The admin account screens, one lazily loaded chunk (app/routing/pages.ts).
export { AccountsPage } from "./AccountsPage";
export { MemberAccountsPage } from "./MemberAccountsPage";
export { AgentCoachPage, CoachAssignmentPage, SeniorCoachPage } from "./CoachPages";
