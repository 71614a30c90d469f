// The reports feature's two pages, loaded as one chunk (app/routing/pages.ts): they share the dialogs' code.
export { ReportsPage } from "./ReportsPage";
export { ScheduleReportsPage } from "./ScheduleReportsPage";
