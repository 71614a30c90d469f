import { describe, expect, it } from "vitest";
import { CLIENT_CONFIGURATION } from "../../../prisma/seed/config.js";
import { setupHarness } from "../../support/suite-harness.js";

// The configuration keys editor of /portal-admin/adminTools: every key with its value, saves checked by each key's
// rule, a null clears the key, every save audited, Admin only.
const ROUTE = "/api/cognito/admin/client-configuration";
const PORTAL = "/api/cognito/client-configuration";

describe("client configuration editor", () => {
  const h = setupHarness();

  it("lists every key, unset ones as null", async () => {
    const res = await h.as("admin").get(ROUTE);
    expect(res.status, res.raw.body).toBe(200);
    const byName = Object.fromEntries(res.body.data.map((e: { name: string; value: unknown }) => [e.name, e.value]));
    // The seeded values (prisma/seed/config.ts), and the keys the seed leaves unset.
    expect(byName).toEqual({ ...CLIENT_CONFIGURATION, map_tile_url: null, product_name: null });
  });

  it("saves a valid value, which the portal then loads, and audits the save", async () => {
    const res = await h.as("admin").put(ROUTE, { name: "portal_auto_save_timeout", value: 90_000 });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Configuration saved.");
    expect(res.body.data).toMatchObject({ name: "portal_auto_save_timeout", value: 90_000 });
    const portal = await h.as("agent").get(PORTAL, { name: ["portal_auto_save_timeout"] });
    expect(portal.body.data).toEqual({ portal_auto_save_timeout: 90_000 });

    const trimmed = await h.as("admin").put(ROUTE, { name: "product_name", value: "  Harbor  " });
    expect(trimmed.body.data.value).toBe("Harbor");

    await h.app.auditFlush();
    const audit = await h.prisma.auditLog.findMany({
      where: { route: ROUTE, method: "PUT" },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => [a.action, a.actorEmail, a.statusCode])).toEqual([
      ["saveClientConfiguration", "admin@demo.care", 200],
      ["saveClientConfiguration", "admin@demo.care", 200],
    ]);
    expect(audit[0]?.summary).toMatchObject({ name: "portal_auto_save_timeout", value: 90_000 });
  });

  it("checks each key by its rule", async () => {
    const cases: [string, unknown, string][] = [
      ["portal_idle_timeout", 1, "Must be at least 60,000 ms"],
      ["portal_idle_timeout", "600000", "Must be a number"],
      ["portal_auto_save_timeout", 1.5, "Must be a whole number"],
      ["portal_password_expiry_days", 0, "Must be at least 1 days"],
      ["portal_password_expiry_warning", 91, "Must be at most 90 days"],
      ["portal_info_upload_url", "ftp://x", "Must start with / or http(s)://"],
      ["portal_info_upload_file", "../x.pdf", "Letters, digits, '.', '_' and '-' only (at most 100)"],
      ["map_tile_url", "https://tiles.example/{z}/{x}.png", "Must contain {z}, {x} and {y}"],
      ["product_name", "", "Required Field"],
      ["portal_info_resources", [{ name: "Guide", url: "javascript:alert(1)" }], "Must start with / or http(s)://"],
    ];
    for (const [name, value, reason] of cases) {
      const res = await h.as("admin").put(ROUTE, { name, value });
      expect(res.status, `${name} ${JSON.stringify(value)}`).toBe(400);
      expect(res.body.error?.fields?.[0]?.reason, name).toBe(reason);
    }
    expect((await h.as("admin").put(ROUTE, { name: "not_a_key", value: 1 })).status).toBe(400);
  });

  it("keeps the expiry warning within the password's lifetime", async () => {
    const res = await h.as("admin").put(ROUTE, { name: "portal_password_expiry_days", value: 10 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The warning must start no more days before expiry than the password lasts");
    expect((await h.as("admin").put(ROUTE, { name: "portal_password_expiry_warning", value: 10 })).status).toBe(200);
    expect((await h.as("admin").put(ROUTE, { name: "portal_password_expiry_days", value: 10 })).status).toBe(200);
  });

  it("clears a key with null: the default applies again", async () => {
    const res = await h.as("admin").put(ROUTE, { name: "product_name", value: null });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Configuration cleared: the default applies.");
    expect(res.body.data).toEqual({ name: "product_name", value: null, updated_at: null });
    expect((await h.as("agent").get(PORTAL, { name: ["product_name"] })).body.data).toEqual({ product_name: null });
  });

  it("is for Admin only: 403 for every other role", async () => {
    for (const role of ["wellness", "bdm", "agent", "facility", "warehouse"] as const) {
      expect((await h.as(role).get(ROUTE)).status, role).toBe(403);
      expect((await h.as(role).put(ROUTE, { name: "product_name", value: "X" })).status, role).toBe(403);
    }
  });
});
