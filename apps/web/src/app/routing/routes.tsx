import type { StaffRole } from "@care/contracts";
import type { ReactNode } from "react";
import { Outlet, type RouteObject } from "react-router";
import { useAuth } from "../../lib/auth/auth-context";
import { ErrorPage } from "../errors/ErrorPage";
import { NotFoundPage } from "../../lib/errors/NotFoundPage";
import { AppShell } from "../layout/AppShell";
import { adminPageRoles, type AdminPath } from "./admin-pages";
import { AGENCY_TOKENS } from "../../lib/routing/agency-paths";
import { ResidentLocationPanel } from "./agency-resident-panels";
import { HomeGate, PublicOnly, RequireAuth, RequireRoles, SeniorTabGuard } from "./guards";
import { PRODUCT_NAME, PRODUCT_SLUG } from "../../lib/routing/paths";
// Every page loads lazily (pages.ts): a screen's code and its libraries are fetched when someone opens it.
import {
  AccountsPage,
  AddUserPage,
  AdminIndexPage,
  AgencyHomePage,
  AgencyListPage,
  AgentCoachPage,
  AnnouncementPage,
  CallSchedulePage,
  CareDashboardPage,
  CareInsightReviewPage,
  ChangePasswordPage,
  CiRangeMilestonesPage,
  CoachAssignmentPage,
  ChoosePasswordPage,
  CorporateAgenciesPage,
  CorporateFacilitiesPage,
  CorporateUsersPage,
  DeviceInfoPage,
  FacilityCarePage,
  FacilityDashboardPage,
  ForgotPasswordPage,
  ForgotPasswordVerificationPage,
  HomePage,
  LoginPage,
  MemberAccountsPage,
  ReportsPage,
  ResidentDashboardPage,
  ResidentGate,
  ResidentLocationPage,
  ResidentsPage,
  ResidentWellnessDataPage,
  ResidentWellnessPanel,
  RosterImportPage,
  ScheduleReportsPage,
  SeniorCoachPage,
  SeniorPage,
  WellnessDashboardPage,
} from "./pages";
import {
  AdlFormPage,
  AssessmentStatusPage,
  FallsFormPage,
  HolisticFormPage,
  HomeSafetyFormPage,
  MedicalConditionFormPage,
  MemberQuestionnaireFormPage,
  UclaFormPage,
} from "./pages";
import { AppReleasePage, MedicationListPage, TechuvaWatchPage } from "./pages";
import { AdminToolsPage, AgentSchedulePage, PoaReviewPage } from "./pages";
import { AgencyResponseTimesPage, ResponseTimesPage } from "./pages";
import { ROUTE_ROLES } from "../../lib/routing/route-roles";

const withRoles = (roles: readonly StaffRole[], page: ReactNode): ReactNode => (
  <RequireRoles roles={roles}>{page}</RequireRoles>
);
/** An admin screen behind the roles of its ADMIN_PAGES entry, the table the admin index's cards also read. */
const adminRoute = (path: AdminPath, page: ReactNode): RouteObject => ({
  path,
  element: withRoles(adminPageRoles(path), page),
});

/** Unknown paths: the 404 page, inside the layout when someone is signed in. */
function NotFoundRoute(): ReactNode {
  const { session } = useAuth();
  return session ? (
    <AppShell>
      <NotFoundPage />
    </AppShell>
  ) : (
    <NotFoundPage />
  );
}

const SENIOR = "senior/:seniorId/:accountId/:timezone";

