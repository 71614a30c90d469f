// The pages of this feature, loaded together by app/routing/pages.ts.
export { AppReleasePage } from "./AppReleasePage";
export { MedicationListPage } from "./MedicationListPage";
export { TechuvaWatchPage } from "./TechuvaWatchPage";
