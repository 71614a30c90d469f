import type { FastifyReply, FastifyRequest } from "fastify";
import type { Bundle, Resource } from "@medplum/fhirtypes";
import { FHIR_BASE_PATH, FHIR_CONTENT_TYPE, FHIR_DEFAULT_COUNT } from "@care/contracts";

/** One page of a search: `offset` resources skipped, at most `count` returned. */
export interface Page {
  offset: number;
  count: number;
}

/** What a type's search returns: the page's resources, and whether another page follows. */
export interface PageOf<R extends Resource> {
  resources: R[];
  more: boolean;
}

export function pageOf(query: { _count?: number; _offset?: number }): Page {
  return { offset: query._offset ?? 0, count: query._count ?? FHIR_DEFAULT_COUNT };
}

/** Rows fetched with `take: count + 1` → the page and whether more follow. */
export function splitPage<T>(rows: T[], page: Page): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, page.count), more: rows.length > page.count };
}

/** The server's base as the client reached it (behind nginx: the forwarded host and scheme, trustProxy decides). */
export function serverBase(request: FastifyRequest): string {
  return `${origin(request)}${FHIR_BASE_PATH}`;
}

/** Scheme, host and port as a URL spells them (no default port), so links and fullUrls agree. */
function origin(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/** The request's own URL with `_offset` set (the `self` and `next` links keep every other parameter as sent). */
function linkTo(request: FastifyRequest, offset: number): string {
  const url = new URL(request.url, origin(request));
  url.searchParams.delete("_offset");
  if (offset > 0) url.searchParams.set("_offset", String(offset));
  return url.toString();
}

/** A searchset Bundle of one page, with `self` and, when more follow, `next`. */
export function searchset(request: FastifyRequest, page: Page, result: PageOf<Resource>): Bundle {
  const base = serverBase(request);
  return {
    resourceType: "Bundle",
    type: "searchset",
    link: [
      { relation: "self", url: linkTo(request, page.offset) },
      ...(result.more ? [{ relation: "next", url: linkTo(request, page.offset + page.count) }] : []),
    ],
    entry: result.resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: "match" as const },
    })),
  };
}

/** The answer of a FHIR route: the resource as FHIR JSON (registerRoute's `raw` answers the bytes as they are). */
export function fhirJson(reply: FastifyReply, resource: Resource): Buffer {
  void reply.type(FHIR_CONTENT_TYPE);
  return Buffer.from(JSON.stringify(resource));
}

/**
 * One page over two tables shown one after the other (corporations then facilities; care agents then providers):
 * the first table's rows in scope are counted, so the offset falls in the right one and a page may span both.
 */
export async function pageOverTwo<A, B>(
  page: Page,
  first: { size(): Promise<number>; fetchPage(skip: number, take: number): Promise<A[]> },
  second: { fetchPage(skip: number, take: number): Promise<B[]> },
): Promise<{ first: A[]; second: B[]; more: boolean }> {
  const inFirst = await first.size();
  const want = page.count + 1;
  const a = page.offset < inFirst ? await first.fetchPage(page.offset, want) : [];
  const b = a.length < want ? await second.fetchPage(Math.max(0, page.offset - inFirst), want - a.length) : [];
  const more = a.length + b.length > page.count;
  const keepA = a.slice(0, page.count);
  return { first: keepA, second: b.slice(0, page.count - keepA.length), more };
}
