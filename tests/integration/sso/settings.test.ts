import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@care/infra";

// The SSO settings (packages/infra/src/config.ts): all four or none, https in production.
const BASE = { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/care" };
const SSO = {
  SSO_ISSUER_URL: "https://login.example.org/tenant/v2.0",
  SSO_CLIENT_ID: "care-portal",
  SSO_CLIENT_SECRET: "a-client-secret",
  SSO_REDIRECT_URI: "https://care.example.org/login",
};
const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SECRET: "x".repeat(40),
  SOKETI_APP_KEY: "prod-key",
  SOKETI_APP_SECRET: "prod-secret",
  S3_ACCESS_KEY_ID: "prod-access",
  S3_SECRET_ACCESS_KEY: "prod-secret-key",
};

const issues = (env: Record<string, string>): string[] => {
  try {
    loadConfig({ ...BASE, ...env });
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.issues;
    throw err;
  }
};

describe("single sign-on settings", () => {
  it("are off when unset, with the default button label", () => {
    const c = loadConfig(BASE);
    expect([c.SSO_ISSUER_URL, c.SSO_CLIENT_ID, c.SSO_CLIENT_SECRET, c.SSO_REDIRECT_URI]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(c.SSO_BUTTON_LABEL).toBe("SSO");
  });

  it("refuse a partial set at start-up", () => {
    expect(issues({ SSO_ISSUER_URL: SSO.SSO_ISSUER_URL, SSO_CLIENT_ID: "care-portal" })).toEqual([
      "SSO_ISSUER_URL: single sign-on needs SSO_ISSUER_URL, SSO_CLIENT_ID, SSO_CLIENT_SECRET and SSO_REDIRECT_URI together",
    ]);
    expect(issues(SSO)).toEqual([]);
  });

  it("must be https in production", () => {
    expect(issues({ ...PRODUCTION, ...SSO })).toEqual([]);
    expect(
      issues({
        ...PRODUCTION,
        ...SSO,
        SSO_ISSUER_URL: "http://login.example.org",
        SSO_REDIRECT_URI: "http://care.example.org/login",
      }),
    ).toEqual(["SSO_ISSUER_URL: must be https in production", "SSO_REDIRECT_URI: must be https in production"]);
  });
});
