import { assessmentRoutes as R, type RouteContract } from "@care/contracts";

/** What a senior's assessment action or survey reloads: the record, history, status (the tab marker) and surveys. */
export const SENIOR_ASSESSMENT_ROUTES: readonly RouteContract[] = [R.get, R.history, R.status, R.listWellnessSurveys];

/** What an admin's form save reloads: the live and versioned forms, the editor and the form history. */
export const FORM_ROUTES: readonly RouteContract[] = [R.form, R.adminForm, R.adminHistory];
