import type { StaffRole } from "@care/contracts";
import type { ReactNode } from "react";
import { Outlet, type RouteObject } from "react-router";
import { useAuth } from "../auth/auth-context";
import { ErrorPage } from "../errors/ErrorPage";
import { NotFoundPage } from "../errors/NotFoundPage";
import { AppShell } from "../layout/AppShell";
import { ADMIN_PAGES } from "./admin-pages";
import { AGENCY_TOKENS } from "./agency-paths";
import { HomeGate, PublicOnly, RequireAuth, RequireRoles, SeniorTabGuard } from "./guards";
// Every page loads lazily (pages.ts): a screen's code and its libraries are fetched when someone opens it.
import {
  AddUserPage,
  AdminIndexPage,
  AdminPlaceholderPage,
  AgencyHomePage,
  AgencyListPage,
  CallSchedulePage,
  CareDashboardPage,
  CareInsightReviewPage,
  ChangePasswordPage,
  CiRangeMilestonesPage,
  ChoosePasswordPage,
  DeviceInfoPage,
  FacilityCarePage,
  FacilityDashboardPage,
  ForgotPasswordPage,
  ForgotPasswordVerificationPage,
  HomePage,
  LoginPage,
  ResidentDashboardPage,
  ResidentLocationPage,
  ResidentsPage,
  ResidentWellnessDataPage,
  ResidentWellnessPanel,
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

const ADMIN_PATHS = { careInsightReview: "care-insight-review", ciRangeMilestones: "ci-range-milestones" } as const;
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
                      },
                      { path: AGENCY_TOKENS.facilityDashboard, element: <FacilityDashboardPage /> },
                      {
                        path: AGENCY_TOKENS.residents,
                        children: [
                          { index: true, element: <ResidentsPage /> },
                          {
                            path: ":seniorId/:accountId/:timezone",
                            element: <RequireRoles roles={ROUTE_ROLES.residentDashboard} />,
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
                              { path: AGENCY_TOKENS.location, element: <ResidentLocationPage /> },
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
