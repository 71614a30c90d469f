import { lazyPage } from "./lazy-page";

// Every page of the portal, loaded lazily (one chunk per page module). Routes import pages from here only, so a
// page can never slip back into the first download by a direct import.

export const LoginPage = lazyPage(() => import("../../features/auth/pages/LoginPage").then((m) => m.LoginPage));
export const ChoosePasswordPage = lazyPage(() =>
  import("../../features/auth/pages/ChoosePasswordPage").then((m) => m.ChoosePasswordPage),
);
export const ForgotPasswordPage = lazyPage(() =>
  import("../../features/auth/pages/ForgotPasswordPage").then((m) => m.ForgotPasswordPage),
);
export const ForgotPasswordVerificationPage = lazyPage(() =>
  import("../../features/auth/pages/ForgotPasswordVerificationPage").then((m) => m.ForgotPasswordVerificationPage),
);
export const ChangePasswordPage = lazyPage(() =>
  import("../../features/auth/pages/ChangePasswordPage").then((m) => m.ChangePasswordPage),
);

export const HomePage = lazyPage(() => import("../../features/home/pages/HomePage").then((m) => m.HomePage));
export const CareDashboardPage = lazyPage(() =>
  import("../../features/dashboard/pages/CareDashboardPage").then((m) => m.CareDashboardPage),
);
export const RosterImportPage = lazyPage(() =>
  import("../../features/roster-import/pages/RosterImportPage").then((m) => m.RosterImportPage),
);
export const AddUserPage = lazyPage(() =>
  import("../../features/members/pages/AddUserPage").then((m) => m.AddUserPage),
);
// Onboarding-info sub-tabs of the members feature (rendered inside SeniorPage through profile-tab-pages.ts).
export const ProfileInfoTab = lazyPage(() =>
  import("../../features/members/pages/ProfileInfoTab").then((m) => m.ProfileInfoTab),
);
export const ProviderInfoTab = lazyPage(() =>
  import("../../features/members/pages/ProviderInfoTab").then((m) => m.ProviderInfoTab),
);
export const CareCircleTab = lazyPage(() =>
  import("../../features/members/pages/CareCircleTab").then((m) => m.CareCircleTab),
);
export const MedicalInfoTab = lazyPage(() =>
  import("../../features/medical/pages/MedicalInfoTab").then((m) => m.MedicalInfoTab),
);
export const MemberDevicesTab = lazyPage(() =>
  import("../../features/member-devices/pages/MemberDevicesTab").then((m) => m.MemberDevicesTab),
);
export const CallSchedulePage = lazyPage(() =>
  import("../../features/calls/pages/CallSchedulePage").then((m) => m.CallSchedulePage),
);
export const DeviceInfoPage = lazyPage(() =>
  import("../../features/devices/pages/DeviceInfoPage").then((m) => m.DeviceInfoPage),
);
export const WellnessDashboardPage = lazyPage(() =>
  import("../../features/wellness/pages/WellnessDashboardPage").then((m) => m.WellnessDashboardPage),
);
export const ResidentWellnessPanel = lazyPage(() =>
  import("../../features/wellness/pages/ResidentWellnessPanel").then((m) => m.ResidentWellnessPanel),
);
export const SeniorDashboardTab = lazyPage(() =>
  import("../../features/senior/pages/SeniorDashboardTab").then((m) => m.SeniorDashboardTab),
);
export const SeniorPage = lazyPage(() => import("../pages/senior/SeniorPage").then((m) => m.SeniorPage));
// The senior's Care Insights tab: rendered inside SeniorPage, its own chunk.
export const CareInsightsTab = lazyPage(() =>
  import("../../features/care-insights/pages/CareInsightsTab").then((m) => m.CareInsightsTab),
);
// The senior's call and location tabs: rendered inside SeniorPage, each its own chunk.
export const SchedulerTab = lazyPage(() =>
  import("../../features/calls/pages/SchedulerTab").then((m) => m.SchedulerTab),
);
export const CallScheduleTab = lazyPage(() =>
  import("../../features/calls/pages/CallScheduleTab").then((m) => m.CallScheduleTab),
);
export const CallLogTab = lazyPage(() => import("../../features/calls/pages/CallLogTab").then((m) => m.CallLogTab));
export const SeniorLocationTab = lazyPage(() =>
  import("../../features/location/pages/SeniorLocationTab").then((m) => m.SeniorLocationTab),
);
// The senior's Wellness Plan tab (features/wellness-plan): rendered inside SeniorPage, its own chunk.
export const WellnessPlanTab = lazyPage(() =>
  import("../../features/wellness-plan/pages/WellnessPlanTab").then((m) => m.WellnessPlanTab),
);
export const CareInsightReviewPage = lazyPage(() =>
  import("../../features/care-insights/pages/CareInsightReviewPage").then((m) => m.CareInsightReviewPage),
);
export const CiRangeMilestonesPage = lazyPage(() =>
  import("../../features/care-insights/pages/CiRangeMilestonesPage").then((m) => m.CiRangeMilestonesPage),
);

