import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { tableRows } from "./support/table.js";

// Issue 27 item 6: the Response Times screen of the admin area. Six alarms of March 2025 (the demo data has none) are
// written with known times; the figures the screen shows are worked out by hand in
// tests/integration/alarms/response-times.test.ts (the same fixtures): members 100002 Sandra Carter and 100020
// Gloria Anderson of Evergreen Gardens, 100017 Rose Jones of Canyon Ridge; takers Casey Rivera (agent@demo.care) and
// Whitney Park (wellness@demo.care). The period is typed as the browser's days 1–31 March: every alarm is on
// 10 March at noon UTC or a few hours later, inside March in any zone.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await seedAlarms();
});
afterAll(async () => {
  await browser?.close();
});
const signedInTab = setupSignedInTabs(() => browser);

interface Fixture {
  member: number;
  device: boolean;
  take: number | null;
  taker: string | null;
  call: number | null;
  outcome: string | null;
}

const FIXTURES: Fixture[] = [
  { member: 100002, device: true, take: 20, taker: DEMO.agent, call: 30, outcome: "real_emergency" },
  { member: 100002, device: true, take: 50, taker: DEMO.agent, call: 90, outcome: "accidental_press" },
  { member: 100020, device: true, take: 70, taker: DEMO.wellness, call: 100, outcome: "cancelled_by_wearer" },
  { member: 100020, device: true, take: 200, taker: DEMO.wellness, call: null, outcome: "device_fault" },
  { member: 100020, device: false, take: null, taker: null, call: null, outcome: null },
  { member: 100017, device: true, take: 10, taker: DEMO.agent, call: null, outcome: "other" },
];

async function seedAlarms(): Promise<void> {
  for (const [i, f] of FIXTURES.entries()) {
    const receivedAt = new Date(Date.parse("2025-03-10T12:00:00Z") + i * 3_600_000).toISOString();
    const status = f.outcome ? "closed" : f.take !== null ? "assigned" : "pending";
    await e2eQuery(
      `INSERT INTO alarm (id, senior_id, device_id, type, status, occurred_at, received_at, assigned_to_id, assigned_at,
         first_call_started_at, closed_by_id, closed_at, outcome, dedupe_key, updated_at)
       SELECT gen_random_uuid(), s.id,
         CASE WHEN $2 THEN (SELECT da.device_id FROM device_assignment da JOIN device d ON d.id = da.device_id
                            WHERE da.senior_id = s.id AND da.unlinked_at IS NULL AND d.type = 'watch' LIMIT 1) END,
         'sos', $3::alarm_status, $4::timestamptz - interval '1 second', $4::timestamptz,
         u.id, $4::timestamptz + make_interval(secs => $5), $4::timestamptz + make_interval(secs => $6),
         CASE WHEN $7::text IS NOT NULL THEN u.id END,
         CASE WHEN $7::text IS NOT NULL THEN $4::timestamptz + interval '10 minutes' END,
         $7::alarm_outcome, $8, now()
       FROM senior s LEFT JOIN staff_user u ON u.email = $9
       WHERE s.member_id = $1`,
      [f.member, f.device, status, receivedAt, f.take, f.call, f.outcome, `e2e-response-times-${i}`, f.taker],
    );
  }
}

/** Types a day into a date field (yyyy-MM-dd, as Chromium's date input takes it). */
async function setDay(page: Page, label: string, day: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(day);
}

/** The lines of one summary tile, as the user reads them. */
const tile = async (page: Page, name: string): Promise<string[]> =>
  (await page.getByRole("group", { name, exact: true }).innerText()).split("\n").filter((l) => l.trim() !== "");

