import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, withTab } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO, portalUrl, signIn } from "./support/portal.js";

// Onboarding info → Medical Info and Devices against the real API and the demo data: agent@demo.care coaches
// members 100001–100040 (prisma/seed); member 100001 is theirs.

const MEMBER_ID = 100001;
/** A watch IMEI with a valid check digit, not in the demo data (seed IMEIs are 358209111…). */
const NEW_WATCH = "358209119990013";

interface Member {
  id: string;
  account_id: string;
  timezone: string;
}
let browser: Browser;
let member: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  const [row] = await e2eQuery<Member>("SELECT id::text, account_id::text, timezone FROM senior WHERE member_id = $1", [
    MEMBER_ID,
  ]);
  if (!row) throw new Error(`member ${MEMBER_ID} is not in the demo data`);
  member = row;
  // Start without a home radius, so the watch is first refused (the Profile Info screen sets it in real use).
  await e2eQuery("UPDATE senior SET home_radius_value = NULL, home_radius_unit = NULL WHERE id = $1", [member.id]);
});
afterAll(async () => {
  await browser?.close();
});

const subTab = (sub: string): string =>
  `/senior/${member.id}/${member.account_id}/${member.timezone.replaceAll("/", "-")}/onboarding-info/${sub}?tab=onboarding-info`;

/** Picks an option of a MUI select by its label. */
async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string): Promise<void> {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function bodyRows(page: Page, table: string): Promise<string[][]> {
  const trs = page.locator(`table[aria-label='${table}'] tbody tr`);
  const out: string[][] = [];
  for (let i = 0; i < (await trs.count()); i++) {
    out.push((await trs.nth(i).locator("td").allTextContents()).map((t) => t.trim()));
  }
  return out;
}

describe("onboarding info: medical info and devices", () => {
  it("a care agent adds a condition and a medication", () =>
    withTab(browser, portalUrl(), "onboarding-medical-info", async ({ page }) => {
      await signIn(page, DEMO.agent);
      await page.goto(subTab("medical-info"));
      await page.getByRole("tab", { name: "Medical Info", selected: true }).waitFor();
      await page.locator("table[aria-label='Medical Conditions']").getByText("No Records").waitFor();

      await page.getByRole("button", { name: "Add Medical Condition" }).click();
      const condition = page.getByRole("dialog", { name: "Add Medical Condition" });
      await condition.getByRole("textbox", { name: "Condition" }).fill("Hypertension");
      await choose(page, condition, "Severity Level", "Moderate");
      await condition.getByRole("textbox", { name: "Notes" }).fill("Checked weekly by the pharmacist");
      await condition.getByRole("button", { name: "Save" }).click();
      await page.getByText("Saved Successfully").waitFor();
      await condition.waitFor({ state: "detached" });
      await page.locator("table[aria-label='Medical Conditions']").getByText("Hypertension").waitFor();
      expect((await bodyRows(page, "Medical Conditions"))[0]?.slice(0, 4)).toEqual([
        "Hypertension",
        "Moderate",
        "-",
        "Checked weekly by the pharmacist",
      ]);

      await page.getByRole("button", { name: "Add Medication" }).click();
      const medication = page.getByRole("dialog", { name: "Add Medication" });
      await medication.getByRole("combobox", { name: "Medicine" }).fill("Lisin");
      // Offered from the seeded medicine catalogue through GET /api/users/medicine.
      await page.getByRole("option", { name: "Lisinopril", exact: true }).click();
      await choose(page, medication, "Dose Form", "Tablet");
      await choose(page, medication, "When", "Morning");
      await medication.getByRole("textbox", { name: "Notes" }).fill("10 mg");
      await screenshot(page, "onboarding-medication-form");
      await medication.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Medication has been submitted successfully.").waitFor();
      await medication.waitFor({ state: "detached" });
      await page.locator("table[aria-label='Medication']").getByText("Lisinopril").waitFor();
      expect(await bodyRows(page, "Medication")).toEqual([
        ["Lisinopril", "Tablet", "1 time per day", "Morning", "-", "-", "-", "Submitted", "Edit"],
      ]);

      // The condition's history holds its first version.
      await page.getByRole("button", { name: "History of Hypertension" }).click();
      const history = page.getByRole("dialog", { name: "History: Hypertension" });
      await history.getByText("Casey Rivera").waitFor();
      expect((await bodyRows(page, "Medical Condition History"))[0]?.slice(0, 4)).toEqual([
        "1",
        "Added",
        "Hypertension",
        "Moderate",
      ]);
      await history.getByRole("button", { name: "Close" }).click();
      await screenshot(page, "onboarding-medical-info");
    }));

  it("links a watch once the home radius is set", () =>
    withTab(
      browser,
      portalUrl(),
      "onboarding-devices",
      async ({ page }) => {
        await signIn(page, DEMO.agent);
        await page.goto(subTab("devices"));
        await page.getByRole("tab", { name: "Devices", selected: true }).waitFor();
        const table = page.locator("table[aria-label='Linked Devices']");
        // The demo member's watch, scale, sleep mat and hub.
        await table.getByText("Watch", { exact: true }).waitFor();
        expect((await bodyRows(page, "Linked Devices")).map((r) => r[0])).toEqual([
          "Watch",
          "Sleep Mat",
          "Scale",
          "Hub",
        ]);

        await page.getByRole("button", { name: "Link Device" }).click();
        const dialog = page.getByRole("dialog", { name: "Link Device" });
        await dialog.getByRole("textbox", { name: "IMEI Number" }).fill(NEW_WATCH);
        await dialog.getByRole("button", { name: "Link" }).click();
        await dialog.getByRole("alert").getByText("Please set the radius before linking the watch.").waitFor();
        await screenshot(page, "onboarding-devices-radius-missing");

        // The radius as the Profile Info screen saves it.
        await e2eQuery("UPDATE senior SET home_radius_value = 0.5, home_radius_unit = 'mile' WHERE id = $1", [
          member.id,
        ]);
        await dialog.getByRole("button", { name: "Link" }).click();
        await page.getByText("Device has been saved successfully.").waitFor();
        await dialog.waitFor({ state: "detached" });
        await table.getByText(NEW_WATCH).waitFor();
        const watchRows = (await bodyRows(page, "Linked Devices")).filter((r) => r[0] === "Watch");
        expect(watchRows.map((r) => r[1])).toEqual([NEW_WATCH]);
        await screenshot(page, "onboarding-devices");
      },
      [/^409 PUT \/api\/users\/medical-device$/, /status of 409/],
    ));
});
