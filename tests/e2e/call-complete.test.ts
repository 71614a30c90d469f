import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import type { Browser } from "playwright-core";

// Issue 28 item 2: a scheduled call that is due can be completed from the Scheduler and from the Call Schedule;
// 'Call completed' records it (POST supervision/call-logs/outbound), the call leaves the due list, shows as the
// senior's last completed call and appears in the Call Log with its notes and action items. Members 100033 and
// 100034 are coached by agent@demo.care and have no call of their own today in the demo data.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
const signedInTab = setupSignedInTabs(() => browser);

interface Member {
  id: string;
  accountId: string;
  timezone: string;
  base: string;
}

async function member(memberId: number): Promise<Member> {
  const [s] = await e2eQuery<{ id: string; account_id: string; timezone: string }>(
    "SELECT id, account_id, timezone FROM senior WHERE member_id = $1",
    [memberId],
  );
  if (!s) throw new Error(`member ${memberId} not found`);
  const base = `/senior/${s.id}/${s.account_id}/${s.timezone.replaceAll("/", "-")}`;
  return { id: s.id, accountId: s.account_id, timezone: s.timezone, base };
}

async function agent(): Promise<{ id: string; name: string }> {
  const [a] = await e2eQuery<{ id: string; first_name: string; last_name: string }>(
    "SELECT id, first_name, last_name FROM staff_user WHERE email = $1",
    [DEMO.agent],
  );
  if (!a) throw new Error("no demo agent");
  return { id: a.id, name: `${a.first_name} ${a.last_name}` };
}

const MINUTE = 60_000;

/**
 * Books a 30-minute call of the senior with the demo agent starting at `start` or, when the agent or the senior
 * already holds that slot (the overlap trigger refuses it), at the next free half hour after it. Answers its start.
 */
async function bookAt(m: Member, agentId: string, start: number, reason: string): Promise<Date> {
  for (let n = 0; n < 48; n++) {
    const at = new Date(Math.floor(start / MINUTE) * MINUTE + n * 30 * MINUTE);
    try {
      await e2eQuery(
        `INSERT INTO call_schedule (id, senior_id, callee_id, callee_type, care_agent_id, start_time, end_time,
           duration_minutes, reason, status, assignment_status, created_by_id, created_at, updated_at)
         VALUES (gen_random_uuid(), $1, $1, 'senior', $2, $3, $4, 30, $5::call_reason, 'not_started', 'pending', $2,
           now(), now())`,
        [m.id, agentId, at, new Date(at.getTime() + 30 * MINUTE), reason],
      );
      return at;
    } catch (err) {
      if (!String(err).includes("already has a call")) throw err;
    }
  }
  throw new Error("no free slot");
}

const shown = (at: Date, zone: string): string => format(new TZDate(at.getTime(), zone), "MM/dd/yyyy hh:mm a");

const toast = (page: Page, text: string) => page.getByTestId("toast").getByText(text, { exact: true });

async function closeToast(page: Page): Promise<void> {
  await page.getByTestId("toast").getByRole("button", { name: "Close" }).click();
  await page.getByTestId("toast").waitFor({ state: "detached" });
}

/** Fills and saves the 'Call completed' dialog (call date and time stay the dialog's default: now). */
async function completeCall(page: Page, notes: string, actionItems: string): Promise<void> {
  const form = page.getByRole("form", { name: "Call completed" });
  await form.waitFor();
  await form.getByLabel("Notes").fill(notes);
  await form.getByLabel("Action Items").fill(actionItems);
  await screenshot(page, "call-complete-dialog");
  await form.getByRole("button", { name: "Save" }).click();
  await toast(page, "Call logged successfully.").waitFor();
  await form.waitFor({ state: "detached" });
  await closeToast(page);
}