// One module holds several pages: they share one chunk.
const agency = () => import("../../features/agency/pages/AgencyPages");
export const AgencyListPage = lazyPage(() => agency().then((m) => m.AgencyListPage));
export const AgencyHomePage = lazyPage(() => agency().then((m) => m.AgencyHomePage));
export const FacilityCarePage = lazyPage(() => agency().then((m) => m.FacilityCarePage));
export const FacilityDashboardPage = lazyPage(() => agency().then((m) => m.FacilityDashboardPage));
export const ResidentsPage = lazyPage(() => agency().then((m) => m.ResidentsPage));
export const ResidentDashboardPage = lazyPage(() => agency().then((m) => m.ResidentDashboardPage));
export const ResidentWellnessDataPage = lazyPage(() => agency().then((m) => m.ResidentWellnessDataPage));
export const ResidentLocationPage = lazyPage(() => agency().then((m) => m.ResidentLocationPage));
export const ResidentGate = lazyPage(() => agency().then((m) => m.ResidentGate));

const admin = () => import("../pages/AdminPages");
export const AdminIndexPage = lazyPage(() => admin().then((m) => m.AdminIndexPage));

// Corporations, facilities, facility users and announcements (issue 17 items 3, 4, 6): one chunk.
const organisations = () => import("../../features/admin-organisations/pages/OrganisationPages");
export const CorporateAgenciesPage = lazyPage(() => organisations().then((m) => m.CorporateAgenciesPage));
export const CorporateFacilitiesPage = lazyPage(() => organisations().then((m) => m.CorporateFacilitiesPage));
export const CorporateUsersPage = lazyPage(() => organisations().then((m) => m.CorporateUsersPage));
export const AnnouncementPage = lazyPage(() => organisations().then((m) => m.AnnouncementPage));

const adminAccounts = () => import("../../features/admin-accounts/pages/AdminAccountPages");
export const AccountsPage = lazyPage(() => adminAccounts().then((m) => m.AccountsPage));
export const MemberAccountsPage = lazyPage(() => adminAccounts().then((m) => m.MemberAccountsPage));
export const CoachAssignmentPage = lazyPage(() => adminAccounts().then((m) => m.CoachAssignmentPage));
export const SeniorCoachPage = lazyPage(() => adminAccounts().then((m) => m.SeniorCoachPage));
export const AgentCoachPage = lazyPage(() => adminAccounts().then((m) => m.AgentCoachPage));

// Device inventory, medicine catalogue and caregiver app releases (issue 17 item 7): one chunk.
const inventory = () => import("../../features/admin-inventory/pages/InventoryPages");
export const TechuvaWatchPage = lazyPage(() => inventory().then((m) => m.TechuvaWatchPage));
export const MedicationListPage = lazyPage(() => inventory().then((m) => m.MedicationListPage));
export const AppReleasePage = lazyPage(() => inventory().then((m) => m.AppReleasePage));

// Assessments (issue 14 item 5): the senior's Assessments tab, the Survey and Assessments profile sub-tabs, and the
// admin form editors. The senior screens share one chunk, the admin pages another.
const assessments = () => import("../../features/assessments/pages/SeniorAssessmentPages");
export const AssessmentsTab = lazyPage(() => assessments().then((m) => m.AssessmentsTab));
export const SurveyTab = lazyPage(() => assessments().then((m) => m.SurveyTab));
export const AssessmentStatusTab = lazyPage(() => assessments().then((m) => m.AssessmentStatusTab));
const assessmentAdmin = () => import("../../features/assessments/pages/AdminAssessmentPages");
export const HolisticFormPage = lazyPage(() => assessmentAdmin().then((m) => m.HolisticFormPage));
export const FallsFormPage = lazyPage(() => assessmentAdmin().then((m) => m.FallsFormPage));
export const HomeSafetyFormPage = lazyPage(() => assessmentAdmin().then((m) => m.HomeSafetyFormPage));
export const UclaFormPage = lazyPage(() => assessmentAdmin().then((m) => m.UclaFormPage));
export const AdlFormPage = lazyPage(() => assessmentAdmin().then((m) => m.AdlFormPage));
export const MemberQuestionnaireFormPage = lazyPage(() => assessmentAdmin().then((m) => m.MemberQuestionnaireFormPage));
export const MedicalConditionFormPage = lazyPage(() => assessmentAdmin().then((m) => m.MedicalConditionFormPage));
export const AssessmentStatusPage = lazyPage(() => assessmentAdmin().then((m) => m.AssessmentStatusPage));

// Agent schedule, POA review and admin tools (issue 17 item 7): one chunk.
const adminTools = () => import("../../features/admin-tools/pages/AdminToolPages");
export const AgentSchedulePage = lazyPage(() => adminTools().then((m) => m.AgentSchedulePage));
export const PoaReviewPage = lazyPage(() => adminTools().then((m) => m.PoaReviewPage));
export const AdminToolsPage = lazyPage(() => adminTools().then((m) => m.AdminToolsPage));

// Reports and report schedules (issue 19 item 4): one chunk.
const reports = () => import("../../features/reports/pages/ReportPages");
export const ReportsPage = lazyPage(() => reports().then((m) => m.ReportsPage));
export const ScheduleReportsPage = lazyPage(() => reports().then((m) => m.ScheduleReportsPage));

// Alarm response times (issue 27 item 6): one chunk.
const responseTimes = () => import("../../features/response-times/pages/ResponseTimesPages");
export const ResponseTimesPage = lazyPage(() => responseTimes().then((m) => m.ResponseTimesPage));
export const AgencyResponseTimesPage = lazyPage(() =>
  import("../pages/AgencyResponseTimesPage").then((m) => m.AgencyResponseTimesPage),
);
