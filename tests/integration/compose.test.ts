import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONFIG_KEYS, loadConfig } from "@care/infra";
import { ROOT } from "../support/databases.js";

interface Service {
  build?: unknown;
  image?: string;
  environment?: Record<string, string> | string[];
  depends_on?: Record<string, unknown>;
  healthcheck?: unknown;
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  profiles?: string[];
  entrypoint?: string[];
}

// Docker cannot run on these machines, so the compose file is kept correct by reading it here.
const compose = parse(readFileSync(join(ROOT, "docker-compose.yml"), "utf8"), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config?: { subnet: string }[] } } | null>;
};
const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
const withSecrets = readFileSync(join(ROOT, "docker/with-secrets.sh"), "utf8");

/** Names docker/with-secrets.sh exports from the generated secrets (`: "${NAME:=...}"`). */
const WRAPPER_NAMES = [...withSecrets.matchAll(/^\s*: "\$\{([A-Z0-9_]+):=/gm)].map((m) => m[1] as string);

/** Our Node services: built from this repository, started through the Dockerfile's ENTRYPOINT (the wrapper). */
const nodeServices = (): [string, Service][] =>
  Object.entries(compose.services).filter(([name, s]) => s.build !== undefined && name !== "web");

function envOf(s: Service): Record<string, string> {
  if (Array.isArray(s.environment)) {
    return Object.fromEntries(s.environment.map((kv) => kv.split("=", 2) as [string, string]));
  }
  return s.environment ?? {};
}

/** The environment as compose gives it without a .env file: ${VAR:-default} becomes its default. */
function resolvedEnv(s: Service): Record<string, string> {
  return Object.fromEntries(
    Object.entries(envOf(s)).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, "$1")]),
  );
}

describe("docker-compose.yml", () => {
  it("runs every part of the stack", () => {
    for (const name of ["postgres", "redis", "soketi", "minio", "api", "worker", "worker-alarms", "web", "simulator"]) {
      expect(compose.services, name).toHaveProperty(name);
    }
  });

  it("gives the long-running services healthchecks", () => {
    for (const name of ["postgres", "redis", "soketi", "minio", "api", "web"]) {
      expect(compose.services[name]?.healthcheck, name).toBeDefined();
    }
  });

  it("uses only environment names the config schema knows, for every service built from this repo", () => {
    const ours = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);
    expect(ours.map(([n]) => n).sort()).toEqual(
      ["api", "migrate", "simulator", "web", "worker", "worker-alarms"].sort(),
    );
    for (const [name, service] of ours) {
      const unknown = Object.keys(envOf(service)).filter((k) => !CONFIG_KEYS.includes(k));
      expect(unknown, `${name} uses names outside the config schema`).toEqual([]);
    }
  });

  it("gives each of our services an environment the config schema accepts, with the secrets the wrapper adds", () => {
    // What docker/with-secrets.sh exports at start, with values as random as the generated ones.
    const generated = Object.fromEntries(WRAPPER_NAMES.map((k) => [k, randomBytes(32).toString("hex")]));
    for (const [name, service] of Object.entries(compose.services).filter(([, s]) => s.build && s.environment)) {
      const env = resolvedEnv(service);
      const withGenerated = name === "web" ? env : { ...generated, ...env };
      expect(() => loadConfig(withGenerated), name).not.toThrow();
    }
  });

  it("runs the alarm path in a worker of its own and everything else in the other", () => {
    expect(envOf(compose.services["worker-alarms"] as Service).WORKER_ROLE).toBe("alarms");
    expect(envOf(compose.services.worker as Service).WORKER_ROLE).toBe("pipeline");
  });

  it("builds every target the Dockerfile defines", () => {
    for (const [name, s] of Object.entries(compose.services).filter(([, s]) => s.build)) {
      const target = (s.build as { target: string }).target;
      expect(dockerfile, name).toMatch(new RegExp(`^FROM .+ AS ${target}$`, "m"));
    }
  });
});

