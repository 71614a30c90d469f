import { describe, expect, it } from "vitest";
import { auditQuery } from "./audit-filters";
import { parseValue, valueSummary, valueText } from "./config-value";

const NO_FILTERS = { actor: "", route: "", senior: "", from: "", to: "", outcome: "", kind: "" };

describe("configuration values in the editor", () => {
  it("reads typed text by the key's kind and checks the key's rule", () => {
    expect(parseValue("portal_idle_timeout", "600000")).toEqual({ ok: true, value: 600_000 });
    expect(parseValue("portal_idle_timeout", "abc")).toEqual({ ok: false, error: "Must be a number" });
    expect(parseValue("portal_idle_timeout", "")).toEqual({ ok: false, error: "Must be a number" });
    expect(parseValue("portal_idle_timeout", "5")).toEqual({ ok: false, error: "Must be at least 60,000 ms" });
    expect(parseValue("product_name", "  Harbor ")).toEqual({ ok: true, value: "Harbor" });
    expect(parseValue("portal_info_resources", "[{")).toEqual({ ok: false, error: "Not valid JSON" });
    expect(parseValue("portal_info_resources", '[{"name":"Guide","url":"ftp://x"}]')).toEqual({
      ok: false,
      error: "0.url: Must start with / or http(s)://",
    });
    expect(parseValue("portal_info_resources", '[{"name":"Guide","url":"/guide.pdf"}]')).toEqual({
      ok: true,
      value: [{ name: "Guide", url: "/guide.pdf" }],
    });
  });

  it("shows values in the table and the editor", () => {
    expect(valueSummary("portal_auto_save_timeout", 90_000)).toBe("90,000 ms (1.5 minutes)");
    expect(valueSummary("portal_idle_timeout", 432_000_000)).toBe("432,000,000 ms (5 days)");
    expect(valueSummary("portal_password_expiry_days", 90)).toBe("90 days");
    expect(valueSummary("product_name", null)).toBe("Not set (default)");
    expect(valueSummary("portal_info_resources", [{ name: "a", url: "/a" }])).toBe("1 entry");
    expect(valueText("portal_info_resources", [{ name: "a", url: "/a" }])).toBe(
      '[\n  {\n    "name": "a",\n    "url": "/a"\n  }\n]',
    );
    expect(valueText("product_name", null)).toBe("");
  });
});

describe("the audit viewer's query", () => {
  it("sends only whole filters", () => {
    expect(auditQuery(NO_FILTERS, 20, null)).toEqual({ limit: 20, offset: 0 });
    expect(
      auditQuery(
        {
          actor: " admin@ ",
          route: "PUT /api/users/announcement",
          senior: "1111111A-1111-4111-8111-111111111111",
          from: "",
          to: "",
          outcome: "failure",
          kind: "write",
        },
        20,
        "2026-05-01T12:00:00.000Z|42",
      ),
    ).toEqual({
      limit: 20,
      offset: 0,
      last_evaluated_key: "2026-05-01T12:00:00.000Z|42",
      actor_email: "admin@",
      method: "PUT",
      route: "/api/users/announcement",
      senior_id: "1111111a-1111-4111-8111-111111111111",
      outcome: "failure",
      kind: "write",
    });
    expect(auditQuery({ ...NO_FILTERS, senior: "1111", route: "nonsense", outcome: "maybe" }, 20, null)).toEqual({
      limit: 20,
      offset: 0,
    });
  });
});
