import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "./support/browser.js";
import { DEMO, openLanding } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { rowCells } from "./support/table.js";

// The Home page's senior list against the real API and the demo data (prisma/seed): members by member since, ties
// by member id, 100 a page. The rows below were read off the seed once.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
const signedInTab = setupSignedInTabs(() => browser);

const TABLE = "table[aria-label='Seniors']";

const rows = (page: Page): Promise<string[][]> => rowCells(page.locator(`${TABLE} tbody tr`));

async function firstRowIs(page: Page, name: string): Promise<void> {
  await page.locator(`${TABLE} tbody tr`).first().locator("td").first().getByText(name, { exact: true }).waitFor();
}

describe("Home", () => {
  it("lists a care agent's 40 assigned members, and all of them with 'All Seniors'", () =>
    signedInTab(DEMO.agent, "home-agent", async ({ page }) => {
      await openLanding(page);
      await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      await firstRowIs(page, "Beverly Brown");
      const list = await rows(page);
      expect(list).toHaveLength(40);
      expect(list[0]).toEqual(["Beverly Brown", "100005", "Blue Zone", "Agency", "Evergreen Commons", "Casey Rivera"]);
      expect(list[2]).toEqual(["Gerald Robinson", "100022", "Green Zone", "At Home", "-", "Casey Rivera"]);
      expect(list.at(-1)?.slice(0, 2)).toEqual(["Howard John Lee", "100029"]);
      await screenshot(page, "home-care-agent");

      await page.getByRole("switch", { name: "All Seniors" }).click();
      await page.locator(`${TABLE} tbody tr`).nth(99).waitFor();
      expect((await rows(page)).slice(0, 3).map((r) => r[1])).toEqual(["100005", "100089", "100282"]);

      await page.getByLabel("Search by name or ID").fill("Frank Campbell");
      await firstRowIs(page, "Frank Gerald Campbell");
      expect(await rows(page)).toHaveLength(1);
      await page.getByRole("link", { name: "Frank Gerald Campbell" }).click();
      await page.waitForURL((url) => url.pathname.endsWith("/America-Phoenix/dashboard"));
      await page.locator("[data-testid='senior-header']").getByText("Gold Zone").waitFor();
    }));

  it("lists every active member to a warehouse employee, 100 a page, opening onboarding info", () =>
    signedInTab(DEMO.warehouse, "home-warehouse", async ({ page }) => {
      await openLanding(page);
      await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      await firstRowIs(page, "Beverly Brown");
      const first = await rows(page);
      expect(first).toHaveLength(100);
      expect(first.slice(0, 3).map((r) => r.slice(0, 3))).toEqual([
        ["Beverly Brown", "100005", "Blue Zone"],
        ["Ralph Edward King", "100089", "Gold Zone"],
        ["Linda Lois Robinson", "100282", "Gold Zone"],
      ]);
      expect(await page.getByRole("switch", { name: "All Seniors" }).count()).toBe(0);
      await screenshot(page, "home-warehouse");

      await page.getByRole("button", { name: "Go to next page" }).click();
      await firstRowIs(page, "Sharon Thomas");
      expect(await rows(page)).toHaveLength(100);

      await page.getByRole("link", { name: "Sharon Thomas" }).click();
      await page.waitForURL((url) => url.pathname.endsWith("/America-Chicago/onboarding-info"));
      await page.locator("[data-testid='senior-header']").getByText("White Zone").waitFor();
    }));
});
