// The agent schedule, POA review and admin tools screens (issue 17 item 7), one lazily loaded chunk (app/routing/pages.ts).
export { AgentSchedulePage } from "./AgentSchedulePage";
export { PoaReviewPage } from "./PoaReviewPage";
export { AdminToolsPage } from "./AdminToolsPage";
