import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../apps/api/src/app.js";
import { contentSecurityPolicy } from "../../apps/api/src/plugins/security-headers.js";
import { ROOT } from "../support/databases.js";
import { createTestEnv, type TestEnv } from "../support/test-env.js";

// Issue 20 item 6: security headers on every answer of the API and of the portal it serves, and in the nginx
// configuration that serves the portal under docker compose.

/** Directive name → its sources, from a Content-Security-Policy header value. */
function parseCsp(value: string): Record<string, string[]> {
  return Object.fromEntries(
    value
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectPortalPolicy(csp: Record<string, string[]>, websocket: string): void {
  expect(csp["default-src"]).toEqual(["'self'"]);
  // No 'unsafe-inline' / 'unsafe-eval' / nonce: an injected script has nowhere to run.
  expect(csp["script-src"]).toEqual(["'self'"]);
  expect(csp["script-src-attr"]).toEqual(["'none'"]);
  expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["connect-src"]).toContain("'self'");
  expect(csp["connect-src"]).toContain(websocket);
  expect(csp["img-src"]).toContain("https://tile.openstreetmap.org");
}

let env: TestEnv;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the portal build: the headers do not depend on what index.html holds.
  webDist = mkdtempSync(join(tmpdir(), "care-headers-web-"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Care Portal</title>");
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "assets", "index-B4x9Qe1a.js"), "console.log('portal')");
  writeFileSync(join(webDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  env = await createTestEnv({
    env: {
      WEB_DIST: webDist,
      SOKETI_PUBLIC_HOST: "rt.care.test",
      SOKETI_PUBLIC_PORT: "6443",
      // The peer of inject() is 127.0.0.1: trusting it lets a test say the answer went over TLS at a proxy.
      TRUST_PROXY: "127.0.0.1",
    },
  });
  app = await buildApp({ config: env.config, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await env?.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  const csp = parseCsp(String(res.headers["content-security-policy"]));
  expectPortalPolicy(csp, "ws://rt.care.test:6443");
  // The S3 store the portal uploads to (presigned POST) and shows images from (signed GET urls).
  const store = `http://127.0.0.1:${env.config.S3_PORT}`;
  expect(csp["connect-src"]).toContain(store);
  expect(csp["img-src"]).toContain(store);
}

describe("the API's answers", () => {
  it.each([
    ["a public route", "POST", "/api/cognito/authentication/password-validate", 200],
    ["a route refused before its handler", "GET", "/api/cognito/secret-data", 401],
    ["an unknown API path", "GET", "/api/no-such-route", 404],
  ] as const)("carry the security headers: %s", async (_what, method, url, status) => {
    const res = await app.inject({ method, url, payload: method === "POST" ? { password: "x" } : undefined });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
  });

  it("send HSTS only when the request came over TLS", async () => {
    const plain = await app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const tls = await app.inject({
      method: "GET",
      url: "/api/no-such-route",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(tls.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });
});

describe("the portal the API serves", () => {
  it.each(["/", "/login", "/index.html"])("%s carries the security headers", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expectSecurityHeaders(res);
  });
});

describe("how long a browser keeps the portal's files", () => {
  it("keeps the hashed files under assets/ for good", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/index-B4x9Qe1a.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/", "/index.html", "/care-dashboard", "/favicon.svg"])("asks again for %s every time", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the same from docker/nginx.conf (the portal under docker compose)", () => {
    const conf = readFileSync(join(ROOT, "docker/nginx.conf"), "utf8");
    expect(conf).toContain('~^/assets/ "public, max-age=31536000, immutable";');
    expect(conf).toContain('default "no-cache";');
    expect(conf).toContain("add_header Cache-Control $care_cache_control;");
  });
});

describe("the object store in the policy", () => {
  it("is the store's public address when it has one (S3_PUBLIC_ENDPOINT), the one presigned urls point at", () => {
    const csp = contentSecurityPolicy({ ...env.config, S3_PUBLIC_ENDPOINT: "https://files.care.test/care-reports" });
    expect(csp["connect-src"]).toContain("https://files.care.test");
    expect(csp["img-src"]).toContain("https://files.care.test");
    expect(csp["connect-src"]).not.toContain(`http://127.0.0.1:${env.config.S3_PORT}`);
  });
});

describe("docker/nginx.conf (the portal under docker compose)", () => {
  const conf = readFileSync(join(ROOT, "docker/nginx.conf"), "utf8");
  // add_header lines of the block that serves the portal (`location / { ... }`).
  const portalBlock = /location \/ \{([\s\S]*?)\n {2}\}/.exec(conf)?.[1] ?? "";
  const headers = Object.fromEntries(
    [...portalBlock.matchAll(/^\s*add_header\s+([\w-]+)\s+("([^"]*)"|(\S+))\s+always;$/gm)].map((m) => [
      (m[1] as string).toLowerCase(),
      m[3] ?? m[4],
    ]),
  );

  it("sends the security headers on every answer of the portal (always: error pages too)", () => {
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["x-frame-options"]).toBe("DENY");
    const csp = parseCsp(headers["content-security-policy"] ?? "");
    // The template's placeholders, substituted at start from the web service's SOKETI_PUBLIC_* (compose.test.ts).
    expectPortalPolicy(csp, "ws://${SOKETI_PUBLIC_HOST}:${SOKETI_PUBLIC_PORT}");
  });

  it("sends HSTS only over TLS", () => {
    expect(headers["strict-transport-security"]).toBe("$care_hsts");
    expect(conf).toMatch(/map \$scheme \$care_hsts \{\s*https "max-age=63072000; includeSubDomains";\s*default "";/);
  });

  it("leaves the API's answers to the API's own headers (one copy of each)", () => {
    const apiBlock = /location \/api\/ \{([\s\S]*?)\n {2}\}/.exec(conf)?.[1] ?? "";
    expect(apiBlock).toContain("proxy_pass http://api_replicas;");
    expect(apiBlock).not.toMatch(/^\s*add_header/m);
    expect(conf.slice(0, conf.indexOf("location"))).not.toMatch(/^\s*add_header/m);
  });
});
