import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("fills every default for an empty environment", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(4000);
    expect(c.NODE_ENV).toBe("development");
    expect(c.DATABASE_URL).toBe("postgresql://postgres@127.0.0.1:5432/care");
    expect(c.REDIS_URL).toBe("redis://127.0.0.1:6379");
    expect(c.ACCESS_TOKEN_TTL_S).toBe(900);
    expect(c.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(c.SIMULATOR_LIVE).toBe(true);
  });

  it("reads and coerces values", () => {
    const c = loadConfig({ PORT: "4100", SIMULATOR_LIVE: "false", SOKETI_PORT: "16001", LOG_LEVEL: "warn" });
    expect(c).toMatchObject({ PORT: 4100, SIMULATOR_LIVE: false, SOKETI_PORT: 16001, LOG_LEVEL: "warn" });
  });

  it("treats empty strings as unset (compose passes VAR= through)", () => {
    expect(loadConfig({ JWT_SECRET: "", PORT: "" }).PORT).toBe(4000);
  });

  it.each([
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "http://x" }, "REDIS_URL"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ SIMULATOR_LIVE: "maybe" }, "SIMULATOR_LIVE"],
    [{ QUEUE_PREFIX: "has space" }, "QUEUE_PREFIX"],
  ])("refuses %o naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).issues.some((i) => i.startsWith(`${name}:`))).toBe(true);
    }
  });

  it("requires real secrets in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET: required in production/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), SOKETI_APP_KEY: "k", SOKETI_APP_SECRET: "s" }),
    ).not.toThrow();
  });
});
