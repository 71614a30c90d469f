import type { FastifyInstance } from "fastify";
import { careInsightsModule } from "./careinsights/index.js";
import { cognitoModule } from "./cognito/index.js";
import { healthModule } from "./health/routes.js";
import { ingestModule } from "./ingest/routes.js";
import { measurementModule } from "./measurement/index.js";
import { reportsModule } from "./reports/index.js";
import { supervisionModule } from "./supervision/index.js";
import { usersModule } from "./users/index.js";

/** One entry per service folder; each registers its routes through registerRoute. */
export const MODULES: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  healthModule,
  supervisionModule,
  cognitoModule,
  usersModule,
  careInsightsModule,
  ingestModule,
  measurementModule,
  reportsModule,
];
