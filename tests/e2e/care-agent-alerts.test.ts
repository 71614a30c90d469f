import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openTab, screenshot, type Tab } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO, portalUrl, signIn } from "./support/portal.js";

// Issue 28 item 3: the care agent acts on alerts (spec 2 §4, §7). Action-type insights with status new or abandoned
// load as the senior's alerts (GET careinsights/query); one is sent for approval with a note and another closed as
// no action (PUT careinsights/update-insight), two more go to no action at once (PUT careinsights/update-status).
// The alert sent for approval reaches the admin as an approve-state event, and once approved reaches the agent as
// an action notification; both show the spec's view states (approve / action notification, maximize, minimize)
// with the alert detail rows. Member 100006 is coached by agent@demo.care and has no open alert in the demo data.

const MEMBER = 100006;
const NOTE = "Called the member: the walk was longer than usual, resting now. Family informed.";

let browser: Browser;
let agent: Tab;
let admin: Tab;
let senior: { id: string; name: string; timezone: string; base: string };

/** Signed in, with the push connection up (the header dot says so), so no event can be missed. */
async function readyTab(email: string): Promise<Tab> {
  const tab = await openTab(browser, portalUrl());
  await signIn(tab.page, email);
  await tab.page.locator('[data-testid="realtime-status"][data-connected="true"]').waitFor({ timeout: 15_000 });
  return tab;
}

interface NewAlert {
  message: string;
  status: "new" | "abandoned";
  reading: number;
  minutesAgo: number;
}

/** An alert as the threshold worker stores it (detail rows included), in the given status, for the member. */
async function insertAlert(a: NewAlert): Promise<string> {
  const at = new Date(Date.now() - a.minutesAgo * 60_000);
  const detail = [
    {
      generatedAt: at.toISOString(),
      vitalSign: "Heart Rate",
      variable: "heart_rate",
      current: a.reading,
      unit: "bpm",
      range: "59.5-80.5 bpm",
    },
  ];
  const [row] = await e2eQuery<{ id: string }>(
    `INSERT INTO care_insight (id, senior_id, type, kind, status, vital_type, message, range, range_good_lower,
       range_good_upper, value, detail, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'alert', 'action', $2::care_insight_status, 'heart_rate', $3, '59.5-80.5 bpm',
       59.5, 80.5, $4, $5::jsonb, $6, $6)
     RETURNING id`,
    [senior.id, a.status, a.message, a.reading, JSON.stringify(detail), at],
  );
  if (!row) throw new Error("alert not inserted");
  return row.id;
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await e2eQuery<{ status: string }>("SELECT status::text AS status FROM care_insight WHERE id = $1", [
    id,
  ]);
  return row?.status;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const [s] = await e2eQuery<{
    id: string;
    account_id: string;
    timezone: string;
    first_name: string;
    last_name: string;
  }>("SELECT id, account_id, timezone, first_name, last_name FROM senior WHERE member_id = $1", [MEMBER]);
  if (!s) throw new Error(`member ${MEMBER} not found`);
  senior = {
    id: s.id,
    name: `${s.first_name} ${s.last_name}`,
    timezone: s.timezone,
    base: `/senior/${s.id}/${s.account_id}/${s.timezone.replaceAll("/", "-")}`,
  };
  agent = await readyTab(DEMO.agent);
  admin = await readyTab(DEMO.admin);
});
afterAll(async () => {
  await agent?.context.close();
  await admin?.context.close();
  await browser?.close();
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

const alertsTable = (page: Page): Locator => page.getByRole("table", { name: "Alerts", exact: true });
/** The alert's own row (each holds a table of its detail rows). */
const alertRows = (page: Page): Locator => alertsTable(page).getByTestId("alert-row");
const alertRow = (page: Page, text: string): Locator => alertRows(page).filter({ hasText: text });

async function closeToast(page: Page): Promise<void> {
  await page.getByTestId("toast").getByRole("button", { name: "Close" }).click();
  await page.getByTestId("toast").waitFor({ state: "detached" });
}

/** The popup of the event whose text holds `text`, in the given view state. */
const eventPopup = (page: Page, text: string, viewState: string): Locator =>
  page.locator(`[data-testid="insight-event"][data-view-state="${viewState}"]`).filter({ hasText: text });

/** The alert detail rows of a maximized event, read as the user sees them. */
async function detailRows(popup: Locator): Promise<string[][]> {
  const table = popup.getByRole("table", { name: "Alert details" });
  const head = (await table.getByRole("columnheader").allTextContents()).map((t) => t.trim());
  const rows = await table
    .locator("tbody tr")
    // The page's elements (this file is type-checked without the DOM library).
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.children as unknown as Iterable<{ textContent: string | null }>, (td) => td.textContent ?? ""),
      ),
    );
  return [head, ...rows];
}

