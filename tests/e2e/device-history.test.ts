import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "./support/browser.js";
import { DEMO, openLanding } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { rowCells } from "./support/table.js";

// The IoT Device History page against the real API and the demo data (prisma/seed/devices.ts: every senior has a
// watch, a scale, a sleep mat and a hub, all linked since one install day; rows come newest link first, then by
// identifier). The expected rows below were read off the seed once and are written out here.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
const signedInTab = setupSignedInTabs(() => browser);

const TABLE = "table[aria-label='IoT Device History']";

/** Each body row's cells, as the user reads them. */
const rows = (page: Page): Promise<string[][]> => rowCells(page.locator(`${TABLE} tbody tr`));

/** Waits until the table's first row starts with `identifier` (the answer to the last change arrived). */
async function firstRowIs(page: Page, identifier: string): Promise<void> {
  await page
    .locator(`${TABLE} tbody tr`)
    .first()
    .locator("td")
    .first()
    .getByText(identifier, { exact: true })
    .waitFor();
}

const search = (page: Page) => page.getByRole("textbox", { name: "Search" });

describe("IoT Device History", () => {
  it("pages through the demo devices with the page in the URL", () =>
    signedInTab(DEMO.warehouse, "device-history-paging", async ({ page }) => {
      await openLanding(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "IoT Device History" }).click();
      await page.waitForURL((url) => url.pathname === "/device-info");
      await page.getByRole("heading", { level: 1, name: "IoT Device History" }).waitFor();
      await firstRowIs(page, "00:24:e4:01:00:31");

      const first = await rows(page);
      expect(first).toHaveLength(15);
      expect(first[0]?.slice(0, 4)).toEqual(["00:24:e4:01:00:31", "Scale", "100050", "Rose Evans"]);
      expect(first[0]?.[5]).toBe("-");
      expect(first[0]?.at(-1)).toBe("Linked");
      expect(first.map((r) => r[0])).toEqual([
        "00:24:e4:01:00:31",
        "00:24:e4:02:00:31",
        "358209111000498",
        "WHB100050",
        "00:24:e4:01:00:a5",
        "00:24:e4:02:00:a5",
        "358209111001652",
        "WHB100166",
        "00:24:e4:01:00:1c",
        "00:24:e4:02:00:1c",
        "358209111000282",
        "WHB100029",
        "00:24:e4:01:01:0c",
        "00:24:e4:02:01:0c",
        "358209111002684",
      ]);
      // 300 seniors × 4 devices, one link each.
      await page.getByText("1–15 of 1,200").waitFor();
      await screenshot(page, "device-history-page-1");

      await page.getByRole("button", { name: "Go to next page" }).click();
      await firstRowIs(page, "WHB100269");
      expect(new URL(page.url()).search).toBe("?page=2");
      const second = await rows(page);
      expect(second.map((r) => r.slice(0, 4)).slice(0, 5)).toEqual([
        ["WHB100269", "Hub", "100269", "Frank Thomas"],
        ["00:24:e4:01:00:dd", "Scale", "100222", "Janet Allen"],
        ["00:24:e4:02:00:dd", "Sleep Mat", "100222", "Janet Allen"],
        ["358209111002213", "Watch", "100222", "Janet Allen"],
        ["WHB100222", "Hub", "100222", "Janet Allen"],
      ]);
      expect(second).toHaveLength(15);
      await page.getByText("16–30 of 1,200").waitFor();
      await screenshot(page, "device-history-page-2");

      // A reload shows the same page: the page lives in the URL.
      await page.reload();
      await firstRowIs(page, "WHB100269");

      // The type filter pages too: the 16th sleep mat is the first row of page 2.
      await page.getByRole("combobox", { name: "Device Type" }).click();
      await page.getByRole("option", { name: "Sleep Mat" }).click();
      await firstRowIs(page, "00:24:e4:02:00:31");
      expect(new URL(page.url()).searchParams.get("device_type")).toBe("sleep");
      await page.getByText("1–15 of 300").waitFor();
      await page.getByRole("button", { name: "Go to next page" }).click();
      await firstRowIs(page, "00:24:e4:02:01:16");
      expect((await rows(page))[0]?.slice(0, 4)).toEqual([
        "00:24:e4:02:01:16",
        "Sleep Mat",
        "100279",
        "Walter Phillips",
      ]);
    }));

  it("finds a seeded sleep mat by its MAC, ignoring keystrokes the search refuses", () =>
    signedInTab(DEMO.agent, "device-history-search", async ({ page }) => {
      await page.goto("/device-info");
      await firstRowIs(page, "00:24:e4:01:00:31");
      await search(page).pressSequentially("00:24:e4:02:00:7b#!");
      expect(await search(page).inputValue()).toBe("00:24:e4:02:00:7b");
      await firstRowIs(page, "00:24:e4:02:00:7b");
      expect(await rows(page)).toHaveLength(1);
      const [row] = await rows(page);
      expect(row?.slice(0, 4)).toEqual(["00:24:e4:02:00:7b", "Sleep Mat", "100124", "Jean King"]);
      expect(row?.at(-1)).toBe("Linked");
      expect(new URL(page.url()).searchParams.get("search")).toBe("00:24:e4:02:00:7b");
      await screenshot(page, "device-history-search");
    }));

  it("says 'No Device found' when nothing matches", () =>
    signedInTab(DEMO.admin, "device-history-empty", async ({ page }) => {
      await page.goto("/device-info?search=00:24:e4:09");
      await page.getByText("No Device found").waitFor();
      expect(await search(page).inputValue()).toBe("00:24:e4:09");
      expect(await page.locator(`${TABLE} tbody tr`).count()).toBe(1);
      await screenshot(page, "device-history-empty");
    }));
});
