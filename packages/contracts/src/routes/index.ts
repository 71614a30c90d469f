import type { RouteContract } from "../route.js";
import { careInsightRoutes } from "./careinsights.js";
import { cognitoRoutes } from "./cognito.js";
import { healthRoutes } from "./health.js";
import { ingestRoutes } from "./ingest.js";
import { measurementRoutes } from "./measurement.js";
import { supervisionRoutes } from "./supervision.js";
import { usersAuditRoutes } from "./users-audit.js";
import { vitalRoutes } from "./vitals.js";

export * from "./health.js";
export * from "./supervision.js";
export * from "./cognito.js";
export * from "./users-audit.js";
export * from "./careinsights.js";
export * from "./vitals.js";
export * from "./ingest.js";
export * from "./measurement.js";

/**
 * Every route of the system. The API refuses to start when a registered route is missing here (or a route
 * here is not served), and the access-matrix test walks this table: a route cannot exist without a decision.
 */
export const ROUTE_TABLE: readonly RouteContract[] = [
  ...Object.values(healthRoutes),
  ...Object.values(supervisionRoutes),
  ...Object.values(cognitoRoutes),
  ...Object.values(usersAuditRoutes),
  ...Object.values(careInsightRoutes),
  ...Object.values(vitalRoutes),
  ...Object.values(ingestRoutes),
  ...Object.values(measurementRoutes),
];