const ADMIN_PATHS = {
  careInsightReview: "care-insight-review",
  ciRangeMilestones: "ci-range-milestones",
  corporateAgencies: "corporate-agencies",
  corporateFacilities: "corporate-agencies/:corporateId",
  corporateUsers: "corporate-users",
  announcement: "announcement",
  accounts: "accounts",
  productUsers: `${PRODUCT_SLUG}-users`,
  memberRecords: "cWMemberRecords-users",
  assignment: "assignment",
  seniorCoach: "senior-coach",
  agentCoach: "agent-coach",
  reports: "reports",
  scheduleReports: "schedule-reports",
  responseTimes: "response-times",
  techuvaWatch: "techuva-Watch",
  medicationList: "medication-list",
  appRelease: "caregiver-MobileApp-release",
  assessmentStatus: "assessment",
  holisticForm: "holistic-assessment",
  fallsForm: "fallsAndHospitalization-assessment",
  homeSafetyForm: "homeSafety-assessment",
  uclaForm: "uCLALoneliness-assessment",
  adlForm: "adl-assessment",
  memberQuestionnaireForm: "member-questionnaire",
  medicalConditionForm: "medical-condition",
} as const;
/** The assessment form editors and the status per member (issue 14, features/assessments). */
const ASSESSMENT_ADMIN_PAGES: readonly [AdminPath, ReactNode][] = [
  [ADMIN_PATHS.assessmentStatus, <AssessmentStatusPage key="status" />],
  [ADMIN_PATHS.holisticForm, <HolisticFormPage key="holistic" />],
  [ADMIN_PATHS.fallsForm, <FallsFormPage key="falls" />],
  [ADMIN_PATHS.homeSafetyForm, <HomeSafetyFormPage key="home-safety" />],
  [ADMIN_PATHS.uclaForm, <UclaFormPage key="ucla" />],
  [ADMIN_PATHS.adlForm, <AdlFormPage key="adl" />],
  [ADMIN_PATHS.memberQuestionnaireForm, <MemberQuestionnaireFormPage key="mq" />],
  [ADMIN_PATHS.medicalConditionForm, <MedicalConditionFormPage key="medical-condition" />],
];
/** The device inventory, medicine catalogue and app releases (issue 17 item 7, features/admin-inventory). */
const INVENTORY_ADMIN_PAGES: readonly [AdminPath, ReactNode][] = [
  [ADMIN_PATHS.techuvaWatch, <TechuvaWatchPage key="techuva" />],
  [ADMIN_PATHS.medicationList, <MedicationListPage key="medications" />],
  [ADMIN_PATHS.appRelease, <AppReleasePage key="app-release" />],
];
/** The agent schedule, POA review and admin tools (issue 17 item 7, features/admin-tools). */
const ADMIN_TOOL_PAGES: readonly [AdminPath, ReactNode][] = [
  ["agent-schedule", <AgentSchedulePage key="agent-schedule" />],
  ["poa-review", <PoaReviewPage key="poa-review" />],
  ["adminTools", <AdminToolsPage key="admin-tools" />],
];
/** The admin paths that have a route; routes.test.tsx checks that every page of ADMIN_PAGES is one of them. */
export const ADMIN_ROUTE_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(ADMIN_PATHS),
  ...ADMIN_TOOL_PAGES.map(([path]) => path),
]);

