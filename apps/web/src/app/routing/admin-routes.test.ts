import { describe, expect, it } from "vitest";
import { ADMIN_PAGES } from "./admin-pages";
import { ADMIN_ROUTE_PATHS } from "./routes";

describe("the admin area's routes", () => {
  it("give every page of spec 1 §2 (and the medication list) a screen of its own: no placeholder, no 404", () => {
    const missing = ADMIN_PAGES.map((p) => p.path).filter((path) => !ADMIN_ROUTE_PATHS.has(path));
    expect(missing).toEqual([]);
    expect(ADMIN_PAGES).toHaveLength(29);
  });
});
