import type { FastifyInstance } from "fastify";
import { ROSTER_MESSAGES, ROSTER_TEMPLATE_EXAMPLE, rosterImportRoutes as R } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { rosterTemplate } from "./csv.js";
import type { RosterImportService } from "./service.js";
import { readRosterUpload, registerRosterMultipart } from "./upload.js";

/** The roster import routes, in their own context with the CSV multipart parser. */
export async function rosterImportRoutesPlugin(
  app: FastifyInstance,
  opts: { rosters: RosterImportService },
): Promise<void> {
  const { rosters } = opts;
  await registerRosterMultipart(app);
  registerRoute(app, R.dryRun, async (req) =>
    ok(await rosters.dryRun(req.user, await readRosterUpload(req)), ROSTER_MESSAGES.checked),
  );
  registerRoute(app, R.start, async (req) =>
    ok(await rosters.start(req.user, await readRosterUpload(req)), ROSTER_MESSAGES.started),
  );
  registerRoute(app, R.status, async (req) => ok(await rosters.status(req.user, req.params.import_id)));
  registerRoute(app, R.template, async (_req, reply) => {
    void reply
      .type(R.template.raw.contentType)
      .header("content-disposition", 'attachment; filename="roster-template.csv"')
      .header("cache-control", "no-store");
    return Buffer.from(rosterTemplate(ROSTER_TEMPLATE_EXAMPLE), "utf8");
  });
}
