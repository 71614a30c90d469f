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
}

// Docker cannot run on these machines, so the compose file is kept correct by reading it here.
const compose = parse(readFileSync(join(ROOT, "docker-compose.yml"), "utf8"), { merge: true }) as {
  services: Record<string, Service>;
};

function envOf(s: Service): Record<string, string> {
  if (Array.isArray(s.environment)) {
    return Object.fromEntries(s.environment.map((kv) => kv.split("=", 2) as [string, string]));
  }
  return s.environment ?? {};
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

  it("gives each of our services an environment the config schema accepts", () => {
    for (const [name, service] of Object.entries(compose.services).filter(([, s]) => s.build && s.environment)) {
      // ${VAR:-default} becomes its default, as compose would do without a .env file.
      const env = Object.fromEntries(
        Object.entries(envOf(service)).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, "$1")]),
      );
      expect(() => loadConfig(env), name).not.toThrow();
    }
  });

  it("runs the alarm path in a worker of its own and everything else in the other", () => {
    expect(envOf(compose.services["worker-alarms"] as Service).WORKER_ROLE).toBe("alarms");
    expect(envOf(compose.services.worker as Service).WORKER_ROLE).toBe("pipeline");
  });

  it("builds every target the Dockerfile defines", () => {
    const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
    for (const [name, s] of Object.entries(compose.services).filter(([, s]) => s.build)) {
      const target = (s.build as { target: string }).target;
      expect(dockerfile, name).toMatch(new RegExp(`^FROM .+ AS ${target}$`, "m"));
    }
  });
});
