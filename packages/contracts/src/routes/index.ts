import type { RouteContract } from "../route.js";
import { careInsightRoutes } from "./care-insights.js";
import { noDataRoutes } from "./care-insights-no-data.js";
import { suppressionRoutes } from "./care-insights-suppression.js";
import { authRoutes } from "./auth.js";
import { ssoRoutes } from "./auth-sso.js";
import { healthRoutes } from "./health.js";
import { ingestRoutes } from "./ingest.js";
import { measurementRoutes } from "./measurement.js";
import { reportRoutes } from "./reports.js";
import { alarmRoutes } from "./alarms.js";
import { responseTimeRoutes } from "./alarms-response-times.js";
import { callRoutes } from "./calls.js";
import { locationRoutes } from "./location.js";
import { auditRoutes } from "./audit.js";
import { agentScheduleRoutes } from "./calls-agent-schedule.js";
import { poaDocumentRoutes } from "./poa-documents.js";
import { authConfigAdminRoutes } from "./auth-config-admin.js";
import { geocodingRoutes } from "./geocoding.js";
import { facilityOptionRoutes } from "./admin-organisations-facility-options.js";
import { agencyRoutes } from "./agency.js";
import { announcementRoutes } from "./admin-organisations-announcements.js";
import { assessmentRoutes } from "./assessments.js";
import { adminOrganisationRoutes } from "./admin-organisations.js";
import { facilityUserRoutes } from "./admin-organisations-facility-users.js";
import { adminAccountRoutes } from "./admin-accounts.js";
import { adminMemberRoutes } from "./admin-accounts-members.js";
import { appReleaseRoutes } from "./admin-inventory-app-releases.js";
import { adminDeviceRoutes } from "./admin-inventory-devices.js";
import { adminMedicineRoutes } from "./admin-inventory-medicines.js";
import { careCircleRoutes, providerRoutes } from "./care-team.js";
import { memberDeviceRoutes } from "./member-devices.js";
import { medicalRoutes } from "./medical.js";
import { photoRoutes } from "./photos.js";
import { memberRoutes } from "./members.js";
import { seniorListRoutes } from "./senior-list.js";
import { uploadRoutes } from "./uploads.js";
import { wellnessPlanRoutes } from "./wellness-plan.js";
import { vitalRoutes } from "./care-insights-vitals.js";
import { rosterImportRoutes } from "./roster-import.js";
import { fhirRoutes } from "./fhir.js";

export * from "./health.js";
export * from "./alarms.js";
export * from "./alarms-response-times.js";
export * from "./calls.js";
export * from "./location.js";
export * from "./auth.js";
export * from "./auth-sso.js";
export * from "./audit.js";
export * from "./calls-agent-schedule.js";
export * from "./poa-documents.js";
export * from "./auth-config-admin.js";
export * from "./geocoding.js";
export * from "./admin-organisations-facility-options.js";
export * from "./agency.js";
export * from "./admin-organisations-announcements.js";
export * from "./assessments.js";
export * from "./admin-organisations.js";
export * from "./admin-organisations-facility-users.js";
export * from "./admin-accounts.js";
export * from "./admin-accounts-members.js";
export * from "./admin-inventory-app-releases.js";
export * from "./admin-inventory-devices.js";
export * from "./admin-inventory-medicines.js";
export * from "./uploads.js";
export * from "./senior-common.js";
export * from "./members.js";
export * from "./senior-list.js";
export * from "./care-team.js";
export * from "./member-devices.js";
export * from "./medical.js";
export * from "./photos.js";
export * from "./wellness-plan.js";
export * from "./care-insights.js";
export * from "./care-insights-no-data.js";
export * from "./care-insights-suppression.js";
export * from "./care-insights-vitals.js";
export * from "./ingest.js";
export * from "./measurement.js";
export * from "./reports.js";
export * from "./roster-import.js";
export * from "./fhir.js";

/**
 * Every route of the system. The API refuses to start when a registered route is missing here (or a route
 * here is not served), and the access-matrix test walks this table: a route cannot exist without a decision.
 */
export const ROUTE_TABLE: readonly RouteContract[] = [
  ...Object.values(healthRoutes),
  ...Object.values(alarmRoutes),
  ...Object.values(responseTimeRoutes),
  ...Object.values(callRoutes),
  ...Object.values(locationRoutes),
  ...Object.values(authRoutes),
  ...Object.values(ssoRoutes),
  ...Object.values(auditRoutes),
  ...Object.values(agentScheduleRoutes),
  ...Object.values(poaDocumentRoutes),
  ...Object.values(authConfigAdminRoutes),
  ...Object.values(geocodingRoutes),
  ...Object.values(facilityOptionRoutes),
  ...Object.values(agencyRoutes),
  ...Object.values(adminOrganisationRoutes),
  ...Object.values(facilityUserRoutes),
  ...Object.values(announcementRoutes),
  ...Object.values(adminAccountRoutes),
  ...Object.values(adminMemberRoutes),
  ...Object.values(adminDeviceRoutes),
  ...Object.values(adminMedicineRoutes),
  ...Object.values(appReleaseRoutes),
  ...Object.values(uploadRoutes),
  ...Object.values(memberRoutes),
  ...Object.values(seniorListRoutes),
  ...Object.values(careCircleRoutes),
  ...Object.values(memberDeviceRoutes),
  ...Object.values(medicalRoutes),
  ...Object.values(photoRoutes),
  ...Object.values(wellnessPlanRoutes),
  ...Object.values(assessmentRoutes),
  ...Object.values(providerRoutes).flatMap((type) => Object.values(type)),
  ...Object.values(careInsightRoutes),
  ...Object.values(noDataRoutes),
  ...Object.values(suppressionRoutes),
  ...Object.values(vitalRoutes),
  ...Object.values(ingestRoutes),
  ...Object.values(measurementRoutes),
  ...Object.values(reportRoutes),
  ...Object.values(rosterImportRoutes),
  ...Object.values(fhirRoutes),
];
