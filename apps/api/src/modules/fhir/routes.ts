import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Resource } from "@medplum/fhirtypes";
import { fhirRoutes, type FhirResourceType } from "@care/contracts";
import type { Db } from "@care/db";
import { notFound } from "../../errors.js";
import { registerRoute } from "../../http/register-route.js";
import { fhirJson, pageOf, searchset, serverBase, type Page, type PageOf } from "./bundle.js";
import { capabilityStatement } from "./capability.js";
import { readCarePlan, readGoal, searchCarePlans, searchGoals } from "./care-plan.js";
import { readDetectedIssue, searchDetectedIssues } from "./detected-issue.js";
import { readDevice, searchDevices } from "./device.js";
import { readFlag, searchFlags } from "./flag.js";
import { readObservation, searchObservations } from "./observation.js";
import { readOrganization, searchOrganizations } from "./organization.js";
import { readPatient, searchPatients } from "./patient.js";
import { readPractitioner, searchPractitioners } from "./practitioner.js";
import { readQuestionnaireResponse, searchQuestionnaireResponses } from "./questionnaire-response.js";
import { readRelatedPerson, searchRelatedPersons } from "./related-person.js";

/** A search's answer: one page as a searchset Bundle. */
async function bundle<Q extends { _count?: number; _offset?: number }>(
  request: FastifyRequest & { query: Q },
  reply: FastifyReply,
  search: (q: Q, page: Page) => Promise<PageOf<Resource>>,
): Promise<Buffer> {
  const page = pageOf(request.query);
  return fhirJson(reply, searchset(request, page, await search(request.query, page)));
}

/** A read's answer: the resource, or 404 alike for missing and out of scope (other tenants' ids cannot be probed). */
function found(reply: FastifyReply, type: FhirResourceType, resource: Resource | null): Buffer {
  if (!resource) throw notFound(type);
  return fhirJson(reply, resource);
}

/** Thin: request → the type's search or read (roles are the contract's, scope the function's) → FHIR JSON. */
export function registerFhirRoutes(app: FastifyInstance, db: Db, published: string): void {
  const R = fhirRoutes;
  registerRoute(app, R.metadata, async (request, reply) =>
    fhirJson(reply, capabilityStatement(serverBase(request), published)),
  );
  registerRoute(app, R.searchPatient, async (request, reply) =>
    bundle(request, reply, (q, page) => searchPatients(db, request.user, q, page)),
  );
  registerRoute(app, R.readPatient, async (request, reply) =>
    found(reply, "Patient", await readPatient(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchObservation, async (request, reply) =>
    bundle(request, reply, (q, page) => searchObservations(db, request.user, q, page)),
  );
  registerRoute(app, R.readObservation, async (request, reply) =>
    found(reply, "Observation", await readObservation(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchDevice, async (request, reply) =>
    bundle(request, reply, (q, page) => searchDevices(db, request.user, q, page)),
  );
  registerRoute(app, R.readDevice, async (request, reply) =>
    found(reply, "Device", await readDevice(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchOrganization, async (request, reply) =>
    bundle(request, reply, (q, page) => searchOrganizations(db, request.user, q, page)),
  );
  registerRoute(app, R.readOrganization, async (request, reply) =>
    found(reply, "Organization", await readOrganization(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchPractitioner, async (request, reply) =>
    bundle(request, reply, (q, page) => searchPractitioners(db, request.user, q, page)),
  );
  registerRoute(app, R.readPractitioner, async (request, reply) =>
    found(reply, "Practitioner", await readPractitioner(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchRelatedPerson, async (request, reply) =>
    bundle(request, reply, (q, page) => searchRelatedPersons(db, request.user, q, page)),
  );
  registerRoute(app, R.readRelatedPerson, async (request, reply) =>
    found(reply, "RelatedPerson", await readRelatedPerson(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchQuestionnaireResponse, async (request, reply) =>
    bundle(request, reply, (q, page) => searchQuestionnaireResponses(db, request.user, q, page)),
  );
  registerRoute(app, R.readQuestionnaireResponse, async (request, reply) =>
    found(reply, "QuestionnaireResponse", await readQuestionnaireResponse(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchCarePlan, async (request, reply) =>
    bundle(request, reply, (q, page) => searchCarePlans(db, request.user, q, page)),
  );
  registerRoute(app, R.readCarePlan, async (request, reply) =>
    found(reply, "CarePlan", await readCarePlan(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchGoal, async (request, reply) =>
    bundle(request, reply, (q, page) => searchGoals(db, request.user, q, page)),
  );
  registerRoute(app, R.readGoal, async (request, reply) =>
    found(reply, "Goal", await readGoal(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchFlag, async (request, reply) =>
    bundle(request, reply, (q, page) => searchFlags(db, request.user, q, page)),
  );
  registerRoute(app, R.readFlag, async (request, reply) =>
    found(reply, "Flag", await readFlag(db, request.user, request.params.id)),
  );
  registerRoute(app, R.searchDetectedIssue, async (request, reply) =>
    bundle(request, reply, (q, page) => searchDetectedIssues(db, request.user, q, page)),
  );
  registerRoute(app, R.readDetectedIssue, async (request, reply) =>
    found(reply, "DetectedIssue", await readDetectedIssue(db, request.user, request.params.id)),
  );
}
