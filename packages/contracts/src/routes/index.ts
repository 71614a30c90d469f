import type { RouteContract } from "../route.js";
import { careInsightRoutes } from "./careinsights.js";
import { noDataRoutes } from "./careinsights-no-data.js";
import { suppressionRoutes } from "./careinsights-suppression.js";
import { cognitoRoutes } from "./cognito.js";
import { healthRoutes } from "./health.js";
import { ingestRoutes } from "./ingest.js";
import { measurementRoutes } from "./measurement.js";
import { reportRoutes } from "./reports.js";
import { supervisionRoutes } from "./supervision.js";
import { supervisionCallRoutes } from "./supervision-calls.js";
import { supervisionLocationRoutes } from "./supervision-location.js";
import { usersAuditRoutes } from "./users-audit.js";
import { supervisionAgentScheduleRoutes } from "./supervision-agent-schedule.js";
import { usersPoaRoutes } from "./users-poa.js";
import { cognitoConfigAdminRoutes } from "./cognito-config-admin.js";
import { usersGeocodeRoutes } from "./users-geocode.js";
import { usersFacilityOptionRoutes } from "./users-facility-options.js";
import { usersAgencyRoutes } from "./users-agency.js";
import { usersAnnouncementRoutes } from "./users-announcements.js";
import { usersAssessmentRoutes } from "./users-assessments.js";
import { usersCorporateRoutes } from "./users-corporates.js";
import { usersFacilityUserRoutes } from "./users-facility-users.js";
import { usersAdminAccountRoutes } from "./users-admin-accounts.js";
import { usersAdminMemberRoutes } from "./users-admin-members.js";
import { usersAdminAppReleaseRoutes } from "./users-admin-app-releases.js";
import { usersAdminDeviceRoutes } from "./users-admin-devices.js";
import { usersAdminMedicineRoutes } from "./users-admin-medicines.js";
import { usersCareCircleRoutes, usersProviderRoutes } from "./users-care-team.js";
import { usersDeviceRoutes } from "./users-devices.js";
import { usersMedicalRoutes } from "./users-medical.js";
import { usersPhotoRoutes } from "./users-photos.js";
import { usersSeniorProfileRoutes } from "./users-senior-profile.js";
import { usersSeniorListRoutes } from "./users-senior-list.js";
import { usersUploadRoutes } from "./users-uploads.js";
import { usersWellnessPlanRoutes } from "./users-wellness-plan.js";
import { vitalRoutes } from "./vitals.js";

export * from "./health.js";
export * from "./supervision.js";
export * from "./supervision-calls.js";
export * from "./supervision-location.js";
export * from "./cognito.js";
export * from "./users-audit.js";
export * from "./supervision-agent-schedule.js";
export * from "./users-poa.js";
export * from "./cognito-config-admin.js";
export * from "./users-geocode.js";
export * from "./users-facility-options.js";
export * from "./users-agency.js";
export * from "./users-announcements.js";
export * from "./users-assessments.js";
export * from "./users-corporates.js";
export * from "./users-facility-users.js";
export * from "./users-admin-accounts.js";
export * from "./users-admin-members.js";
export * from "./users-admin-app-releases.js";
export * from "./users-admin-devices.js";
export * from "./users-admin-medicines.js";
export * from "./users-uploads.js";
export * from "./users-common.js";
export * from "./users-senior-profile.js";
export * from "./users-senior-list.js";
export * from "./users-care-team.js";
export * from "./users-devices.js";
export * from "./users-medical.js";
export * from "./users-photos.js";
export * from "./users-wellness-plan.js";
export * from "./careinsights.js";
export * from "./careinsights-no-data.js";
export * from "./careinsights-suppression.js";
export * from "./vitals.js";
export * from "./ingest.js";
export * from "./measurement.js";
export * from "./reports.js";

/**
 * Every route of the system. The API refuses to start when a registered route is missing here (or a route
 * here is not served), and the access-matrix test walks this table: a route cannot exist without a decision.
 */
export const ROUTE_TABLE: readonly RouteContract[] = [
  ...Object.values(healthRoutes),
  ...Object.values(supervisionRoutes),
  ...Object.values(supervisionCallRoutes),
  ...Object.values(supervisionLocationRoutes),
  ...Object.values(cognitoRoutes),
  ...Object.values(usersAuditRoutes),
  ...Object.values(supervisionAgentScheduleRoutes),
  ...Object.values(usersPoaRoutes),
  ...Object.values(cognitoConfigAdminRoutes),
  ...Object.values(usersGeocodeRoutes),
  ...Object.values(usersFacilityOptionRoutes),
  ...Object.values(usersAgencyRoutes),
  ...Object.values(usersCorporateRoutes),
  ...Object.values(usersFacilityUserRoutes),
  ...Object.values(usersAnnouncementRoutes),
  ...Object.values(usersAdminAccountRoutes),
  ...Object.values(usersAdminMemberRoutes),
  ...Object.values(usersAdminDeviceRoutes),
  ...Object.values(usersAdminMedicineRoutes),
  ...Object.values(usersAdminAppReleaseRoutes),
  ...Object.values(usersUploadRoutes),
  ...Object.values(usersSeniorProfileRoutes),
  ...Object.values(usersSeniorListRoutes),
  ...Object.values(usersCareCircleRoutes),
  ...Object.values(usersDeviceRoutes),
  ...Object.values(usersMedicalRoutes),
  ...Object.values(usersPhotoRoutes),
  ...Object.values(usersWellnessPlanRoutes),
  ...Object.values(usersAssessmentRoutes),
  ...Object.values(usersProviderRoutes).flatMap((type) => Object.values(type)),
  ...Object.values(careInsightRoutes),
  ...Object.values(noDataRoutes),
  ...Object.values(suppressionRoutes),
  ...Object.values(vitalRoutes),
  ...Object.values(ingestRoutes),
  ...Object.values(measurementRoutes),
  ...Object.values(reportRoutes),
];
