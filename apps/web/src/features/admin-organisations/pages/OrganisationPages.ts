// The pages of this feature, loaded together by app/routing/pages.ts.
export { AnnouncementPage } from "./AnnouncementPage";
export { CorporateAgenciesPage } from "./CorporateAgenciesPage";
export { CorporateFacilitiesPage } from "./CorporateFacilitiesPage";
export { CorporateUsersPage } from "./CorporateUsersPage";
