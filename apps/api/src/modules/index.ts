import type { FastifyInstance } from "fastify";
import { adminAccountsModule } from "./admin-accounts/index.js";
import { adminInventoryModule } from "./admin-inventory/index.js";
import { adminOrganisationsModule } from "./admin-organisations/index.js";
import { agencyModule } from "./agency/index.js";
import { assessmentsModule } from "./assessments/index.js";
import { auditModule } from "./audit/index.js";
import { authModule } from "./auth/index.js";
import { callsModule } from "./calls/index.js";
import { careInsightsModule } from "./care-insights/index.js";
import { careTeamModule } from "./care-team/index.js";
import { geocodingModule } from "./geocoding/index.js";
import { healthModule } from "./health/routes.js";
import { ingestModule } from "./ingest/routes.js";
import { locationModule } from "./location/index.js";
import { measurementModule } from "./measurement/index.js";
import { medicalModule } from "./medical/index.js";
import { memberDevicesModule } from "./member-devices/index.js";
import { membersModule } from "./members/index.js";
import { photosModule } from "./photos/index.js";
import { poaDocumentsModule } from "./poa-documents/index.js";
import { reportsModule } from "./reports/index.js";
import { rosterImportModule } from "./roster-import/index.js";
import { seniorListModule } from "./senior-list/index.js";
import { alarmsModule } from "./alarms/index.js";
import { uploadsModule } from "./uploads/index.js";
import { wellnessPlanModule } from "./wellness-plan/index.js";
import { fhirModule } from "./fhir/index.js";

/**
 * One entry per domain folder (docs/architecture.md, "Map"); each registers its routes through registerRoute. The
 * folder names the domain, not the URL's service prefix (calls and location are served under /api/supervision,
 * most domains under /api/users).
 */
export const MODULES: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  healthModule,
  alarmsModule,
  callsModule,
  locationModule,
  authModule,
  auditModule,
  geocodingModule,
  uploadsModule,
  membersModule,
  careTeamModule,
  poaDocumentsModule,
  memberDevicesModule,
  medicalModule,
  photosModule,
  seniorListModule,
  wellnessPlanModule,
  assessmentsModule,
  agencyModule,
  adminOrganisationsModule,
  adminAccountsModule,
  adminInventoryModule,
  careInsightsModule,
  ingestModule,
  measurementModule,
  reportsModule,
  rosterImportModule,
  fhirModule,
];
