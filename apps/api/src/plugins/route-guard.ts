import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ROUTE_TABLE, type RouteContract } from "@care/contracts";

// Routes that are documentation or static assets, not API operations.
const EXEMPT_PREFIXES = ["/api/docs"];

declare module "fastify" {
  interface FastifyInstance {
    /** Contracts of the route table that this instance does not serve (a test requires none). */
    unservedContracts(): RouteContract[];
  }
}

/**
 * No route is reachable without an access decision: every /api route must come from registerRoute with a
 * contract that is in the route table, or the API refuses to start. The converse (a contract nobody serves)
 * is not a security hole, so it is reported by `unservedContracts()` and failed by the route-table test.
 */
export const routeGuardPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    const known = new Set(ROUTE_TABLE.map((c) => `${c.method} ${c.path}`));
    const served = new Set<string>();
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith("/api") || EXEMPT_PREFIXES.some((p) => route.url.startsWith(p))) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((m) => m === "HEAD" || m === "OPTIONS")) return;
      const contract = route.config?.contract;
      const key = `${methods.find((m) => m !== "HEAD")} ${route.url}`;
      if (!contract || !known.has(key)) {
        throw new Error(`Route ${key} has no contract in ROUTE_TABLE: declare its access in packages/contracts`);
      }
      served.add(key);
    });
    app.decorate("unservedContracts", () =>
      ROUTE_TABLE.filter((c) => !served.has(`${c.method} ${c.path}`) && !(c.devOnly && !app.config.DEV_MAILBOX)),
    );
    app.addHook("onReady", async () => {
      const missing = app.unservedContracts();
      if (missing.length > 0) {
        app.log.warn({ routes: missing.map((c) => `${c.method} ${c.path}`) }, "contracts without a route");
      }
    });
  },
  { name: "route-guard" },
);
