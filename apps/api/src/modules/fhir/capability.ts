import type { CapabilityStatement, CapabilityStatementRestResource } from "@medplum/fhirtypes";
import { APP_VERSION, FHIR_RESOURCE_TYPES, FHIR_SEARCH_PARAMS } from "@care/contracts";

// What this server does, as a FHIR client asks it (GET /metadata). Built from the same lists the routes are
// registered from (FHIR_RESOURCE_TYPES, FHIR_SEARCH_PARAMS), so it cannot list a type that is not served.

const COMMON_PARAMS: NonNullable<CapabilityStatementRestResource["searchParam"]> = [
  { name: "_lastUpdated", type: "date", documentation: "meta.lastUpdated; eq, gt, lt, ge, le prefixes" },
  { name: "_count", type: "number", documentation: "resources per page, 1 to 200 (default 50)" },
  { name: "_offset", type: "number", documentation: "resources skipped; the next link carries it (at most 10000)" },
];

export function capabilityStatement(base: string, published: string): CapabilityStatement {
  return {
    resourceType: "CapabilityStatement",
    status: "active",
    date: published,
    kind: "instance",
    software: { name: "Senior Care Platform API", version: APP_VERSION },
    implementation: { description: "Senior Care Platform FHIR R4 read API (docs/interop.md)", url: base },
    fhirVersion: "4.0.1",
    format: ["json"],
    rest: [
      {
        mode: "server",
        documentation:
          "Read-only. Bearer access token of a staff account; each type has the roles of the portal screens that " +
          "show the same data, and reaches the seniors the caller may see there (care agents: their assigned seniors).",
        security: {
          cors: false,
          description: "Authorization: Bearer <access token> from the portal's sign-in (docs/interop.md).",
        },
        resource: FHIR_RESOURCE_TYPES.map((type) => ({
          type,
          profile: `http://hl7.org/fhir/StructureDefinition/${type}`,
          interaction: [{ code: "read" }, { code: "search-type" }],
          searchParam: [
            ...(type === "Observation" ? [] : [{ name: "_id", type: "token" as const }]),
            ...COMMON_PARAMS,
            ...FHIR_SEARCH_PARAMS[type].map((p) => ({ name: p.name, type: p.type })),
          ],
        })),
      },
    ],
  };
}
