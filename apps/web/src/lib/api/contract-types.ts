import type { RouteContract } from "@care/contracts";

/** The envelope `data` type a route contract declares (its zod schema's output), without importing zod here. */
export type DataOf<R extends RouteContract> = R["data"]["_zod"]["output"];
