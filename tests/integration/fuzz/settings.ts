// The fuzz's knobs, read from the environment once: which inputs (FUZZ_SEED) and how many per route (FUZZ_RUNS).
import type { RouteContract } from "@care/contracts";

/** The fixed default seed: every run sends the same requests unless FUZZ_SEED says otherwise. */
export const DEFAULT_SEED = 20_261_124;
/**
 * Requests per route by default: the route's coverage set (every caller, every mutation kind; cases.ts
 * `coverageOf`, 14 to 25 requests) and random draws up to this count. FUZZ_RUNS overrides it (e.g. 2000 for a
 * long hunt); below the coverage set's size, the coverage set alone is sent.
 */
export const DEFAULT_RUNS = 40;

export const FUZZ_SEED = Number.parseInt(process.env.FUZZ_SEED ?? "", 10) || DEFAULT_SEED;
export const FUZZ_RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) || DEFAULT_RUNS;

export const routeKey = (r: RouteContract): string => `${r.method} ${r.path}`;

/** A per-route seed from `fuzzSeed`, so each route draws its own inputs and one route can be replayed alone. */
export function seedOf(route: RouteContract, fuzzSeed = FUZZ_SEED): number {
  let hash = fuzzSeed | 0;
  for (const ch of routeKey(route)) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}
