import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { rowCells } from "./support/table.js";

// The reports screens against the real API, the reports worker (support/stack.ts) and s3rver: an admin runs the
// Falls and SOS report, the run turns from In Progress to Success by itself, and its presigned URL serves the xlsx;
// then a daily schedule is created and listed. The demo data has no alarms (prisma/seed), so one closed fall of
// member 100001 is written first, at noon of the day the test picks in the calendar, in the member's time zone:
// the report's range is in the member's local days, and the browser's "today" is this machine's, which differs from
// the member's for hours around midnight UTC (a run that started at 23:43 UTC once found the report empty).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
const signedInTab = setupSignedInTabs(() => browser);

/** Picks today in a date picker's calendar (the calendar opens on the current month) and waits until it shows. */
async function pickToday(page: Page, label: string, now: Date): Promise<void> {
  const today = usDate(now);
  const field = page.getByRole("group", { name: new RegExp(`^${label}`) });
  await field.click();
  await page.getByRole("grid").waitFor();
  await page.getByRole("gridcell", { name: String(now.getDate()), exact: true }).click();
  await page.getByRole("grid").waitFor({ state: "detached" });
  await expect.poll(async () => (await field.textContent())?.replace(/[^\d/]/g, "")).toBe(today);
}

const usDate = (d: Date): string =>
  new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" }).format(d);

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Each body row's cells, as the user reads them. */
const rows = (page: Page, table: string): Promise<string[][]> =>
  rowCells(page.locator(`table[aria-label='${table}'] tbody tr`));

describe("Reports", () => {
  it("runs a Falls and SOS report, sees it finish and downloads the xlsx", () =>
    signedInTab(DEMO.admin, "reports-run", async ({ page }) => {
      await page.goto("/portal-admin/reports");
      await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
      const alarms = page.getByRole("region", { name: "Alarms" });
      expect(await alarms.getByRole("listitem").allTextContents()).toEqual([
        "Falls and SOS Report",
        "Emergent Care Report",
        "Alarm Response Times Report",
      ]);
      await page.getByText("No Records").waitFor();

      await alarms.getByRole("button", { name: "Falls and SOS Report" }).click();
      const dialog = page.getByRole("dialog", { name: "Falls and SOS Report" });
      await dialog.waitFor();
      // One instant for the fixture and both pickers, so a run across midnight cannot pick two different days.
      const now = new Date();
      const today = usDate(now);
      const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
      await e2eQuery(
        `INSERT INTO alarm (id, senior_id, type, status, occurred_at, closed_at, close_notes, dedupe_key, updated_at)
         SELECT gen_random_uuid(), id, 'fall', 'closed', ($1::date + time '12:00') AT TIME ZONE timezone,
                ($1::date + time '12:05') AT TIME ZONE timezone, 'Checked on by phone', 'e2e-reports-fall', now()
         FROM senior WHERE member_id = 100001`,
        [day],
      );
      await pickToday(page, "From Date", now);
      await pickToday(page, "To Date", now);
      await dialog.getByRole("button", { name: "Generate" }).click();
      await page.getByText("Report generation started").waitFor();
      await dialog.waitFor({ state: "detached" });

      // The list polls while the run is in progress; the chip turns to Success without a reload.
      const table = page.locator("table[aria-label='Reports']");
      await table.getByText("Success", { exact: true }).waitFor({ timeout: 30_000 });
      const [first] = await rows(page, "Reports");
      expect(first?.slice(0, 6)).toEqual(["Falls and SOS Report", today, today, "-", "-", "Alex Morgan"]);
      expect(first?.at(-2)).toBe("Success");
      await screenshot(page, "reports");

      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/reports/download");
      const saved = page.waitForEvent("download");
      await table.getByRole("button", { name: /^Download Falls and SOS Report/ }).click();
      const body = (await (await answer).json()) as { data: { presigned_url: string; file_name: string } };
      expect((await saved).suggestedFilename()).toMatch(/\.xlsx$/);

      const file = await fetch(body.data.presigned_url);
      expect(file.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await file.arrayBuffer());
      const sheet = workbook.worksheets[0];
      const values = (r: number): unknown[] => ((sheet?.getRow(r).values ?? []) as unknown[]).slice(1);
      expect(values(1)).toEqual([
        "Member ID",
        "Member Name",
        "Facility",
        "Zone",
        "Type",
        "Occurred",
        "Status",
        "Assigned To",
        "Closed By",
        "Closed",
        "Close Notes",
      ]);
      expect(sheet?.actualRowCount).toBe(2);
      expect(values(2)[0]).toBe(100001);
    }));

  it("creates a daily schedule and lists it", () =>
    signedInTab(DEMO.admin, "schedule-reports-create", async ({ page }) => {
      await page.goto("/portal-admin/schedule-reports");
      await page.getByRole("heading", { level: 1, name: "Schedule Reports" }).waitFor();
      await page.getByText("No Records").waitFor();

      await page.getByRole("button", { name: "Add Schedule" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Schedule" });
      await dialog.waitFor();
      await choose(page, "Report Type", "Falls and SOS Report");
      await choose(page, "Zone", "Blue Zone");
      await choose(page, "Timezone", "America/Chicago");
      await dialog.getByLabel(/^Time of Day/).fill("07:00");
      await dialog.getByRole("combobox", { name: "Recipients" }).fill("ops@example.com");
      await dialog.getByRole("combobox", { name: "Recipients" }).press("Enter");
      await screenshot(page, "schedule-reports-dialog");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("Schedule created").waitFor();
      await dialog.waitFor({ state: "detached" });

      const table = page.locator("table[aria-label='Schedule Reports']");
      await table.getByText("Falls and SOS Report").waitFor();
      const [row] = await rows(page, "Schedule Reports");
      expect(row?.slice(0, 5)).toEqual([
        "Falls and SOS Report",
        "Blue Zone",
        "Daily",
        "07:00 America/Chicago",
        "ops@example.com",
      ]);
      expect(row?.[7]).toBe("Alex Morgan");
      await screenshot(page, "schedule-reports");
    }));
});
