import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONFIG_KEYS, loadConfig, REPORTS_NODE_OPTIONS } from "@care/infra";
import { ROOT } from "../support/databases.js";

interface Service {
  build?: unknown;
  image?: string;
  environment?: Record<string, string> | string[];
  depends_on?: Record<string, unknown>;
  healthcheck?: unknown;
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string; aliases?: string[] } | null>;
  profiles?: string[];
  entrypoint?: string[];
  command?: string[];
}

// Docker cannot run on these machines, so the compose file is kept correct by reading it here.
const compose = parse(readFileSync(join(ROOT, "docker-compose.yml"), "utf8"), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config?: { subnet: string }[] } } | null>;
};
const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
const withSecrets = readFileSync(join(ROOT, "docker/with-secrets.sh"), "utf8");

/** The second replica of each scaled service (`docker compose --profile scale up`) and the service it copies. */
const SCALE_REPLICAS = ["api-2", "worker-2", "worker-alarms-2", "worker-reports-2", "soketi-2"];
const firstOf = (replica: string): string => replica.replace(/-2$/, "");

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
    Object.entries(envOf(s)).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, "$1")]),
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
      [
        "api",
        "api-2",
        "migrate",
        "simulator",
        "web",
        "worker",
        "worker-2",
        "worker-alarms",
        "worker-alarms-2",
        "worker-reports",
        "worker-reports-2",
      ].sort(),
    );
    // NODE_OPTIONS is node's own (the reports worker's heap cap), read before any of our code runs.
    const nodes = ["NODE_OPTIONS"];
    for (const [name, service] of ours) {
      const unknown = Object.keys(envOf(service)).filter((k) => !CONFIG_KEYS.includes(k) && !nodes.includes(k));
      expect(unknown, `${name} uses names outside the config schema`).toEqual([]);
    }
  });

  it("gives each of our services an environment the config schema accepts, with the secrets the wrapper adds", () => {
    // What docker/with-secrets.sh exports at start, with values as random as the generated ones.
    // Not the single sign-on client's secret: the operator puts it in the volume together with the other SSO_*
    // settings, which this stack leaves unset (and the config refuses one of them alone).
    const generated = Object.fromEntries(
      WRAPPER_NAMES.filter((k) => k !== "SSO_CLIENT_SECRET").map((k) => [k, randomBytes(32).toString("hex")]),
    );
    for (const [name, service] of Object.entries(compose.services).filter(([, s]) => s.build && s.environment)) {
      const env = resolvedEnv(service);
      const withGenerated = name === "web" ? env : { ...generated, ...env };
      expect(() => loadConfig(withGenerated), name).not.toThrow();
    }
  });

  it("runs the alarm path in a worker of its own, report builds in another and everything else in the third", () => {
    expect(envOf(compose.services["worker-alarms"] as Service).WORKER_ROLE).toBe("alarms");
    expect(envOf(compose.services["worker-reports"] as Service).WORKER_ROLE).toBe("reports");
    expect(envOf(compose.services.worker as Service).WORKER_ROLE).toBe("pipeline");
    // The same heap cap as npm start gives the reports process.
    expect(envOf(compose.services["worker-reports"] as Service).NODE_OPTIONS).toBe(REPORTS_NODE_OPTIONS);
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
    // Everything else runs by default, but for the second replicas of `--profile scale`.
    for (const [name, s] of Object.entries(compose.services).filter(([n]) => n !== "simulator")) {
      expect(s.profiles, name).toEqual(SCALE_REPLICAS.includes(name) ? ["scale"] : undefined);
    }
  });

  it("publishes no API port: the API is reached through nginx only", () => {
    expect(compose.services.api?.ports).toBeUndefined();
    const published = Object.entries(compose.services)
      .filter(([, s]) => s.ports)
      .map(([name, s]) => [name, s.ports]);
    expect(Object.fromEntries(published)).toEqual({
      // The portal and /api, and the browser's websocket (nginx proxies it to the soketi replicas).
      web: ["8080:80", "6001:6001"],
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
    expect(compose.networks.edge?.ipam?.config).toEqual([{ subnet: "172.31.250.0/28" }]);
    for (const name of ["api", "api-2"]) {
      expect(resolvedEnv(compose.services[name] as Service).TRUST_PROXY, name).toBe(edge?.ipv4_address);
    }
    expect(compose.services.api?.networks).toEqual(["default", "edge"]);
    // Nobody else trusts a proxy.
    for (const [name, s] of Object.entries(compose.services).filter(([n]) => n !== "api" && n !== "api-2")) {
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
      ["redis_password", 24],
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
        "REDIS_PASSWORD",
        "SOKETI_DB_REDIS_PASSWORD",
      ]),
    );
    // Our Node image starts through the wrapper; soketi, MinIO and its init job are wrapped in compose.
    expect(dockerfile).toMatch(
      /^FROM deps AS source\n(?:.*\n)*?ENTRYPOINT \["\/bin\/sh", "\/app\/docker\/with-secrets.sh"\]$/m,
    );
    for (const name of ["soketi", "minio", "minio-init"]) {
      expect(compose.services[name]?.entrypoint?.slice(0, 2), name).toEqual(["/bin/sh", "/care/with-secrets.sh"]);
    }
    const readers = [...nodeServices().map(([n]) => n), "postgres", "redis", "soketi", "minio", "minio-init"];
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

// Issue 25 item 9: Redis requires a password, generated into the secrets volume like the others; every client gets it
// at start. The two scripts run here for real, on a directory of this test's own.
describe("docker-compose.yml Redis password", () => {
  let dir: string;
  let password: string;

  /** The environment docker/with-secrets.sh hands to a service's program (the service's own, as compose gives it). */
  function wrapped(service: string, extra: Record<string, string> = {}): Record<string, string> {
    const env = { ...resolvedEnv(compose.services[service] as Service), ...extra };
    const out = execFileSync(
      "sh",
      [
        join(ROOT, "docker/with-secrets.sh"),
        process.execPath,
        "-e",
        "process.stdout.write(JSON.stringify(process.env))",
      ],
      { env: { PATH: process.env.PATH ?? "/usr/bin:/bin", CARE_SECRETS_DIR: dir, ...env }, encoding: "utf8" },
    );
    return JSON.parse(out) as Record<string, string>;
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "care-secrets-"));
    const generate = (): void => {
      execFileSync("sh", [join(ROOT, "docker/generate-secrets.sh")], {
        env: { ...process.env, CARE_SECRETS_DIR: dir },
      });
    };
    generate();
    password = readFileSync(join(dir, "redis_password"), "utf8");
    // A second start keeps every secret (Redis's data and live connections use it).
    generate();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("generates the password once and a Redis configuration that requires it", () => {
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(readFileSync(join(dir, "redis_password"), "utf8")).toBe(password);
    expect(readFileSync(join(dir, "redis.conf"), "utf8")).toBe(`requirepass ${password}\n`);
  });

  it("starts Redis with that configuration, from the volume, after the secrets job; its healthcheck signs in", () => {
    const redis = compose.services.redis as Service;
    expect(redis.command?.slice(0, 2)).toEqual(["redis-server", "/run/care-secrets/redis.conf"]);
    expect(redis.volumes).toContain("care-secrets:/run/care-secrets:ro");
    expect(redis.depends_on).toEqual({ secrets: { condition: "service_completed_successfully" } });
    expect(redis.healthcheck).toMatchObject({
      test: ["CMD-SHELL", 'REDISCLI_AUTH="$$(cat /run/care-secrets/redis_password)" redis-cli ping | grep -qx PONG'],
    });
  });

  it("gives every service that talks to Redis the password: ours in REDIS_URL, soketi's adapter its own", () => {
    const clients = nodeServices().filter(([, s]) => envOf(s).REDIS_URL !== undefined);
    expect(clients.map(([n]) => n).sort()).toEqual(
      [
        "api",
        "api-2",
        "migrate",
        "simulator",
        "worker",
        "worker-2",
        "worker-alarms",
        "worker-alarms-2",
        "worker-reports",
        "worker-reports-2",
      ].sort(),
    );
    for (const [name] of clients) {
      const env = wrapped(name);
      expect(env.REDIS_URL, name).toBe(`redis://:${password}@redis:6379`);
      expect(() => loadConfig(env), name).not.toThrow();
      // ioredis (and BullMQ, which builds its connections from the same URL) signs in with it.
      const client = new Redis(env.REDIS_URL as string, { lazyConnect: true });
      expect(client.options.password, name).toBe(password);
      expect(client.options.host, name).toBe("redis");
      client.disconnect();
    }
    for (const name of ["soketi", "soketi-2"]) {
      expect(wrapped(name).SOKETI_DB_REDIS_PASSWORD, name).toBe(password);
    }
  });

  it("keeps a REDIS_URL that already carries credentials", () => {
    const own = "redis://:mine@elsewhere:6380/2";
    expect(wrapped("api", { REDIS_URL: own }).REDIS_URL).toBe(own);
  });
});

// Issue 21 item 3: `docker compose --profile scale up` runs 2 API, 2 pipeline worker, 2 alarm worker and 2 soketi
// replicas behind nginx (docs/scaling.md "Running as several replicas").
describe("docker-compose.yml --profile scale", () => {
  const nginx = readFileSync(join(ROOT, "docker/nginx.conf"), "utf8");
  const inScale = (name: string): boolean => {
    const profiles = compose.services[name]?.profiles;
    return profiles === undefined || profiles.includes("scale");
  };

  it("runs two of the API, each worker role and soketi, one of everything else", () => {
    const running = Object.keys(compose.services).filter(inScale);
    const count = (pick: (s: Service) => boolean): number =>
      running.filter((n) => pick(compose.services[n] as Service)).length;
    const target = (s: Service): string | undefined => (s.build as { target?: string } | undefined)?.target;
    expect(count((s) => target(s) === "api")).toBe(2);
    expect(count((s) => target(s) === "worker" && envOf(s).WORKER_ROLE === "pipeline")).toBe(2);
    expect(count((s) => target(s) === "worker" && envOf(s).WORKER_ROLE === "alarms")).toBe(2);
    expect(count((s) => target(s) === "worker" && envOf(s).WORKER_ROLE === "reports")).toBe(2);
    expect(count((s) => s.image?.startsWith("quay.io/soketi/soketi:") === true)).toBe(2);
    expect(count((s) => target(s) === "web")).toBe(1);
    expect(count((s) => s.image?.startsWith("postgres:") === true)).toBe(1);
    expect(count((s) => s.image?.startsWith("redis:") === true)).toBe(1);
  });

  it("makes each second replica a copy of its first: same image, environment, secrets and dependencies", () => {
    for (const replica of SCALE_REPLICAS) {
      const { profiles, networks: _a, ...copy } = compose.services[replica] as Service;
      const { profiles: none, networks: _b, ...first } = compose.services[firstOf(replica)] as Service;
      expect(profiles, replica).toEqual(["scale"]);
      expect(none, firstOf(replica)).toBeUndefined();
      expect(copy, replica).toEqual(first);
    }
    // Reached through nginx only, like the first.
    expect(compose.services["api-2"]?.ports).toBeUndefined();
  });

  it("puts each second replica under its first's name, where nginx and the publishers look it up", () => {
    expect(compose.services["api-2"]?.networks).toEqual({ default: {}, edge: { aliases: ["api"] } });
    expect(compose.services.soketi?.networks).toEqual(["default", "edge"]);
    expect(compose.services["soketi-2"]?.networks).toEqual({
      default: { aliases: ["soketi"] },
      edge: { aliases: ["soketi"] },
    });
    for (const name of ["api", "api-2", "worker", "worker-2", "worker-alarms", "worker-alarms-2"]) {
      expect(resolvedEnv(compose.services[name] as Service).SOKETI_HOST, name).toBe("soketi");
    }
    // The edge network holds nginx, both API and both soketi replicas and MinIO (a /28: 13 addresses for containers).
    expect(compose.networks.edge?.ipam?.config?.[0]?.subnet).toBe("172.31.250.0/28");
  });

  it("serves the bucket on the portal's origin, for which the API makes its presigned urls", () => {
    const env = resolvedEnv(compose.services.api as Service);
    // The web service publishes nginx's port 80 as 8080 on the host: the origin a browser on that host uses.
    expect(compose.services.web?.ports).toContain("8080:80");
    expect(env.S3_PUBLIC_ENDPOINT).toBe("http://localhost:8080");
    expect(env.S3_BUCKET).toBe("care-reports");
    const bucket = /location \/care-reports \{([^}]*)\}/.exec(nginx)?.[1] ?? "";
    expect(bucket).toContain("proxy_pass http://minio:9000;");
    // The host is part of every presigned url's signature: it must reach MinIO as the browser sent it.
    expect(bucket).toContain("proxy_set_header Host $http_host;");
    expect(bucket).toContain("client_max_body_size 16m;");
    expect(bucket).toContain(`add_header Content-Security-Policy "default-src 'none'; sandbox" always;`);
    expect(compose.services.minio?.networks).toEqual(["default", "edge"]);
  });

  it("joins the soketi replicas through Redis (soketi's Redis adapter)", () => {
    for (const name of ["soketi", "soketi-2"]) {
      const env = envOf(compose.services[name] as Service);
      expect(env, name).toMatchObject({
        SOKETI_ADAPTER_DRIVER: "redis",
        SOKETI_ADAPTER_REDIS_PREFIX: "care",
        SOKETI_DB_REDIS_HOST: "redis",
        SOKETI_DB_REDIS_PORT: "6379",
      });
      expect(compose.services[name]?.depends_on, name).toHaveProperty("redis", { condition: "service_healthy" });
      expect(compose.services[name]?.ports, name).toBeUndefined();
    }
  });

  it("balances /api and the websocket in nginx over every replica, re-resolving the names", () => {
    expect(nginx).toMatch(/^resolver 127\.0\.0\.11 valid=10s ipv6=off;$/m);
    expect(nginx).toMatch(/upstream api_replicas \{\s*zone api_replicas 64k;\s*server api:4000 resolve;\s*\}/);
    expect(nginx).toMatch(/upstream soketi_replicas \{\s*zone soketi_replicas 64k;\s*server soketi:6001 resolve;\s*\}/);
    const api = /location \/api\/ \{([\s\S]*?)\n {2}\}/.exec(nginx)?.[1] ?? "";
    expect(api).toContain("proxy_pass http://api_replicas;");
    const ws = /server \{\s*listen 6001;[\s\S]*?location \/app\/ \{([\s\S]*?)\n {2}\}/.exec(nginx)?.[1] ?? "";
    expect(ws).toContain("proxy_pass http://soketi_replicas;");
    expect(ws).toContain("proxy_set_header Upgrade $http_upgrade;");
    expect(ws).toContain("proxy_set_header Connection $connection_upgrade;");
    // `server … resolve` in an upstream needs nginx 1.27.3 or later.
    expect(dockerfile).toMatch(/^FROM nginx:1\.28-alpine AS web$/m);
  });
});
