import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { APP_VERSION } from "@care/contracts";
import type { Config } from "@care/infra";

/**
 * OpenAPI generated from the route contracts; document at /api/docs/json, UI at /api/docs. Served when API_DOCS
 * is true, or when it is unset outside production: in production /api/docs is then an ordinary 404.
 */
export function docsEnabled(config: Pick<Config, "API_DOCS" | "NODE_ENV">): boolean {
  return config.API_DOCS ?? config.NODE_ENV !== "production";
}

export const openapiPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    if (!docsEnabled(app.config)) return;
    await app.register(swagger, {
      openapi: {
        info: {
          title: "Senior Care Platform API",
          version: APP_VERSION,
          description: "Every answer is an envelope {application_code, message, data, error}.",
        },
        components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs" });
  },
  { name: "openapi", dependencies: ["config"] },
);
