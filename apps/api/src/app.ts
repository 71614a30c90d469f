import { randomUUID } from "node:crypto";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "@care/infra";
import { mailerPlugin } from "./mail/plugin.js";
import { MODULES } from "./modules/index.js";
import { auditPlugin } from "./plugins/audit.js";
import { readAuditPlugin } from "./plugins/read-audit.js";
import { authPlugin } from "./plugins/auth.js";
import { errorHandlerPlugin, handleFrameworkError } from "./plugins/error-handler.js";
import { infrastructurePlugin, type InfrastructureOverrides } from "./plugins/infrastructure.js";
import { openapiPlugin } from "./plugins/openapi.js";
import { queuesPlugin } from "./plugins/queues.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { routeGuardPlugin } from "./plugins/route-guard.js";
import { securityHeadersPlugin } from "./plugins/security-headers.js";
import { timezonePlugin } from "./plugins/timezones.js";
import { wellFormedTextPlugin } from "./plugins/well-formed-text.js";
import { webPlugin } from "./plugins/web.js";

export interface BuildOptions extends InfrastructureOverrides {
  config: Config;
  /** Set false in tests that want silence; otherwise logs are JSON lines with the request id. */
  logger?: boolean;
}

const REQUEST_ID_HEADER = "x-request-id";
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The client's x-request-id when it is short and plain (letters, digits, ". _ -"), else a fresh UUID: the id lands
 * in every log line, the audit trail and the answer's header, so a newline or a 10 kB value must never get there.
 */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

function trustProxySetting(raw: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (raw === "true") return true;
  if (raw === "false") return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address: string, hop: number): boolean => hop < hops;
  }
  return raw;
}

/** Builds the API: plugins first, then one module per service, everything under /api. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.LOG_LEVEL, redact: ["req.headers.authorization", "req.headers.cookie"] },
    // Fastify would take any x-request-id as it is; requestId() accepts only a safe one (see there).
    requestIdHeader: false,
    genReqId: requestId,
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    ajv: { customOptions: { coerceTypes: false } },
    // A malformed URL or an over-long path parameter is refused before routing: answer it in the envelope too.
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });

  // First: its onRequest hook must run before any hook that can answer early (access, rate limit).
  await app.register(securityHeadersPlugin, { config });
  await app.register(infrastructurePlugin, { config, prisma: opts.prisma, redis: opts.redis });
  await app.register(errorHandlerPlugin);
  await app.register(queuesPlugin);
  await app.register(formbody);
  await app.register(authPlugin);
  await app.register(openapiPlugin);
  await app.register(routeGuardPlugin);
  await app.register(mailerPlugin);
  await app.register(rateLimitPlugin);
  await app.register(timezonePlugin);
  await app.register(wellFormedTextPlugin);
  await app.register(auditPlugin);
  await app.register(readAuditPlugin);
  for (const mod of MODULES) await app.register(mod);
  await app.register(webPlugin, { dist: config.WEB_DIST });
  return app;
}
