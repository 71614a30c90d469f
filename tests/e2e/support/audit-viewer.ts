import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { rowCells } from "./table.js";

/**
 * The audit viewer (/portal-admin/adminTools, Audit Log tab) as an administrator uses it: type part of the actor's
 * email, pick a route ("METHOD /path") from the route filter. The filters land in the URL and the list reloads.
 */
export async function openAuditLog(page: Page, actor: string): Promise<void> {
  await page.goto("/portal-admin/adminTools");
  await page.getByRole("heading", { level: 1, name: "Admin Tools" }).waitFor();
  await page.getByRole("textbox", { name: "Actor" }).fill(actor);
  // A history replace, not a navigation: poll the address rather than wait for a load.
  await expect.poll(() => new URL(page.url()).searchParams.get("actor")).toBe(actor);
}

/** Chooses one route in the viewer's route filter (it replaces the one chosen before). */
export async function filterAuditRoute(page: Page, route: string): Promise<void> {
  await page.getByRole("combobox", { name: "Route" }).fill(route);
  await page.getByRole("option", { name: route, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("route")).toBe(route);
}

/**
 * The rows the viewer shows, newest first, as the cells a person reads: actor, role, action (method and route run
 * together as in the cell's text), senior and outcome. The time and the folded details are left out.
 */
export async function auditRows(page: Page): Promise<string[][]> {
  const rows = await rowCells(page.getByRole("table", { name: "Audit log" }).locator("tbody tr"));
  return rows.map((cells) => cells.slice(1, 6));
}

/** Route by route, filters the viewer to the route and waits until it shows exactly those rows (as auditRows reads). */
export async function expectAuditRowsByRoute(page: Page, expected: [route: string, rows: string[][]][]): Promise<void> {
  for (const [route, rows] of expected) {
    await filterAuditRoute(page, route);
    await expect.poll(() => auditRows(page)).toEqual(rows);
  }
}

/** Unfolds the newest entry's details and returns the viewer's table, to read them in once they are fully open. */
export async function unfoldNewestAuditEntry(page: Page): Promise<Locator> {
  const audit = page.getByRole("table", { name: "Audit log" });
  await audit
    .getByRole("button", { name: /^Details of audit entry/ })
    .first()
    .click();
  // Finished unfolding: nothing is still moving when a test reads the details or takes a picture of them.
  await audit.locator(".MuiCollapse-entered").waitFor();
  return audit;
}
