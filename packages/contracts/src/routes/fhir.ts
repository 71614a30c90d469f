import { z } from "zod";
import { defineRoute, type RouteContract } from "../route.js";
import type { StaffRole } from "../roles.js";
import { AGENCY_LIST_ROLES } from "./agency.js";
import { ASSESSMENT_ROLES } from "./assessments.js";
import { ALARM_HISTORY_ROLES } from "./alarms.js";
import { CARE_INSIGHT_ACCESS } from "./care-insights-schemas.js";
import { WELLNESS_PLAN_ROLES } from "./wellness-plan.js";
import {
  FhirBaseSearch,
  FhirObservationSearch,
  FhirPatientCompartmentSearch,
  FhirPatientDateSearch,
  FhirPatientSearch,
  FhirReadParams,
} from "./fhir-search.js";
import { MEASUREMENT_ROLES } from "./measurement-common.js";
import { CARE_TEAM_ROLES, ONBOARDING_ROLES } from "./senior-common.js";

export * from "./fhir-search.js";

// The FHIR R4 read API (issue 30 item 1; docs/interop.md). Every answer, success or error, is FHIR JSON, not the
// envelope: resources and searchset Bundles on success (`raw`, so registerRoute declares no 200 schema), an
// OperationOutcome on failure (the fhir module's own error handler). Each type has the roles of the portal routes
// that show the same data; which seniors a caller then reaches is the module's business (seniorScope, vitalsScope).

export const FHIR_BASE_PATH = "/api/fhir/R4";
export const FHIR_CONTENT_TYPE = "application/fhir+json";

const S = "fhir";
const RAW = { contentType: FHIR_CONTENT_TYPE } as const;

/**
 * The resource types served, each with the roles of the portal routes that read the same data:
 * - Patient, Device: the onboarding info (basic info, linked devices): every staff role.
 * - Observation: a senior's readings, wherever shown (MEASUREMENT_ROLES.wellness: never BDM or warehouse).
 * - Organization: the agency list (corporations and facilities; facility agents their own).
 * - Practitioner, RelatedPerson: the care team (providers, care circle): CARE_TEAM_ROLES.
 * - QuestionnaireResponse: assessments and wellness surveys, as the Assessments tab (ASSESSMENT_ROLES; the survey
 *   list of onboarding also admits facility agents, this API does not).
 * - CarePlan, Goal: the wellness plan (WELLNESS_PLAN_ROLES).
 * - Flag: care insights, as their history (CARE_INSIGHT_ACCESS.history).
 * - DetectedIssue: SOS and fall alarms with their timeline, as the Fall & SOS history (ALARM_HISTORY_ROLES).
 */
