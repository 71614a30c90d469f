import type { FastifyInstance } from "fastify";
import { POA_MESSAGES, poaDocumentRoutes as R } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import type { PoaService } from "./service.js";

/** Power-of-attorney documents: attach an upload, the review queue, the signed url, approve / reject. */
export function registerPoaRoutes(app: FastifyInstance, poa: PoaService): void {
  registerRoute(app, R.uploadPoa, async (req) => ok(await poa.create(req.user, req.body), POA_MESSAGES.uploaded));
  registerRoute(app, R.listPoa, async (req) => ok(await poa.list(req.query.status, req.query.offset, req.query.limit)));
  registerRoute(app, R.poaUrl, async (req) => ok(await poa.signedUrl(req.query.poa_id)));
  registerRoute(app, R.reviewPoa, async (req) => {
    const doc = await poa.review(req.user, req.body);
    return ok(doc, doc.status === "approved" ? POA_MESSAGES.approved : POA_MESSAGES.rejected);
  });
}
