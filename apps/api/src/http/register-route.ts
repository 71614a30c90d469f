import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  checksCareRelationship,
  envelopeSchema,
  ErrorEnvelopeSchema,
  type Envelope,
  type RouteContract,
} from "@care/contracts";
import { enforceAccess } from "../plugins/auth.js";
import { enforceCareRelationship } from "./senior-write.js";

type Out<T> = T extends z.ZodType ? z.output<T> : unknown;

export type RouteRequest<C extends RouteContract> = FastifyRequest<{
  Params: Out<C["params"]>;
  Querystring: Out<C["querystring"]>;
  Body: Out<C["body"]>;
}>;

type Answer<C extends RouteContract> = C["raw"] extends object
  ? Buffer
  : C["response"] extends z.ZodType
    ? z.output<C["response"]>
    : Envelope<Out<C["data"]>>;

export type RouteHandler<C extends RouteContract> = (
  request: RouteRequest<C>,
  reply: FastifyReply,
) => Promise<Answer<C>>;

declare module "fastify" {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/**
 * The only way a module adds a route: the contract (from packages/contracts) supplies path, schemas,
 * OpenAPI metadata and the access decision; the handler only maps request → service → envelope.
 */
export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
): void {
  // The development mailbox exists only when switched on (DEV_MAILBOX, which production refuses).
  if (contract.devOnly && !app.config.DEV_MAILBOX) return;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: { contract },
    schema: {
      operationId: contract.operationId,
      summary: contract.summary,
      tags: [contract.service],
      ...(contract.access === "public" ? {} : { security: [{ bearerAuth: [] }] }),
      ...(contract.consumes ? { consumes: [...contract.consumes] } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: {
        // A raw route answers a file: no 200 schema (Fastify sends a Buffer as it is), errors stay enveloped.
        ...(contract.raw ? {} : { 200: contract.response ?? envelopeSchema(contract.data) }),
        "4xx": ErrorEnvelopeSchema,
        "5xx": ErrorEnvelopeSchema,
      },
    },
    // Access is checked before the body is parsed or validated: an anonymous caller learns nothing about inputs.
    onRequest: async (request) =>
      enforceAccess(request, contract.access, { allowDuringPasswordReset: contract.allowDuringPasswordReset === true }),
    // Writes about a senior stay within the caller's care relationship or carry a break-glass reason.
    ...(checksCareRelationship(contract)
      ? { preHandler: async (request: FastifyRequest) => enforceCareRelationship(app.prisma, request, contract) }
      : {}),
    handler: handler as never,
  });
}
