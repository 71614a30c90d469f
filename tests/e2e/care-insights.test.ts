import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openTab, screenshot, type Tab } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { seniorWithWatch, sendHeartRate, type SeededSenior } from "./support/devices.js";
import { DEMO, portalUrl, signIn } from "./support/portal.js";

// Member 100005: assigned to agent@demo.care (no break-glass), heart-rate care insights OFF (ASSIGNED) in the demo
// data, baseline average around 70 bpm.
const MEMBER = 100005;
const EDITED = "Heart rate reached 185 bpm during the afternoon walk; the care team will call the family today.";

let browser: Browser;
let agent: Tab;
let admin: Tab;
let senior: SeededSenior;
let seniorBase: string;

/** Signed in, with the push connection up (the header dot says so), so no event can be missed. */
async function readyTab(email: string): Promise<Tab> {
  const tab = await openTab(browser, portalUrl());
  await signIn(tab.page, email);
  await tab.page.locator('[data-testid="realtime-status"][data-connected="true"]').waitFor({ timeout: 15_000 });
  return tab;
}

beforeAll(async () => {
  browser = await launchBrowser();
  senior = await seniorWithWatch(MEMBER);
  const [ref] = await e2eQuery<{ account_id: string; timezone: string }>(
    "SELECT account_id, timezone FROM senior WHERE id = $1",
    [senior.seniorId],
  );
  if (!ref) throw new Error(`member ${MEMBER} not found`);
  seniorBase = `/senior/${senior.seniorId}/${ref.account_id}/${ref.timezone.replaceAll("/", "-")}`;
  agent = await readyTab(DEMO.agent);
  // Admin lands on the review queue (spec 1 §6 default page).
  admin = await readyTab(DEMO.admin);
  await admin.page.waitForURL((url) => url.pathname === "/portal-admin/care-insight-review");
});
afterAll(async () => {
  await agent?.context.close();
  await admin?.context.close();
  await browser?.close();
});

/** The queue row of this senior whose message names the reading. */
const queueRow = (page: Page, reading: string): Locator =>
  page.getByRole("table", { name: "Care Insight Review" }).getByRole("row").filter({ hasText: senior.name }).filter({
    hasText: reading,
  });

async function guarded(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (err) {
    await screenshot(agent.page, `FAILED-${name}-agent`).catch(() => {});
    await screenshot(admin.page, `FAILED-${name}-admin`).catch(() => {});
    throw err;
  }
  expect(agent.problems).toEqual([]);
  expect(admin.problems).toEqual([]);
}

