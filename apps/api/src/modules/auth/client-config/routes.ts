import type { FastifyInstance } from "fastify";
import { authRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";

/** Start-up configuration of the portal: configuration keys and the realtime connection details. */
export function registerClientConfigRoutes(app: FastifyInstance): void {
  registerRoute(app, authRoutes.clientConfiguration, async (request) => {
    const names = [...new Set(request.query.name)];
    const rows = await app.prisma.clientConfiguration.findMany({ where: { name: { in: names } } });
    const byName = new Map<string, unknown>(rows.map((r) => [r.name, r.value]));
    // The tile server is deployment configuration (MAP_TILE_URL); a database row may still override it.
    if (!byName.has("map_tile_url")) byName.set("map_tile_url", app.config.MAP_TILE_URL);
    // Every asked key is present in the answer; null means "not configured" (the portal uses its default).
    return ok(Object.fromEntries(names.map((n) => [n, byName.get(n) ?? null])));
  });

  registerRoute(app, authRoutes.secretData, async () => {
    const c = app.config;
    return ok({
      key: c.SOKETI_APP_KEY,
      // pusher-js requires a cluster; soketi ignores it.
      cluster: "mt1",
      host: c.SOKETI_PUBLIC_HOST ?? c.SOKETI_HOST,
      port: c.SOKETI_PUBLIC_PORT ?? c.SOKETI_PORT,
      use_tls: c.SOKETI_USE_TLS,
    });
  });
}
