import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { seniorWithWatch, sendAwayWalk } from "./support/devices.js";
import { DEMO } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";

// The call screens and the Location tab against the real API over a copy of the demo data. Members 100001–100040
// are assigned to the demo care agent (README); each test uses a member of its own.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
const signedInTab = setupSignedInTabs(() => browser);

async function seniorBase(memberId: number): Promise<string> {
  const [s] = await e2eQuery<{ id: string; account_id: string; timezone: string }>(
    "SELECT id, account_id, timezone FROM senior WHERE member_id = $1",
    [memberId],
  );
  if (!s) throw new Error(`member ${memberId} not found`);
  return `/senior/${s.id}/${s.account_id}/${s.timezone.replaceAll("/", "-")}`;
}

/** Picks an option of a MUI select inside the form. */
async function choose(page: Page, form: string, label: string, option: string): Promise<void> {
  await page.getByRole("form", { name: form }).getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const toast = (page: Page, text: string) => page.getByTestId("toast").getByText(text, { exact: true });

async function closeToast(page: Page): Promise<void> {
  await page.getByTestId("toast").getByRole("button", { name: "Close" }).click();
  await page.getByTestId("toast").waitFor({ state: "detached" });
}

describe("calls", () => {
  it("books a call, refuses the agent's same slot with the 2032.3002 text, and logs calls newest first", () =>
    signedInTab(
      DEMO.agent,
      "calls",
      async ({ page }) => {
        const [member] = await e2eQuery<{ timezone: string }>("SELECT timezone FROM senior WHERE member_id = 100032");
        // The form takes the senior's local date and time.
        const ZONE = member!.timezone;
        const base = await seniorBase(100032);
        await page.goto(`${base}/scheduler?tab=scheduler`);
        const form = page.getByRole("form", { name: "Schedule a call" });
        await form.waitFor();
        // The signed-in agent is preselected, the senior is the callee.
        await form.getByRole("combobox", { name: "Care Agent" }).filter({ hasText: /\S/ }).waitFor();

        // A week from now (inside the upcoming list's 31 days), 10:00 in the senior's zone.
        const day = format(addDays(new TZDate(Date.now(), ZONE), 7), "yyyy-MM-dd");
        const shown = format(addDays(new TZDate(Date.now(), ZONE), 7), "MM/dd/yyyy");
        const fill = async (): Promise<void> => {
          await choose(page, "Schedule a call", "Call Reason", "Senior Check-in");
          await form.getByLabel(/^Date/).fill(day);
          await form.getByLabel("Start Time").fill("10:00");
        };
        await fill();
        await form.getByRole("button", { name: "Check Availability" }).click();
        await form.getByText("The time slot is available.").waitFor();
        await form.getByRole("button", { name: "Schedule Call" }).click();
        await toast(page, "Call Scheduled Successfully!").waitFor();
        const upcoming = page.getByRole("table", { name: "Upcoming calls" });
        const row = upcoming.getByRole("row").filter({ hasText: `${shown} 10:00 AM` });
        await row.waitFor();
        expect(await row.getByRole("cell").allTextContents()).toEqual([
          `${shown} 10:00 AM`,
          expect.any(String), // the senior's name
          expect.any(String), // the demo agent's name
          "30 min",
          "Senior Check-in",
          "Not Started",
          "MoveCancel",
        ]);
        await closeToast(page);

        // The same agent, an overlapping slot: refused, with the server's text.
        await fill();
        await form.getByLabel("Start Time").fill("10:15");
        await form.getByRole("button", { name: "Schedule Call" }).click();
        await page
          .getByTestId("schedule-conflict")
          .getByText("The care agent already has a call scheduled in this time slot.")
          .waitFor();
        await toast(page, "Call Scheduled Unsuccessful!").waitFor();
        await screenshot(page, "calls-scheduler-conflict");
        await closeToast(page);

        // The Call Schedule tab: the week holding the call.
        await page
          .getByRole("tablist", { name: "Senior sections" })
          .getByRole("tab", { name: "Call Schedule" })
          .click();
        await page.getByRole("button", { name: "Next" }).click();
        await page
          .getByRole("table", { name: "Call schedule" })
          .getByRole("cell", { name: "Senior Check-in" })
          .waitFor();
        await screenshot(page, "calls-schedule-tab");

        // Call Log: one call yesterday, one now; the newer is first.
        await page.getByRole("tablist", { name: "Senior sections" }).getByRole("tab", { name: "Call Log" }).click();
        const logCall = async (notes: string, date?: string): Promise<void> => {
          await page.getByRole("button", { name: "Log a Call" }).click();
          const dialog = page.getByRole("form", { name: "Log a call" });
          if (date) await dialog.getByLabel(/^Call Date/).fill(date);
          await choose(page, "Log a call", "Call Reason", "Senior Check-in");
          await choose(page, "Log a call", "Priority", "High");
          await dialog.getByLabel("Disposition").fill("Reached");
          await dialog.getByLabel("Notes").fill(notes);
          await dialog.getByLabel("Action Items").fill("Book a follow-up\nSend the walking plan");
          await dialog.getByRole("button", { name: "Save" }).click();
          await toast(page, "Call logged successfully.").waitFor();
          await closeToast(page);
        };
        const yesterday = format(addDays(new TZDate(Date.now(), ZONE), -1), "yyyy-MM-dd");
        await logCall("Yesterday's check-in", yesterday);
        await logCall("Talked about the week's walks");
        const log = page.getByRole("table", { name: "Call Log" });
        await log.getByRole("cell", { name: "Talked about the week's walks" }).waitFor();
        const notes = await log.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => tr.children[7]?.textContent));
        expect(notes.indexOf("Talked about the week's walks")).toBe(0);
        expect(notes.indexOf("Yesterday's check-in")).toBeGreaterThan(0);
        const first = await log.locator("tbody tr").first().getByRole("cell").allTextContents();
        expect(first.slice(2, 5)).toEqual(["Outbound", "Senior Check-in", "High"]);
        expect(first[6]).toBe("Reached");
        expect(first[8]).toBe("Book a follow-upSend the walking plan");
        await screenshot(page, "calls-log-tab");
      },
      [/^409 POST \/api\/supervision\/call-scheduler$/, /status of 409/],
    ));

  it("shows a care agent their own calls on /call-schedule", () =>
    signedInTab(DEMO.agent, "call-schedule-page", async ({ page }) => {
      await page.goto("/call-schedule?view=week");
      await page.getByRole("heading", { level: 1, name: "Call Schedule" }).waitFor();
      for (const h of ["Date", "Time", "Senior", "Callee", "Reason", "Duration", "Status"]) {
        await page.getByRole("table", { name: "Call schedule" }).getByRole("columnheader", { name: h }).waitFor();
      }
      await page.getByRole("button", { name: "Week", pressed: true }).waitFor();
      await page
        .getByLabel("Schedule period")
        .getByText(/^Week of \d{2}\/\d{2}\/\d{4}$/)
        .waitFor();
    }));
});