describe("care insights", () => {
  it("turns heart-rate insights ON with thresholds; a breach reaches the review queue live; approved with an edit, the senior's history shows the new text", () =>
    guarded("care-insight-flow", async () => {
      const a = agent.page;
      await a.goto(`${seniorBase}/care-insights`);
      await a.waitForURL((url) => url.pathname === `${seniorBase}/care-insights/threshold-setting`);
      const heart = a.getByTestId("vital-heart_rate");
      await heart.waitFor();
      expect(await heart.textContent()).toContain("Assigned");
      expect(await a.getByRole("table", { name: "Active Vitals", exact: true }).textContent()).toContain("Heart Rate");

      await heart.getByRole("button", { name: "Edit" }).click();
      const editor = a.getByRole("dialog", { name: "Edit Thresholds — Heart Rate" });
      for (const [label, value] of [
        ["Upper Action %", "30"],
        ["Upper Attention %", "15"],
        ["Lower Attention %", "15"],
        ["Lower Action %", "30"],
      ] as const) {
        await editor.getByLabel(label).fill(value);
      }
      await editor.getByRole("button", { name: "Submit" }).click();
      const confirm = a.getByRole("dialog", { name: "Switch ON Care Insight Messages?" });
      await confirm
        .getByText("Submitting these thresholds switches ON Care Insight Messages for Heart Rate.")
        .waitFor();
      await confirm.getByRole("button", { name: "Submit" }).click();
      await a.getByText("Updated successfully.").waitFor();
      await heart.getByText("Active Insight").waitFor();
      expect(await heart.getByRole("switch", { name: "Care insight Heart Rate" }).isChecked()).toBe(true);
      expect(await heart.textContent()).toContain("30% / 15%");
      await screenshot(a, "care-insights-thresholds");

      // The reading travels ingest → threshold worker → insight → fan-out → soketi → the admin's open queue.
      await admin.page.getByRole("heading", { level: 1, name: "Care Insight Review" }).waitFor();
      await sendHeartRate(senior, 185);
      const row = queueRow(admin.page, "185 bpm");
      await row.waitFor({ timeout: 20_000 });
      const rowText = (await row.textContent()) ?? "";
      expect(rowText).toContain("Alert");
      expect(rowText).toContain("Heart Rate");
      expect(rowText).toContain("is above the action threshold");
      await screenshot(admin.page, "care-insight-review-live");

      await row.getByRole("button", { name: "Approve with Edit" }).click();
      const edit = admin.page.getByRole("dialog", { name: "Approve with Edit" });
      await edit.getByLabel("Message").fill(EDITED);
      await edit.getByRole("button", { name: "Approve" }).click();
      await admin.page.getByText("Care insight approved.").waitFor();
      await row.waitFor({ state: "detached" });

      // The approval notifies the care team: the popup opens the senior's history, the tab carries the dot.
      const popup = a.getByRole("alert").filter({ hasText: EDITED });
      await popup.waitFor({ timeout: 20_000 });
      expect(await popup.textContent()).toContain("You have a new Care insight Alert");
      await screenshot(a, "care-insight-notification");
      await popup.getByRole("button", { name: "Open" }).click();
      await a.waitForURL((url) => url.pathname === `${seniorBase}/care-insights/history`);
      await a.getByLabel("Care Insights (new)").waitFor();
      const item = a.getByTestId("insight-item").filter({ hasText: EDITED });
      await item.waitFor();
      expect(await item.textContent()).toContain("Approved with Edit");
      await item.getByText(EDITED).click();
      await item.getByRole("table", { name: "Status history" }).getByText("Approved with Edit").waitFor();
      const details = await item.getByRole("table", { name: "Alert details" }).textContent();
      expect(details).toContain("Heart Rate");
      expect(details).toContain("185 bpm");
      // Expanding cleared the notify flag, and with it the tab's dot.
      await a.getByLabel("Care Insights (new)").waitFor({ state: "detached" });
      await screenshot(a, "care-insight-history");
    }));

  it("denies two queued alerts at once", () =>
    guarded("care-insight-bulk-deny", async () => {
      const page = admin.page;
      await sendHeartRate(senior, 40);
      await queueRow(page, "40 bpm").waitFor({ timeout: 20_000 });
      // Readings are evaluated in time order: the next one is sent only after the first became an alert.
      await sendHeartRate(senior, 185);
      await queueRow(page, "185 bpm").waitFor({ timeout: 20_000 });

      await queueRow(page, "40 bpm").getByRole("checkbox").check();
      await queueRow(page, "185 bpm").getByRole("checkbox").check();
      await screenshot(page, "care-insight-review-selected");
      await page.getByRole("button", { name: "Deny Selected (2)" }).click();
      const confirm = page.getByRole("dialog", { name: "Deny selected?" });
      await confirm.getByRole("button", { name: "Deny" }).click();
      await page.getByText("2 care insights denied.").waitFor();
      await queueRow(page, "40 bpm").waitFor({ state: "detached" });
      await queueRow(page, "185 bpm").waitFor({ state: "detached" });
      const [denied] = await e2eQuery<{ n: number }>(
        "SELECT count(*)::int AS n FROM care_insight WHERE senior_id = $1 AND status = 'denied'",
        [senior.seniorId],
      );
      expect(denied?.n).toBe(2);
    }));
});
