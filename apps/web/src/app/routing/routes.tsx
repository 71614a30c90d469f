import type { StaffRole } from "@care/contracts";
import type { ReactNode } from "react";
import { Outlet, type RouteObject } from "react-router";
import { useAuth } from "../auth/auth-context";
import { ErrorPage } from "../errors/ErrorPage";
import { NotFoundPage } from "../errors/NotFoundPage";
import { AppShell } from "../layout/AppShell";
import { ADMIN_PAGES } from "./admin-pages";
import { AGENCY_TOKENS } from "./agency-paths";
import { ResidentLocationPanel } from "./agency-resident-panels";
import { HomeGate, PublicOnly, RequireAuth, RequireRoles, SeniorTabGuard } from "./guards";
import { PRODUCT_NAME, PRODUCT_SLUG } from "./paths";
// Every page loads lazily (pages.ts): a screen's code and its libraries are fetched when someone opens it.
import {
  AccountsPage,
  AddUserPage,
  AdminIndexPage,
  AdminPlaceholderPage,
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
  ScheduleReportsPage,
  SeniorCoachPage,
  SeniorPage,
  WellnessDashboardPage,
} from "./pages";
import { ROUTE_ROLES } from "./route-roles";

const withRoles = (roles: readonly StaffRole[], page: ReactNode): ReactNode => (
  <RequireRoles roles={roles}>{page}</RequireRoles>
);

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
} as const;
/** Admin pages that have their screen; the others of ADMIN_PAGES still show the placeholder. */
const BUILT_ADMIN_PATHS: ReadonlySet<string> = new Set(Object.values(ADMIN_PATHS));

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
                  {
                    path: ADMIN_PATHS.careInsightReview,
                    element: withRoles(ROUTE_ROLES.careInsightReview, <CareInsightReviewPage />),
                  },
                  {
                    path: ADMIN_PATHS.ciRangeMilestones,
                    element: withRoles(ROUTE_ROLES.ciRangeMilestones, <CiRangeMilestonesPage />),
                  },
                  {
                    path: ADMIN_PATHS.corporateAgencies,
                    element: withRoles(ROUTE_ROLES.organisations, <CorporateAgenciesPage />),
                  },
                  {
                    path: ADMIN_PATHS.corporateFacilities,
                    element: withRoles(ROUTE_ROLES.organisations, <CorporateFacilitiesPage />),
                  },
                  {
                    path: ADMIN_PATHS.corporateUsers,
                    element: withRoles(ROUTE_ROLES.organisations, <CorporateUsersPage />),
                  },
                  {
                    path: ADMIN_PATHS.announcement,
                    element: withRoles(ROUTE_ROLES.announcement, <AnnouncementPage />),
                  },
                  { path: ADMIN_PATHS.accounts, element: withRoles(ROUTE_ROLES.adminAccounts, <AccountsPage />) },
                  {
                    path: ADMIN_PATHS.productUsers,
                    element: withRoles(
                      ROUTE_ROLES.memberAccounts,
                      <MemberAccountsPage title={`${PRODUCT_NAME} Users`} />,
                    ),
                  },
                  {
                    path: ADMIN_PATHS.memberRecords,
                    element: withRoles(
                      ROUTE_ROLES.memberAccounts,
                      <MemberAccountsPage title="CW Member Records" records />,
                    ),
                  },
                  {
                    path: ADMIN_PATHS.assignment,
                    element: withRoles(ROUTE_ROLES.coachAssignment, <CoachAssignmentPage />),
                  },
                  {
                    path: ADMIN_PATHS.seniorCoach,
                    element: withRoles(ROUTE_ROLES.coachAssignment, <SeniorCoachPage />),
                  },
                  {
                    path: ADMIN_PATHS.agentCoach,
                    element: withRoles(ROUTE_ROLES.coachAssignment, <AgentCoachPage />),
                  },
                  { path: ADMIN_PATHS.reports, element: withRoles(ROUTE_ROLES.reports, <ReportsPage />) },
                  {
                    path: ADMIN_PATHS.scheduleReports,
                    element: withRoles(ROUTE_ROLES.reports, <ScheduleReportsPage />),
                  },
                  ...ADMIN_PAGES.filter((p) => !BUILT_ADMIN_PATHS.has(p.path)).map((p) => ({
                    path: p.path,
                    element: <AdminPlaceholderPage title={p.title} />,
                  })),
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