describe("completing a scheduled call", () => {
  it("from the Scheduler: the due call leaves the due list, becomes the last completed call and is in the Call Log", () =>
    signedInTab(DEMO.agent, "call-complete-scheduler", async ({ page }) => {
      const m = await member(100033);
      const a = await agent();
      const due = await bookAt(m, a.id, Date.now() - 3 * 60 * MINUTE, "care_coordination");
      const next = await bookAt(m, a.id, Date.now() + 2 * 24 * 60 * MINUTE, "senior_check_in");

      await page.goto(`${m.base}/scheduler?tab=scheduler`);
      const nextCard = page.getByRole("region", { name: "Next Pending Call" });
      await nextCard.getByText(`${shown(next, m.timezone)} · Senior Check-in · ${a.name}`).waitFor();
      const lastCard = page.getByRole("region", { name: "Last Completed Call" });

      const dueRow = page
        .getByRole("table", { name: "Due calls" })
        .getByRole("row")
        .filter({ hasText: shown(due, m.timezone) });
      await dueRow.waitFor();
      expect(await dueRow.getByRole("cell").allTextContents()).toEqual([
        shown(due, m.timezone),
        expect.any(String), // the senior's name
        a.name,
        "30 min",
        "Care Coordination",
        "Not Started",
        "Call completedMoveCancel",
      ]);
      // The coming call is not due: no completion offered.
      const upcomingRow = page
        .getByRole("table", { name: "Upcoming calls" })
        .getByRole("row")
        .filter({ hasText: shown(next, m.timezone) });
      await upcomingRow.waitFor();
      expect(await upcomingRow.getByRole("button", { name: "Call completed" }).count()).toBe(0);
      await screenshot(page, "call-complete-scheduler-before");

      await dueRow.getByRole("button", { name: "Call completed" }).click();
      await completeCall(
        page,
        "Reviewed the new walking plan with the member.",
        "Order the pedometer\nCall the daughter",
      );
      await dueRow.waitFor({ state: "detached" });
      await lastCard.getByText(`${shown(due, m.timezone)} · Care Coordination · ${a.name}`).waitFor();
      await nextCard.getByText(`${shown(next, m.timezone)} · Senior Check-in · ${a.name}`).waitFor();
      await screenshot(page, "call-complete-scheduler-after");

      // The Call Log: the completed call first (newest call_time), with its text.
      await page.getByRole("tablist", { name: "Senior sections" }).getByRole("tab", { name: "Call Log" }).click();
      const log = page.getByRole("table", { name: "Call Log" });
      await log.getByRole("cell", { name: "Reviewed the new walking plan with the member." }).waitFor();
      const first = await log.locator("tbody tr").first().getByRole("cell").allTextContents();
      expect(first.slice(1)).toEqual([
        a.name,
        "Outbound",
        "Care Coordination",
        "-",
        "30 min",
        "-",
        "Reviewed the new walking plan with the member.",
        "Order the pedometerCall the daughter",
      ]);
      await screenshot(page, "call-complete-call-log");
    }));

  it("from the Call Schedule tab: the due call shows Completed and its log is in the Call Log", () =>
    signedInTab(DEMO.agent, "call-complete-schedule", async ({ page }) => {
      const m = await member(100034);
      const a = await agent();
      const due = await bookAt(m, a.id, Date.now() - 90 * MINUTE, "return_call");
      const day = format(new TZDate(due.getTime(), m.timezone), "yyyy-MM-dd");

      await page.goto(`${m.base}/call-schedule?tab=call-schedule&view=day&date=${day}`);
      const row = page
        .getByRole("table", { name: "Call schedule" })
        .getByRole("row")
        .filter({ hasText: format(new TZDate(due.getTime(), m.timezone), "hh:mm a") })
        .filter({ hasText: "Return Call" });
      await row.waitFor();
      expect((await row.getByRole("cell").allTextContents()).slice(4)).toEqual([
        "Return Call",
        "30 min",
        "Not Started",
        "Call completed",
      ]);
      await row.getByRole("button", { name: "Call completed" }).click();
      await completeCall(page, "Returned the member's call about the pharmacy.", "Confirm the refill");
      await row.getByRole("cell", { name: "Completed", exact: true }).waitFor();
      expect(await row.getByRole("button", { name: "Call completed" }).count()).toBe(0);
      await screenshot(page, "call-complete-schedule-tab");

      await page.getByRole("tablist", { name: "Senior sections" }).getByRole("tab", { name: "Call Log" }).click();
      const logRow = page
        .getByRole("table", { name: "Call Log" })
        .getByRole("row")
        .filter({ hasText: "Returned the member's call about the pharmacy." });
      await logRow.waitFor();
      expect(await logRow.textContent()).toContain("Confirm the refill");
      const [stored] = await e2eQuery<{ status: string; logs: number }>(
        `SELECT s.status::text AS status, (SELECT count(*)::int FROM call_log l WHERE l.call_id = s.id) AS logs
           FROM call_schedule s WHERE s.senior_id = $1 AND s.start_time = $2`,
        [m.id, due],
      );
      expect(stored).toEqual({ status: "completed", logs: 1 });
    }));
});
