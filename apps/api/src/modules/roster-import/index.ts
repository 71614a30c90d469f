import type { FastifyInstance } from "fastify";
import { createGeocodingService, geocodingProviderFromConfig } from "../geocoding/service.js";
import { rosterImportRoutesPlugin } from "./routes.js";
import { createRosterImportService } from "./service.js";

/** Roster import: a members CSV checked with the Add User rules, then upserted by a job (docs/roster-import.md). */
export async function rosterImportModule(app: FastifyInstance): Promise<void> {
  // The rows' addresses are placed by the same geocoder as Add User's (docs/geocoding.md).
  const geocoding = createGeocodingService(geocodingProviderFromConfig(app.config));
  const rosters = createRosterImportService({ prisma: app.prisma, geocoding, queues: app.queues });
  await app.register(rosterImportRoutesPlugin, { rosters });
}
