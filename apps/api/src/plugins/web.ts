import { existsSync } from "node:fs";
import { resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.js";

/**
 * Serves the built portal on the same origin as the API (spec 1 §7: all calls go to /api on the same origin).
 * Unknown non-API paths get index.html so the portal's router decides (and shows its own 404 page).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { dist?: string }): Promise<void> => {
    const dist = opts.dist ? resolve(opts.dist) : undefined;
    if (!dist || !existsSync(resolve(dist, "index.html"))) {
      if (dist) app.log.warn({ dist }, "portal build not found; serving the API only");
      return;
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: "/",
      wildcard: false,
      index: ["index.html"],
      // Vite names every file under assets/ by its content's hash, so a browser may keep them for good (and keep
      // their compiled code): a new build has new names. index.html, which names them, is asked again each time.
      setHeaders: (reply, path) => {
        reply.header("cache-control", isHashedAsset(dist, path) ? IMMUTABLE : "no-cache");
      },
    });
    app.get("/*", { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      if (path === "/api" || path.startsWith("/api/")) throw new AppError("NOT_FOUND", `Route GET ${path} not found`);
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    });
  },
  { name: "web" },
);

const IMMUTABLE = "public, max-age=31536000, immutable";

function isHashedAsset(dist: string, path: string): boolean {
  return resolve(path).startsWith(resolve(dist, "assets") + sep);
}