/** Every route of spec 1 §2 (with spec 2 §2 and spec 3 §2 for the senior and agency areas). */
export const appRoutes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: "login", element: <LoginPage /> },
          { path: "choose-password", element: <ChoosePasswordPage /> },
          { path: "forgot-password", element: <ForgotPasswordPage /> },
          { path: "forgot-password-verification", element: <ForgotPasswordVerificationPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              {
                index: true,
                element: (
                  <HomeGate>
                    <HomePage />
                  </HomeGate>
                ),
              },
              { path: "care-dashboard", element: withRoles(ROUTE_ROLES.careDashboard, <CareDashboardPage />) },
              { path: "add-user", element: withRoles(ROUTE_ROLES.addUser, <AddUserPage />) },
              { path: "roster-import", element: withRoles(ROUTE_ROLES.rosterImport, <RosterImportPage />) },
              { path: "call-schedule", element: withRoles(ROUTE_ROLES.callSchedule, <CallSchedulePage />) },
              { path: "change-password", element: withRoles(ROUTE_ROLES.changePassword, <ChangePasswordPage />) },
              { path: "device-info", element: withRoles(ROUTE_ROLES.deviceInfo, <DeviceInfoPage />) },
              {
                path: `${SENIOR}/wellness-dashboard`,
                element: withRoles(ROUTE_ROLES.wellnessDashboard, <WellnessDashboardPage />),
              },
              {
                path: `${SENIOR}/:tab/*`,
                element: withRoles(
                  ROUTE_ROLES.senior,
                  <SeniorTabGuard>
                    <SeniorPage />
                  </SeniorTabGuard>,
                ),
              },
              {
                path: "facility-management",
                element: <RequireRoles roles={ROUTE_ROLES.agency} />,
                children: [
                  { index: true, element: <AgencyListPage /> },
                  {
                    path: ":facilityId",
                    children: [
                      { index: true, element: <AgencyHomePage /> },
                      {
                        path: AGENCY_TOKENS.facilityCare,
                        element: withRoles(ROUTE_ROLES.facilityCare, <FacilityCarePage />),
                        // The care dashboard's cards, limited to this agency (it reads :facilityId).
                        children: [{ index: true, element: <CareDashboardPage /> }],
                      },
                      { path: AGENCY_TOKENS.facilityDashboard, element: <FacilityDashboardPage /> },
                      {
                        path: AGENCY_TOKENS.responseTimes,
                        element: withRoles(ROUTE_ROLES.agencyResponseTimes, <AgencyResponseTimesPage />),
                      },
                      {
                        path: AGENCY_TOKENS.residents,
                        children: [
                          { index: true, element: <ResidentsPage /> },
                          {
                            path: ":seniorId/:accountId/:timezone",
                            element: (
                              <RequireRoles roles={ROUTE_ROLES.residentDashboard}>
                                <ResidentGate />
                              </RequireRoles>
                            ),
                            children: [
                              { index: true, element: <ResidentDashboardPage /> },
                              // The agency's Wellness Data page around the care agent's wellness dashboard.
                              {
                                path: AGENCY_TOKENS.wellnessData,
                                element: <ResidentWellnessDataPage />,
                                children: [{ index: true, element: <ResidentWellnessPanel /> }],
                              },
                              // The route-token list spells it wellness-data; both lead to the same screen.
                              {
                                path: "wellness-data",
                                element: <ResidentWellnessDataPage />,
                                children: [{ index: true, element: <ResidentWellnessPanel /> }],
                              },
                              // The agency's Location page around the location feature's screen.
                              {
                                path: AGENCY_TOKENS.location,
                                element: <ResidentLocationPage />,
                                children: [{ index: true, element: <ResidentLocationPanel /> }],
                              },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
              {
                path: "portal-admin",
                element: <RequireRoles roles={ROUTE_ROLES.admin} />,
                children: [
                  { index: true, element: <AdminIndexPage /> },
                  adminRoute(ADMIN_PATHS.careInsightReview, <CareInsightReviewPage />),
                  adminRoute(ADMIN_PATHS.ciRangeMilestones, <CiRangeMilestonesPage />),
                  adminRoute(ADMIN_PATHS.corporateAgencies, <CorporateAgenciesPage />),
                  adminRoute(ADMIN_PATHS.corporateFacilities, <CorporateFacilitiesPage />),
                  adminRoute(ADMIN_PATHS.corporateUsers, <CorporateUsersPage />),
                  adminRoute(ADMIN_PATHS.announcement, <AnnouncementPage />),
                  adminRoute(ADMIN_PATHS.accounts, <AccountsPage />),
                  adminRoute(ADMIN_PATHS.productUsers, <MemberAccountsPage title={`${PRODUCT_NAME} Users`} />),
                  adminRoute(ADMIN_PATHS.memberRecords, <MemberAccountsPage title="CW Member Records" records />),
                  adminRoute(ADMIN_PATHS.assignment, <CoachAssignmentPage />),
                  adminRoute(ADMIN_PATHS.seniorCoach, <SeniorCoachPage />),
                  adminRoute(ADMIN_PATHS.agentCoach, <AgentCoachPage />),
                  adminRoute(ADMIN_PATHS.reports, <ReportsPage />),
                  adminRoute(ADMIN_PATHS.scheduleReports, <ScheduleReportsPage />),
                  adminRoute(ADMIN_PATHS.responseTimes, <ResponseTimesPage />),
                  ...ASSESSMENT_ADMIN_PAGES.map(([path, page]) => adminRoute(path, page)),
                  ...INVENTORY_ADMIN_PAGES.map(([path, page]) => adminRoute(path, page)),
                  ...ADMIN_TOOL_PAGES.map(([path, page]) => adminRoute(path, page)),
                  { path: "*", element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
];