describe("Response Times", () => {
  it("an admin opens it from the admin index, picks March 2025 and reads the figures per facility and per care agent", () =>
    signedInTab(DEMO.admin, "response-times", async ({ page }) => {
      await page.goto("/portal-admin/");
      await page.getByRole("heading", { level: 1, name: "Admin" }).waitFor();
      await page.getByRole("link", { name: "Response Times" }).click();
      await page.getByRole("heading", { level: 1, name: "Response Times" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/portal-admin/response-times");

      await setDay(page, "From", "2025-03-01");
      await setDay(page, "To", "2025-03-31");
      const byFacility = "Response times by facility";
      await expect
        .poll(() => tableRows(page, byFacility))
        .toEqual([
          ["Canyon Ridge Memory Care", "1", "100 %", "100 %", "10 s", "10 s", "—", "—", "0", "0", "0 %"],
          ["Evergreen Gardens Assisted Living", "5", "40 %", "60 %", "60 s", "161 s", "90 s", "98 s", "1", "3", "75 %"],
          ["All alarms", "6", "50 %", "66.7 %", "50 s", "148 s", "90 s", "98 s", "1", "3", "60 %"],
        ]);
      // The headline shares beside the TSA targets, missed here.
      expect(await tile(page, "Taken within 60 s")).toEqual(["Taken within 60 s", "50 %", "Target 97.5 %: not met"]);
      expect(await tile(page, "Taken within 180 s")).toEqual(["Taken within 180 s", "66.7 %", "Target 99 %: not met"]);
      expect(await tile(page, "False-alarm rate")).toEqual(["False-alarm rate", "60 %"]);
      // The chart draws both targets as lines, which its caption names.
      const chart = page.getByRole("region", { name: "Taken within 60 s and 180 s" });
      expect(await chart.locator(".recharts-reference-line").count()).toBe(2);
      await chart
        .getByText(
          "Red lines: the targets, 97.5 % taken within 60 s and 99 % within 180 s (TSA Telecare Code of Practice).",
        )
        .waitFor();
      expect(await tableRows(page, "False alarms per member and device")).toEqual([
        ["100020", "Gloria Anderson", "358209111000191", "2", "2", "2", "100 %"],
        ["100002", "Sandra Carter", "358209111000019", "2", "2", "1", "50 %"],
        ["100017", "Rose Jones", "358209111000167", "1", "1", "0", "0 %"],
        ["100020", "Gloria Anderson", "No device", "1", "0", "0", "—"],
      ]);
      await screenshot(page, "response-times-by-facility");

      await page.getByRole("combobox", { name: "Group by" }).click();
      await page.getByRole("option", { name: "Care agent", exact: true }).click();
      await expect
        .poll(() => tableRows(page, "Response times by care agent"))
        .toEqual([
          ["Casey Rivera", "3", "100 %", "100 %", "20 s", "44 s", "60 s", "84 s", "0", "1", "33.3 %"],
          ["Whitney Park", "2", "0 %", "50 %", "135 s", "187 s", "100 s", "100 s", "0", "2", "100 %"],
          ["Not taken", "1", "0 %", "0 %", "—", "—", "—", "—", "1", "0", "—"],
          ["All alarms", "6", "50 %", "66.7 %", "50 s", "148 s", "90 s", "98 s", "1", "3", "60 %"],
        ]);
      // The period and the grouping are in the address: a reload shows the same.
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
        from: "2025-03-01",
        to: "2025-03-31",
        group: "care_agent",
      });
      await screenshot(page, "response-times-by-care-agent");
    }));

  it("a facility agent opens their agency's from the agency home: only Evergreen Gardens, per care agent", () =>
    signedInTab(DEMO.facility, "response-times-facility", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: "Agency Home" }).waitFor();
      await page.getByRole("button", { name: "Response Times", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Response Times" }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/facility-management\/[^/]+\/response-times$/);
      const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
      expect((await crumbs.innerText()).split(/\s*\/\s*|\n/).filter(Boolean)).toEqual([
        "Agency",
        "Agency Home",
        "Response Times",
      ]);

      await setDay(page, "From", "2025-03-01");
      await setDay(page, "To", "2025-03-31");
      // Evergreen Gardens' five alarms (Canyon Ridge's one is not theirs): Casey Rivera took 20 s and 50 s (calls at
      // 30 s and 90 s; one accidental press), Whitney Park 70 s and 200 s (one call at 100 s; both false), one untaken.
      await expect
        .poll(() => tableRows(page, "Response times by care agent"))
        .toEqual([
          ["Casey Rivera", "2", "100 %", "100 %", "35 s", "47 s", "60 s", "84 s", "0", "1", "50 %"],
          ["Whitney Park", "2", "0 %", "50 %", "135 s", "187 s", "100 s", "100 s", "0", "2", "100 %"],
          ["Not taken", "1", "0 %", "0 %", "—", "—", "—", "—", "1", "0", "—"],
          ["All alarms", "5", "40 %", "60 %", "60 s", "161 s", "90 s", "98 s", "1", "3", "75 %"],
        ]);
      await page.getByRole("combobox", { name: "Group by" }).click();
      await page.getByRole("option", { name: "Facility", exact: true }).click();
      await expect
        .poll(() => tableRows(page, "Response times by facility"))
        .toEqual([
          ["Evergreen Gardens Assisted Living", "5", "40 %", "60 %", "60 s", "161 s", "90 s", "98 s", "1", "3", "75 %"],
          ["All alarms", "5", "40 %", "60 %", "60 s", "161 s", "90 s", "98 s", "1", "3", "75 %"],
        ]);
      await screenshot(page, "response-times-facility-agent");
    }));
});