// Issue 20 items 2, 3 and 5: what `docker compose up` runs must be a production deployment.
describe("docker-compose.yml runs production by default", () => {
  it("runs our Node services with NODE_ENV=production", () => {
    for (const [name, s] of nodeServices()) expect(resolvedEnv(s).NODE_ENV, name).toBe("production");
  });

  it("never switches the development mailbox on", () => {
    for (const [name, s] of Object.entries(compose.services)) {
      expect(["false", undefined], name).toContain(resolvedEnv(s).DEV_MAILBOX);
    }
  });

  it("loads demo data only when SEED_DEMO=true is given (default false)", () => {
    expect(resolvedEnv(compose.services.migrate as Service).SEED_DEMO).toBe("false");
    expect(envOf(compose.services.migrate as Service).SEED_DEMO).toBe("${SEED_DEMO:-false}");
    for (const [name, s] of Object.entries(compose.services).filter(([n]) => n !== "migrate")) {
      expect(envOf(s).SEED_DEMO, name).toBeUndefined();
    }
  });

  it("runs the simulator (fake vitals for the demo seniors) only in the demo profile", () => {
    expect(compose.services.simulator?.profiles).toEqual(["demo"]);
    for (const [name, s] of Object.entries(compose.services).filter(([n]) => n !== "simulator")) {
      expect(s.profiles, name).toBeUndefined();
    }
  });

  it("publishes no API port: the API is reached through nginx only", () => {
    expect(compose.services.api?.ports).toBeUndefined();
    const published = Object.entries(compose.services)
      .filter(([, s]) => s.ports)
      .map(([name, s]) => [name, s.ports]);
    expect(Object.fromEntries(published)).toEqual({
      web: ["8080:80"],
      // The browser's websocket.
      soketi: ["6001:6001"],
      // For tools on this machine only.
      postgres: ["127.0.0.1:5432:5432"],
      redis: ["127.0.0.1:6379:6379"],
    });
  });

  it("trusts X-Forwarded-For from the nginx hop only", () => {
    const web = compose.services.web as Service;
    const edge = (web.networks as Record<string, { ipv4_address?: string }>).edge;
    expect(Object.keys(web.networks ?? {})).toEqual(["edge"]);
    expect(edge?.ipv4_address).toBe("172.31.250.2");
    expect(compose.networks.edge?.ipam?.config).toEqual([{ subnet: "172.31.250.0/29" }]);
    expect(resolvedEnv(compose.services.api as Service).TRUST_PROXY).toBe(edge?.ipv4_address);
    expect(compose.services.api?.networks).toEqual(["default", "edge"]);
    // Nobody else trusts a proxy.
    for (const [name, s] of Object.entries(compose.services).filter(([n]) => n !== "api")) {
      expect(envOf(s).TRUST_PROXY, name).toBeUndefined();
    }
  });

  it("gives nginx's CSP the websocket the API hands the portal", () => {
    const web = resolvedEnv(compose.services.web as Service);
    const api = resolvedEnv(compose.services.api as Service);
    expect(web).toEqual({ SOKETI_PUBLIC_HOST: api.SOKETI_PUBLIC_HOST, SOKETI_PUBLIC_PORT: api.SOKETI_PUBLIC_PORT });
    expect(dockerfile).toContain("ENV NGINX_ENVSUBST_FILTER=^SOKETI_PUBLIC_");
    expect(dockerfile).toContain("COPY docker/nginx.conf /etc/nginx/templates/default.conf.template");
  });

  it("writes no secret: credentials come from the generated care-secrets volume", () => {
    const secretName = /SECRET|PASSWORD|TOKEN|_KEY$|_KEY_ID$|ROOT_USER$/;
    for (const [name, s] of Object.entries(compose.services)) {
      for (const [k, v] of Object.entries(envOf(s))) {
        // A *_FILE variable names a file in the volume, not a value.
        if (k.endsWith("_FILE")) expect(String(v), `${name}.${k}`).toMatch(/^\/run\/care-secrets\//);
        else expect(k, `${name} sets ${k} in docker-compose.yml`).not.toMatch(secretName);
        // No user:password@ in a connection URL.
        expect(String(v), `${name}.${k}`).not.toMatch(/:\/\/[^/@\s]*:[^/@\s]*@/);
      }
    }
  });

  it("generates every secret once, with the kernel's CSPRNG, and hands it to every service that needs it", () => {
    const generate = readFileSync(join(ROOT, "docker/generate-secrets.sh"), "utf8");
    const files = [...generate.matchAll(/^generate (\w+) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]);
    expect(files).toEqual([
      ["jwt_secret", 32],
      ["soketi_app_key", 16],
      ["soketi_app_secret", 32],
      ["minio_root_user", 8],
      ["minio_root_password", 32],
      ["postgres_password", 24],
    ]);
    expect(generate).toContain('head -c "$1" /dev/urandom');
    expect(compose.services.secrets?.volumes).toContain("care-secrets:/run/care-secrets");
    // Every name production requires a real value for comes from the wrapper.
    expect(WRAPPER_NAMES).toEqual(
      expect.arrayContaining([
        "JWT_SECRET",
        "SOKETI_APP_KEY",
        "SOKETI_APP_SECRET",
        "S3_ACCESS_KEY_ID",
        "S3_SECRET_ACCESS_KEY",
        "PGPASSWORD",
      ]),
    );
    // Our Node image starts through the wrapper; soketi, MinIO and its init job are wrapped in compose.
    expect(dockerfile).toMatch(
      /^FROM deps AS source\n(?:.*\n)*?ENTRYPOINT \["\/bin\/sh", "\/app\/docker\/with-secrets.sh"\]$/m,
    );
    for (const name of ["soketi", "minio", "minio-init"]) {
      expect(compose.services[name]?.entrypoint?.slice(0, 2), name).toEqual(["/bin/sh", "/care/with-secrets.sh"]);
    }
    const readers = [...nodeServices().map(([n]) => n), "postgres", "soketi", "minio", "minio-init"];
    for (const name of readers) {
      expect(compose.services[name]?.volumes, name).toContain("care-secrets:/run/care-secrets:ro");
      expect(compose.services[name]?.depends_on, name).toBeDefined();
    }
    expect(envOf(compose.services.postgres as Service).POSTGRES_PASSWORD_FILE).toBe(
      "/run/care-secrets/postgres_password",
    );
  });

  it("refuses the stack's environment without the generated secrets (production needs them)", () => {
    expect(() => loadConfig(resolvedEnv(compose.services.api as Service))).toThrow(
      /JWT_SECRET: required in production/,
    );
  });
});
