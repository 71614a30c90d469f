import type { FastifyInstance, FastifyRequest } from "fastify";
import { ingestRoutes } from "@care/contracts";
import { createSqlPool } from "@care/db";
import type { DeviceContext } from "@care/ingest";
import { badRequest } from "../../errors.js";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { createDeviceAuthenticator } from "./device-auth.js";
import { createJobEnqueuer } from "./enqueue-jobs.js";
import { createIngestService } from "./service.js";

/** 5000 watch events with positions stay well under 1 MiB; 4 MiB leaves room without inviting abuse. */
const INGEST_BODY_LIMIT = 4 * 1024 * 1024;
const ACCEPTED = "Accepted";

/**
 * Device ingestion under /api/ingest. This plugin scope replaces the body parsers: the signature covers the exact
 * bytes sent, so the only parser (JSON) verifies it on the raw body before parsing; the rest of the API keeps
 * Fastify's.
 */
export async function ingestModule(app: FastifyInstance): Promise<void> {
  // The ingest path's own pool: no Prisma on the hottest path, and no queueing behind the portal's requests.
  const db = createSqlPool(app.config.DATABASE_URL, app.config.DATABASE_POOL_MAX, "ingest");
  app.addHook("onClose", () => db.close());
  const auth = createDeviceAuthenticator({ db, replayWindowS: app.config.INGEST_REPLAY_WINDOW_S });
  const service = createIngestService({
    prisma: app.prisma,
    config: app.config,
    db,
    enqueue: createJobEnqueuer(db, app.prisma, app.queues, (err, ids) =>
      app.log.warn({ err, outbox: ids.map(String) }, "enqueue after commit failed; the outbox relay will retry"),
    ),
  });
  const devices = new WeakMap<FastifyRequest, DeviceContext>();

  // JSON only: every other parser of the API (form bodies, text) is removed in this scope, so any other content
  // type is a 415 and no body can reach a handler without its bytes having been verified against the signature.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: INGEST_BODY_LIMIT },
    async (request: FastifyRequest, raw: string | Buffer) => {
      const body = typeof raw === "string" ? raw : raw.toString("utf8");
      devices.set(request, await auth.authenticate(request.headers, body));
      try {
        return JSON.parse(body) as unknown;
      } catch (err) {
        throw badRequest(`Malformed JSON body: ${(err as Error).message}`, [{ field: "body", reason: "not JSON" }]);
      }
    },
  );
  // A request without a JSON body never reached the parser: authenticate it over the empty body so that an
  // unsigned caller still gets 401 before any validation message.
  app.addHook("preValidation", async (request) => {
    if (!devices.has(request)) devices.set(request, await auth.authenticate(request.headers, ""));
  });
  const deviceOf = (request: FastifyRequest): DeviceContext => devices.get(request) as DeviceContext;

  registerRoute(app, ingestRoutes.watchEvents, async (request) =>
    ok(await service.ingestWatch(deviceOf(request), request.body), ACCEPTED),
  );
  registerRoute(app, ingestRoutes.scaleMeasures, async (request) =>
    ok(await service.ingestScale(deviceOf(request), request.body), ACCEPTED),
  );
  registerRoute(app, ingestRoutes.sleepSeries, async (request) =>
    ok(await service.ingestSleep(deviceOf(request), request.body), ACCEPTED),
  );
  registerRoute(app, ingestRoutes.hubHeartbeat, async (request) =>
    ok(await service.heartbeat(deviceOf(request), request.body), ACCEPTED),
  );
}
