import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { s3PublicEndpoint, type Config } from "@care/infra";

/** Two years, the preload list's minimum; sent only on answers that travelled over TLS. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

type CspConfig = Pick<
  Config,
  | "SOKETI_HOST"
  | "SOKETI_PORT"
  | "SOKETI_PUBLIC_HOST"
  | "SOKETI_PUBLIC_PORT"
  | "SOKETI_USE_TLS"
  | "MAP_TILE_URL"
  | "S3_ENDPOINT"
  | "S3_PUBLIC_ENDPOINT"
  | "S3_PORT"
>;

/** The websocket the portal opens: the same host and port GET /api/cognito/secret-data hands it. */
function realtimeSource(c: CspConfig): string {
  const host = c.SOKETI_PUBLIC_HOST ?? c.SOKETI_HOST;
  const port = c.SOKETI_PUBLIC_PORT ?? c.SOKETI_PORT;
  return `${c.SOKETI_USE_TLS ? "wss" : "ws"}://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** Origin of the map tile template; Leaflet's {s} subdomain placeholder becomes a wildcard. */
function tileSource(template: string): string | undefined {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return undefined;
  return `${match[1]}${(match[2] as string).replace("{s}", "*")}`;
}

/**
 * The portal's Content-Security-Policy. Scripts come only from this origin (the Vite build has no inline script),
 * so an injected script has nowhere to run. Styles allow 'unsafe-inline': MUI's emotion inserts <style> elements
 * at run time, and a nonce would need index.html rendered per request by both the API and nginx; a style cannot
 * execute code. connect-src adds the realtime websocket and the object store (presigned POST uploads); img-src
 * adds the object store (signed GET urls of uploaded images) and the map tile server.
 */
export function contentSecurityPolicy(c: CspConfig): Record<string, string[]> {
  const tiles = tileSource(c.MAP_TILE_URL);
  const objectStore = new URL(s3PublicEndpoint(c)).origin;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", objectStore, ...(tiles ? [tiles] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", realtimeSource(c), objectStore],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * Security headers on every answer of the API and of the portal it serves (issue 20 item 6), through
 * @fastify/helmet. Registered first, so its onRequest hook runs before any hook that can end a request early
 * (rate limit, access): a 401, 404 or 429 carries the headers too.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }): Promise<void> => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts.config) },
      // The reset mail's link carries the one-time code in its query: never hand the URL to another site.
      referrerPolicy: { policy: "no-referrer" },
      frameguard: { action: "deny" },
      // HSTS only where the answer went over TLS (below); on plain HTTP the header would be meaningless at best.
      strictTransportSecurity: false,
    });
    app.addHook("onRequest", async (request, reply) => {
      // request.protocol follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (request.protocol === "https") void reply.header("strict-transport-security", HSTS_VALUE);
    });
  },
  { name: "security-headers" },
);
