// The agency area's pages, one module for the router's lazy loading (app/routing/pages.ts): they share one chunk.
export { AgencyHomePage } from "./AgencyHomePage";
export { AgencyListPage } from "./AgencyListPage";
export { FacilityCarePage } from "./FacilityCarePage";
export { FacilityDashboardPage } from "./FacilityDashboardPage";
export {
  ResidentDashboardPage,
  ResidentGate,
  ResidentLocationPage,
  ResidentWellnessDataPage,
} from "./ResidentDashboardPage";
export { ResidentsPage } from "./ResidentsPage";