describe("care agent alerts", () => {
  it("acts on alerts one by one and in bulk; the history shows what became of them", () =>
    guarded("alerts-act", async () => {
      const send = await insertAlert({
        message: "Heart Rate of 131 bpm is above the action threshold of 91 bpm. Normal range: 59.5-80.5 bpm.",
        status: "new",
        reading: 131,
        minutesAgo: 20,
      });
      const dismiss = await insertAlert({
        message: "Heart Rate of 44 bpm is below the action threshold of 49 bpm. Normal range: 59.5-80.5 bpm.",
        status: "abandoned",
        reading: 44,
        minutesAgo: 40,
      });
      const bulkA = await insertAlert({
        message: "Heart Rate of 97 bpm is above the attention threshold of 92 bpm. Normal range: 59.5-80.5 bpm.",
        status: "new",
        reading: 97,
        minutesAgo: 60,
      });
      const bulkB = await insertAlert({
        message: "Heart Rate of 52 bpm is below the attention threshold of 55 bpm. Normal range: 59.5-80.5 bpm.",
        status: "new",
        reading: 52,
        minutesAgo: 80,
      });
      // Not an alert to act on: already sent for approval.
      await e2eQuery(
        `INSERT INTO care_insight (id, senior_id, type, kind, status, message, created_at, updated_at)
         VALUES (gen_random_uuid(), $1, 'alert', 'action', 'sent_for_approval', 'Already queued alert', now(), now())`,
        [senior.id],
      );

      const a = agent.page;
      await a.goto(`${senior.base}/care-insights/history`);
      await alertRow(a, "131 bpm").waitFor();
      const messages = await alertRows(a).evaluateAll((trs) =>
        trs.map((tr) => tr.children[3]?.firstChild?.textContent ?? ""),
      );
      expect(messages).toEqual([
        "Heart Rate of 131 bpm is above the action threshold of 91 bpm. Normal range: 59.5-80.5 bpm.",
        "Heart Rate of 44 bpm is below the action threshold of 49 bpm. Normal range: 59.5-80.5 bpm.",
        "Heart Rate of 97 bpm is above the attention threshold of 92 bpm. Normal range: 59.5-80.5 bpm.",
        "Heart Rate of 52 bpm is below the attention threshold of 55 bpm. Normal range: 59.5-80.5 bpm.",
      ]);
      const first = alertRow(a, "131 bpm");
      expect((await first.locator(":scope > td").allTextContents()).slice(2)).toEqual([
        "Heart Rate",
        expect.stringContaining("Heart Rate of 131 bpm is above the action threshold"),
        "New",
        "Send for ApprovalNo Action",
      ]);
      expect(await alertRow(a, "44 bpm").locator(":scope > td").nth(4).textContent()).toBe("Abandoned");
      const detail = await first.getByRole("table", { name: "Alert details" }).textContent();
      expect(detail).toContain("Heart Rate");
      expect(detail).toContain("131 bpm");
      expect(detail).toContain("59.5-80.5 bpm");
      await screenshot(a, "alerts-open");

      // One by one: no action.
      await alertRow(a, "44 bpm").getByRole("button", { name: "No Action" }).click();
      await a.getByTestId("toast").getByText("Updated successfully.", { exact: true }).waitFor();
      await closeToast(a);
      await alertRow(a, "44 bpm").waitFor({ state: "detached" });
      expect(await statusOf(dismiss)).toBe("no_action");

      // In bulk: the two selected go to no action, the one left is untouched.
      await alertRow(a, "97 bpm").getByRole("checkbox").check();
      await alertRow(a, "52 bpm").getByRole("checkbox").check();
      await screenshot(a, "alerts-selected");
      await a.getByRole("button", { name: "No Action for Selected (2)" }).click();
      const confirm = a.getByRole("dialog", { name: "Set the selected alerts to no action?" });
      await confirm.getByText("2 alerts will be closed with no action.").waitFor();
      await confirm.getByRole("button", { name: "No Action" }).click();
      await a.getByTestId("toast").getByText("Updated successfully.", { exact: true }).waitFor();
      await closeToast(a);
      await alertRow(a, "97 bpm").waitFor({ state: "detached" });
      await alertRow(a, "52 bpm").waitFor({ state: "detached" });
      expect(await alertRows(a).count()).toBe(1);
      expect([await statusOf(bulkA), await statusOf(bulkB), await statusOf(send)]).toEqual([
        "no_action",
        "no_action",
        "new",
      ]);
      expect(await a.getByRole("button", { name: "No Action for Selected (0)" }).isDisabled()).toBe(true);

      // The history below shows each alert with its new status.
      const item = (reading: string): Locator => a.getByTestId("insight-item").filter({ hasText: reading });
      await item("52 bpm").getByText("No Action", { exact: true }).waitFor();
      await item("97 bpm").getByText("No Action", { exact: true }).waitFor();
      await item("44 bpm").getByText("No Action", { exact: true }).waitFor();
      await screenshot(a, "alerts-after-no-action");
    }));

  it("sends an alert for approval; its events show the view states with the alert detail rows", () =>
    guarded("alerts-events", async () => {
      const a = agent.page;
      const ad = admin.page;
      // The admin works elsewhere than the review queue (which would close an approve-state event at once).
      await ad.goto("/portal-admin/accounts");
      await ad.getByRole("heading", { level: 1, name: "Accounts" }).waitFor();

      await a.goto(`${senior.base}/care-insights/history`);
      const row = alertRow(a, "131 bpm");
      await row.getByRole("button", { name: "Send for Approval" }).click();
      const dialog = a.getByRole("dialog", { name: "Send for Approval" });
      await dialog.getByLabel("Message").fill(NOTE);
      await dialog.getByRole("button", { name: "Send" }).click();
      await a.getByTestId("toast").getByText("Updated successfully.", { exact: true }).waitFor();
      await closeToast(a);
      await row.waitFor({ state: "detached" });
      await alertsTable(a).getByText("No open alerts").waitFor();
      const sent = a.getByTestId("insight-item").filter({ hasText: NOTE });
      await sent.getByText("Sent for Approval", { exact: true }).waitFor();

      // The approver's event: approve state, then maximized with the detail rows, minimized, maximized again.
      const approve = eventPopup(ad, NOTE, "approve");
      await approve.waitFor({ timeout: 20_000 });
      expect(await approve.textContent()).toContain("You have a new Care insight Alert");
      expect(await approve.textContent()).toContain(senior.name);
      await screenshot(ad, "alert-event-approve");
      await approve.getByRole("button", { name: "Maximize" }).click();
      const max = eventPopup(ad, NOTE, "maximize");
      await max.waitFor();
      const rows = await detailRows(max);
      expect(rows[0]).toEqual(["Date/Time Generated", "Vital Sign", "Variable", "Current", "Range"]);
      expect(rows.slice(1).map((r) => r.slice(1))).toEqual([["Heart Rate", "heart_rate", "131 bpm", "59.5-80.5 bpm"]]);
      expect(rows[1]?.[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
      expect(await max.textContent()).toContain("Alert history (7 days before");
      await screenshot(ad, "alert-event-maximized");
      await max.getByRole("button", { name: "Minimize" }).click();
      const min = ad.locator('[data-testid="insight-event"][data-view-state="minimize"]').filter({
        hasText: senior.name,
      });
      await min.waitFor();
      expect(await min.getByRole("table").count()).toBe(0);
      await screenshot(ad, "alert-event-minimized");
      await min.getByRole("button", { name: "Maximize" }).click();
      await max.getByRole("button", { name: "Review" }).click();
      await ad.waitForURL((url) => url.pathname === "/portal-admin/care-insight-review");
      // Opening the review page closed the approve-state event.
      await ad.getByTestId("insight-event").waitFor({ state: "detached" });
      const queued = ad
        .getByRole("table", { name: "Care Insight Review" })
        .getByRole("row")
        .filter({ hasText: senior.name })
        .filter({ hasText: NOTE });
      await queued.getByRole("button", { name: "Approve", exact: true }).click();
      await ad.getByText("Care insight approved.").waitFor();
      await queued.waitFor({ state: "detached" });

      // The care team's event: action notification, maximized with the same rows, then closed.
      const notified = eventPopup(a, NOTE, "action-notification");
      await notified.waitFor({ timeout: 20_000 });
      expect(await notified.textContent()).toContain("Action Notification");
      // The event reloaded the senior's history on screen: the alert is approved there.
      await a.getByTestId("insight-item").filter({ hasText: NOTE }).getByText("Approved", { exact: true }).waitFor();
      await screenshot(a, "alert-event-action-notification");
      await notified.getByRole("button", { name: "Maximize" }).click();
      const agentMax = eventPopup(a, NOTE, "maximize");
      await agentMax.waitFor();
      expect((await detailRows(agentMax)).slice(1).map((r) => r.slice(1))).toEqual([
        ["Heart Rate", "heart_rate", "131 bpm", "59.5-80.5 bpm"],
      ]);
      await screenshot(a, "alert-event-action-notification-maximized");
      await agentMax.getByRole("button", { name: "Close" }).click();
      await a.getByTestId("insight-event").waitFor({ state: "detached" });
    }));
});
