import type { HttpMethod, RouteContract } from "@care/contracts";
import type { DataTag, QueryClient } from "@tanstack/react-query";
import type { ApiError } from "./api-error";
import type { DataOf } from "./contract-types";

/** What tells two answers of one route apart: the contract's params, query and body (not how they are sent). */
export interface KeyInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** The input as it sits in a key: only params / query / body, with no `undefined` anywhere (see `normalise`). */
export type NormalisedInput = Readonly<Record<"params" | "query" | "body", unknown>> | Record<string, never>;

/** Every cached answer of one route starts with its method and path: the prefix a write invalidates. */
export type RouteKey = readonly [method: HttpMethod, path: string];

/** The one query key of a route's answer to an input, tagged with the route's data type for getQueryData. */
export type RouteQueryKey<R extends RouteContract> = DataTag<
  readonly [method: HttpMethod, path: string, input: NormalisedInput],
  DataOf<R>,
  ApiError
>;

/**
 * The key of a query that caches something else than one answer of the route (the pages of an infinite query,
 * every page of a cursor list joined): the route's key plus what it holds, so it never shares the plain answer's
 * entry and a write of the route still reaches it by the prefix.
 */
export type DerivedQueryKey = readonly [method: HttpMethod, path: string, input: NormalisedInput, variant: string];

/** The prefix of every key `queryKeyFor(route, …)` gives. */
export function routeKey(route: RouteContract): RouteKey {
  return [route.method, route.path];
}

/**
 * The query key of `route` called with `input`: [method, path, { params, query, body }]. Every hook of the portal
 * keys its query so, so one GET with one input is one cache entry whoever asks, and a write finds every answer of
 * a route by its prefix (`invalidateRoutes`). `undefined` members are dropped (an unset filter and a missing one
 * are the same request); request options (`signal`, `silent`) are not part of it.
 */
export function queryKeyFor<R extends RouteContract>(route: R, input: KeyInput = {}): RouteQueryKey<R> {
  const picked: Record<string, unknown> = {};
  for (const part of ["params", "query", "body"] as const) {
    const value = normalise(input[part]);
    if (value !== undefined) picked[part] = value;
  }
  return [route.method, route.path, picked as NormalisedInput] as unknown as RouteQueryKey<R>;
}

/** `queryKeyFor`'s key with what the entry holds instead of the route's plain answer (see DerivedQueryKey). */
export function derivedKeyFor(route: RouteContract, input: KeyInput, variant: string): DerivedQueryKey {
  const [method, path, picked] = queryKeyFor(route, input) as unknown as readonly [HttpMethod, string, NormalisedInput];
  return [method, path, picked, variant];
}

// Plain objects lose their undefined members, recursively; arrays and other values stay as they are.
function normalise(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const n = normalise(v);
    if (n !== undefined) out[k] = n;
  }
  return out;
}

/**
 * Marks every cached answer of each route stale and refetches those on screen, one route after another, and
 * resolves once they are back: a write awaits it so the screen already shows its outcome.
 */
export async function invalidateRoutes(qc: QueryClient, routes: readonly RouteContract[]): Promise<void> {
  for (const route of routes) await qc.invalidateQueries({ queryKey: routeKey(route) });
}

/** Drops every cached answer of each route back to its initial state; the ones on screen load again. */
export async function resetRoutes(qc: QueryClient, routes: readonly RouteContract[]): Promise<void> {
  for (const route of routes) await qc.resetQueries({ queryKey: routeKey(route) });
}
