import type { RouteContract } from "../route.js";
import { healthRoutes } from "./health.js";

export * from "./health.js";

/**
 * Every route of the system. The API refuses to start when a registered route is missing here, and the
 * access-matrix test walks this table, so a route cannot exist without an access decision.
 */
export const ROUTE_TABLE: readonly RouteContract[] = [...Object.values(healthRoutes)];
