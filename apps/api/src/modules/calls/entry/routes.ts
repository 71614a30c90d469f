import type { FastifyInstance } from "fastify";
import { CALL_MESSAGES, callRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { CallEntryService } from "./service.js";

/** The call-entry popup's data and its save (spec 2 §3 'Call entry event'). */
export function registerCallEntryRoutes(app: FastifyInstance, entries: CallEntryService): void {
  registerRoute(app, R.callEntry, async (request) =>
    ok(await entries.record(request.user, request.body), CALL_MESSAGES.callEntryRecorded),
  );
  registerRoute(app, R.callEntryEvent, async (request) => ok(await entries.event(request.user, request.query)));
}