describe("the Location tab", () => {
  it("shows a member sent away: the away marker, numbered history and the Away state on the offline map", () =>
    signedInTab(
      DEMO.agent,
      "location-away",
      async ({ page }) => {
        const senior = await seniorWithWatch(100033);
        // 60 minutes at one position every 5 minutes: 13 positions, all outside the home radius.
        const walk = await sendAwayWalk(100033, senior, 60);
        expect(walk).toHaveLength(13);
        const base = await seniorBase(100033);
        await page.goto(`${base}/senior-location?tab=senior-location&hours=2`);
        const details = page.getByRole("region", { name: "Location details" });
        await details.getByLabel("Location", { exact: true }).getByText("Away", { exact: true }).waitFor();
        const map = page.getByRole("region", { name: "Location map" });
        await map.locator("[title='Current location (away)']").waitFor();
        await map.locator("[title='Home']").waitFor();
        // History points numbered 1…12, the 13th (latest) a plain marker.
        for (let n = 1; n <= 12; n++) await map.locator(`[title='Location ${n}']`).waitFor();
        expect(await map.locator("[title='Location 13']").count()).toBe(0);
        await map.locator("[title='Latest location']").waitFor();
        expect(await details.getByLabel("History Points").textContent()).toBe("13");
        // No tile server answers on these machines: the offline US outline layer is drawn instead.
        await map.locator("path.care-map-state").first().waitFor({ state: "attached" });

        // A marker's tooltip, then its address on click.
        await map.locator("[title='Location 1']").hover();
        await page.getByText("Click to get address").waitFor();
        await map.locator("[title='Location 1']").click();
        await page.getByText(/^Address: (?!Click to get address)/).waitFor();
        await screenshot(page, "location-away");
      },
      [/Failed to load resource: net::ERR_/, /^404 GET \/api\/users\/reverse-geocode$/, /status of 404/],
    ));
});
