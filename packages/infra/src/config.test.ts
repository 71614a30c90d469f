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

  it("defaults the sign-in lifetime and guess limits of issue 25", () => {
    expect(loadConfig({})).toMatchObject({
      REFRESH_FAMILY_MAX_AGE_S: 43_200,
      LOGIN_MAX_FAILURES: 5,
      LOGIN_LOCKOUT_S: 900,
      LOGIN_LOCKOUT_MAX_S: 86_400,
      LOGIN_ACCOUNT_MAX_FAILURES: 20,
      CODE_MAX_FAILURES: 10,
      CODE_LOCKOUT_S: 3600,
    });
    expect(loadConfig({ REFRESH_FAMILY_MAX_AGE_S: "3600", CODE_MAX_FAILURES: "3" })).toMatchObject({
      REFRESH_FAMILY_MAX_AGE_S: 3600,
      CODE_MAX_FAILURES: 3,
    });
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
    [{ DEMO_HISTORY_DAYS: "401" }, "DEMO_HISTORY_DAYS"],
    [{ QUEUE_PREFIX: "has space" }, "QUEUE_PREFIX"],
    [{ MAP_TILE_URL: "https://tiles.example/map.png" }, "MAP_TILE_URL"],
    [{ REFRESH_FAMILY_MAX_AGE_S: "0" }, "REFRESH_FAMILY_MAX_AGE_S"],
    [{ CODE_MAX_FAILURES: "0" }, "CODE_MAX_FAILURES"],
  ])("refuses %o naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).issues.some((i) => i.startsWith(`${name}:`))).toBe(true);
    }
  });

  // Everything production asks for, with values that are not the development defaults.
  const PRODUCTION = {
    NODE_ENV: "production",
    JWT_SECRET: "x".repeat(40),
    SOKETI_APP_KEY: "k",
    SOKETI_APP_SECRET: "s",
    S3_ACCESS_KEY_ID: "minio-user",
    S3_SECRET_ACCESS_KEY: "minio-password",
  };

  function issuesOf(env: Record<string, string>): string[] {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return (err as ConfigError).issues;
    }
  }

  it("requires real secrets in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET: required in production/);
    expect(() => loadConfig(PRODUCTION)).not.toThrow();
  });

  it("keeps the development mailbox and the demo data off unless switched on", () => {
    expect(loadConfig({})).toMatchObject({ DEV_MAILBOX: false, SEED_DEMO: false, DEMO_HISTORY_DAYS: 90 });
    expect(loadConfig({ DEMO_HISTORY_DAYS: "0" }).DEMO_HISTORY_DAYS).toBe(0);
    expect(loadConfig({ DEV_MAILBOX: "true", SEED_DEMO: "true" })).toMatchObject({
      DEV_MAILBOX: true,
      SEED_DEMO: true,
    });
  });

  it("refuses to boot production with the development mailbox on", () => {
    expect(issuesOf({ ...PRODUCTION, DEV_MAILBOX: "true" })).toEqual([
      "DEV_MAILBOX: the development mailbox exposes one-time codes: it cannot be on in production",
    ]);
    expect(issuesOf({ ...PRODUCTION, DEV_MAILBOX: "false" })).toEqual([]);
  });

  it.each([
    [{ S3_ACCESS_KEY_ID: "S3RVER" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_SECRET_ACCESS_KEY: "S3RVER" }, "S3_SECRET_ACCESS_KEY"],
    [{ SOKETI_APP_KEY: "care-dev-key" }, "SOKETI_APP_SECRET"],
    [{ SOKETI_APP_SECRET: "care-dev-secret" }, "SOKETI_APP_SECRET"],
  ])("refuses production with the development credential %o, naming %s", (override, name) => {
    const issues = issuesOf({ ...PRODUCTION, ...override });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(new RegExp(`^${name}: set real .* credentials in production`));
  });

  it("refuses production with the S3 credentials left at their defaults", () => {
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...withoutS3 } = PRODUCTION;
    expect(issuesOf(withoutS3)).toEqual([
      "S3_SECRET_ACCESS_KEY: set real object-store credentials in production (S3RVER is the local development store's)",
    ]);
  });

  it("allows demo data in production only when asked explicitly", () => {
    expect(loadConfig(PRODUCTION).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
  });
  it("defaults the alarm chain (issue 27 item 4) and refuses a bad chain or an unsigned webhook", () => {
    expect(loadConfig({})).toMatchObject({ ALARM_CHAIN_AFTER_S: 60, ALARM_CHAIN_STEPS: "agents,facility,webhook" });
    expect(loadConfig({ ALARM_CHAIN_STEPS: "webhook, agents" }).ALARM_CHAIN_STEPS).toBe("webhook, agents");
    expect(issuesOf({ ALARM_CHAIN_STEPS: "agents,sms" })).toEqual([
      "ALARM_CHAIN_STEPS: a comma list of agents, facility, webhook",
    ]);
    expect(issuesOf({ ALARM_CHAIN_STEPS: "agents,webhook,agents" })).toEqual([
      "ALARM_CHAIN_STEPS: a step listed twice",
    ]);
    expect(issuesOf({ ALARM_WEBHOOK_URL: "https://pager.example/hook" })).toEqual([
      "ALARM_WEBHOOK_SECRET: required with ALARM_WEBHOOK_URL (the receiver checks the signature)",
    ]);
  });
});