export const FHIR_TYPE_ROLES = {
  Patient: ONBOARDING_ROLES,
  Observation: MEASUREMENT_ROLES.wellness,
  Device: ONBOARDING_ROLES,
  Organization: AGENCY_LIST_ROLES,
  Practitioner: CARE_TEAM_ROLES,
  RelatedPerson: CARE_TEAM_ROLES,
  QuestionnaireResponse: ASSESSMENT_ROLES,
  CarePlan: WELLNESS_PLAN_ROLES,
  Goal: WELLNESS_PLAN_ROLES,
  Flag: CARE_INSIGHT_ACCESS.history,
  DetectedIssue: ALARM_HISTORY_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;
export type FhirResourceType = keyof typeof FHIR_TYPE_ROLES;
export const FHIR_RESOURCE_TYPES = Object.keys(FHIR_TYPE_ROLES) as FhirResourceType[];

/** The search parameters of each type as the CapabilityStatement lists them (besides _id, _lastUpdated, _count). */
export const FHIR_SEARCH_PARAMS: Record<
  FhirResourceType,
  readonly { name: string; type: "token" | "reference" | "date" }[]
> = {
  Patient: [{ name: "identifier", type: "token" }],
  Observation: [
    { name: "patient", type: "reference" },
    { name: "date", type: "date" },
    { name: "code", type: "token" },
  ],
  Device: [{ name: "patient", type: "reference" }],
  Organization: [],
  Practitioner: [],
  RelatedPerson: [{ name: "patient", type: "reference" }],
  QuestionnaireResponse: [{ name: "patient", type: "reference" }],
  CarePlan: [{ name: "patient", type: "reference" }],
  Goal: [{ name: "patient", type: "reference" }],
  Flag: [
    { name: "patient", type: "reference" },
    { name: "date", type: "date" },
  ],
  DetectedIssue: [
    { name: "patient", type: "reference" },
    { name: "date", type: "date" },
  ],
};

function typeRoutes<T extends FhirResourceType, Q extends z.ZodType>(type: T, querystring: Q) {
  const access = FHIR_TYPE_ROLES[type];
  return {
    search: defineRoute({
      operationId: `fhirSearch${type}`,
      method: "GET",
      path: `${FHIR_BASE_PATH}/${type}`,
      service: S,
      summary: `FHIR R4 search of ${type} resources: a searchset Bundle (application/fhir+json) with self/next links`,
      access,
      querystring,
      data: z.never(),
      raw: RAW,
      // Returns many seniors' data without naming one by senior_id: audited like the portal's many-senior reads.
      readAudit: true,
    }),
    read: defineRoute({
      operationId: `fhirRead${type}`,
      method: "GET",
      path: `${FHIR_BASE_PATH}/${type}/:id`,
      service: S,
      summary: `FHIR R4 read of one ${type} by id (application/fhir+json)`,
      access,
      params: FhirReadParams,
      data: z.never(),
      raw: RAW,
      readAudit: true,
    }),
  };
}

const patient = typeRoutes("Patient", FhirPatientSearch);
const observation = typeRoutes("Observation", FhirObservationSearch);
const device = typeRoutes("Device", FhirPatientCompartmentSearch);
const organization = typeRoutes("Organization", FhirBaseSearch);
const practitioner = typeRoutes("Practitioner", FhirBaseSearch);
const relatedPerson = typeRoutes("RelatedPerson", FhirPatientCompartmentSearch);
const questionnaireResponse = typeRoutes("QuestionnaireResponse", FhirPatientCompartmentSearch);
const carePlan = typeRoutes("CarePlan", FhirPatientCompartmentSearch);
const goal = typeRoutes("Goal", FhirPatientCompartmentSearch);
const flag = typeRoutes("Flag", FhirPatientDateSearch);
const detectedIssue = typeRoutes("DetectedIssue", FhirPatientDateSearch);

export const fhirRoutes = {
  metadata: defineRoute({
    operationId: "fhirCapabilityStatement",
    method: "GET",
    path: `${FHIR_BASE_PATH}/metadata`,
    service: S,
    summary: "The FHIR R4 CapabilityStatement: the resource types, interactions and search parameters served",
    // Public as FHIR servers' /metadata are: a client reads it before it has a token; it names no data.
    access: "public",
    querystring: z.strictObject({ _format: FhirBaseSearch.shape._format }),
    data: z.never(),
    raw: RAW,
    readAudit: false,
  }),
  searchPatient: patient.search,
  readPatient: patient.read,
  searchObservation: observation.search,
  readObservation: observation.read,
  searchDevice: device.search,
  readDevice: device.read,
  searchOrganization: organization.search,
  readOrganization: organization.read,
  searchPractitioner: practitioner.search,
  readPractitioner: practitioner.read,
  searchRelatedPerson: relatedPerson.search,
  readRelatedPerson: relatedPerson.read,
  searchQuestionnaireResponse: questionnaireResponse.search,
  readQuestionnaireResponse: questionnaireResponse.read,
  searchCarePlan: carePlan.search,
  readCarePlan: carePlan.read,
  searchGoal: goal.search,
  readGoal: goal.read,
  searchFlag: flag.search,
  readFlag: flag.read,
  searchDetectedIssue: detectedIssue.search,
  readDetectedIssue: detectedIssue.read,
} as const satisfies Record<string, RouteContract>;
