import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { APP_VERSION } from "@care/contracts";

/** OpenAPI generated from the route contracts; document at /api/docs/json, UI at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
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
  { name: "openapi" },
);
