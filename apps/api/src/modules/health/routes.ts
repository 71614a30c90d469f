import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasAnyRole, healthRoutes, type Health } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { cachedCheck, HEALTH_CACHE_MS } from "./cache.js";
import { createHealthService } from "./service.js";

/** What an anonymous caller reads instead of a failing dependency's own message. */
export const HIDDEN_ERROR = "unavailable";

/** Does the request carry a valid access token of an Admin? (Health is public; the token is optional.) */
async function isAdmin(request: FastifyRequest): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    await request.jwtVerify();
  } catch {
    return false;
  }
  return hasAnyRole(request.user.roles ?? [], ["Admin"]);
}

/**
 * A dependency's error message names hosts, ports, buckets and driver internals: an Admin may read it, anyone
 * else (load balancers, monitors, strangers) learns only which dependency is down.
 */
export function withoutErrorDetail(health: Health): Health {
  const dependencies = Object.fromEntries(
    Object.entries(health.dependencies).map(([name, d]) => [
      name,
      { ...d, error: d.error === null ? null : HIDDEN_ERROR },
    ]),
  ) as Health["dependencies"];
  return { ...health, dependencies };
}

export async function healthModule(app: FastifyInstance): Promise<void> {
  const service = createHealthService(app);
  // Anonymous callers share one probe per HEALTH_CACHE_MS; an Admin checking an incident gets a new one.
  const checks = cachedCheck(() => service.check(), HEALTH_CACHE_MS);
  // Always 200 while the API itself answers; `data.status` and each dependency say what is degraded.
  registerRoute(app, healthRoutes.health, async (request) => {
    const admin = await isAdmin(request);
    const health = admin ? await checks.fresh() : await checks.cached();
    return ok(admin ? health : withoutErrorDetail(health), health.status === "ok" ? "Healthy" : "Degraded");
  });
}
