import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { renderRoutesDoc, ROUTES_DOC } from "../../scripts/routes-doc.js";

// docs/routes.md is generated from ROUTE_TABLE and the source (scripts/routes-doc.ts): CI fails when a route, its
// roles, its scope or the files that serve, call and test it change without the map being regenerated.

const rendered = await renderRoutesDoc();

/** The cells of a route's row: method, path, roles, scope, contract, handler, portal, tests. */
const cellsOf = (method: string, path: string): string[] =>
  rendered
    .split("\n")
    .find((line) => line.startsWith(`| ${method} `) && line.includes(` \`${path}\` `))
    ?.split("|")
    .slice(1, -1)
    .map((cell) => cell.trim()) ?? [];

describe("docs/routes.md", () => {
  it("is what npm run docs:routes writes from the current source", () => {
    let written = "";
    try {
      written = readFileSync(resolve(import.meta.dirname, "../..", ROUTES_DOC), "utf8");
    } catch {
      // Missing reads as stale: the message below says how to write it.
    }
    if (written !== rendered) expect.fail("docs/routes.md is stale: run npm run docs:routes");
  });

  it("finds a route's contract, handler and scope by reading the source", () => {
    expect(cellsOf("POST", "/api/careinsights/vitals/list").slice(2, 6)).toEqual([
      "Admin, CareAgent, Admin_WellnessServices",
      "`requireVitalsSenior`",
      "`packages/contracts/src/routes/care-insights-vitals.ts`",
      "`apps/api/src/modules/care-insights/vitals/routes.ts`",
    ]);
  });

  it("follows a handler into its service to the rule that scopes it", () => {
    expect(cellsOf("GET", "/api/supervision/sos")[3]).toBe("`requireVitalsSenior`");
    expect(cellsOf("GET", "/api/cognito/pusher/auth")[3]).toBe("`mayHear`");
    expect(cellsOf("GET", "/api/health")[3]).toBe("public");
    expect(cellsOf("GET", "/api/users/audit")[3]).toBe("roles only");
  });
});
