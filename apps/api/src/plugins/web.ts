import { existsSync } from "node:fs";
import { resolve } from "node:path";
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
    await app.register(fastifyStatic, { root: dist, prefix: "/", wildcard: false, index: ["index.html"] });
    app.get("/*", { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      if (path === "/api" || path.startsWith("/api/")) throw new AppError("NOT_FOUND", `Route GET ${path} not found`);
      return reply.sendFile("index.html");
    });
  },
  { name: "web" },
);
