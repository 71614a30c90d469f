import type { FastifyInstance } from "fastify";
import { healthModule } from "./health/routes.js";

/** One entry per service folder; each registers its routes through registerRoute. */
export const MODULES: readonly ((app: FastifyInstance) => Promise<void>)[] = [healthModule];
