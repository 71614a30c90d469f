import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { demoMember, seniorTabPath, type DemoMember } from "./support/members.js";
import { DEMO } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { bodyRows } from "./support/table.js";

// Onboarding info → Medical Info and Devices against the real API and the demo data: agent@demo.care coaches
// members 100001–100040 (prisma/seed); member 100001 is theirs.

const MEMBER_ID = 100001;
/** A watch IMEI with a valid check digit, not in the demo data (seed IMEIs are 358209111…). */
const NEW_WATCH = "358209119990013";

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);
let member: DemoMember;

beforeAll(async () => {
  member = await demoMember(MEMBER_ID);
  // Start without a home radius, so the watch is first refused; the test then sets it on the Profile Info screen.
  await e2eQuery("UPDATE senior SET home_radius_value = NULL, home_radius_unit = NULL WHERE id = $1", [member.id]);
});

const subTab = (sub: string): string => seniorTabPath(member, "onboarding-info", sub);

/** Picks an option of a MUI select by its label. */
async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string): Promise<void> {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The rows of the table labelled exactly so. */
const labelledRows = (page: Page, table: string): Promise<string[][]> =>
  bodyRows(page.locator(`table[aria-label='${table}']`));

describe("onboarding info: medical info and devices", () => {
  it("a care agent adds a condition and a medication", () =>
    signedInTab(DEMO.agent, "onboarding-medical-info", async ({ page }) => {
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
      expect((await labelledRows(page, "Medical Conditions"))[0]?.slice(0, 4)).toEqual([
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
      expect(await labelledRows(page, "Medication")).toEqual([
        ["Lisinopril", "Tablet", "1 time per day", "Morning", "-", "-", "-", "Submitted", "Edit"],
      ]);

      // The condition's history holds its first version.
      await page.getByRole("button", { name: "History of Hypertension" }).click();
      const history = page.getByRole("dialog", { name: "History: Hypertension" });
      await history.getByText("Casey Rivera").waitFor();
      expect((await labelledRows(page, "Medical Condition History"))[0]?.slice(0, 4)).toEqual([
        "1",
        "Added",
        "Hypertension",
        "Moderate",
      ]);
      await history.getByRole("button", { name: "Close" }).click();
      await screenshot(page, "onboarding-medical-info");

      // Edit the condition, then delete it (its history is kept, the list is empty again).
      await page.getByRole("button", { name: "Edit Hypertension" }).click();
      const edit = page.getByRole("dialog", { name: "Edit Medical Condition" });
      await choose(page, edit, "Severity Level", "Severe");
      await edit.getByRole("button", { name: "Save" }).click();
      await edit.waitFor({ state: "detached" });
      await expect
        .poll(async () => (await labelledRows(page, "Medical Conditions"))[0]?.slice(0, 2))
        .toEqual(["Hypertension", "Severe"]);
      await page.getByRole("button", { name: "Delete Hypertension" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete Medical Condition" });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await page.getByText("Deleted Successfully").waitFor();
      await page.locator("table[aria-label='Medical Conditions']").getByText("No Records").waitFor();
      const [kept] = await e2eQuery<{ changes: string }>(
        `SELECT string_agg(h.change::text, ',' ORDER BY h.version) AS changes
           FROM medical_condition_history h JOIN medical_condition c ON c.id = h.medical_condition_id
          WHERE c.senior_id = $1 AND c.condition = 'Hypertension'`,
        [member.id],
      );
      expect(kept?.changes).toBe("created,updated,deleted");
    }));

  it("links a watch once the home radius is set", () =>
    signedInTab(
      DEMO.agent,
      "onboarding-devices",
      async ({ page }) => {
        await page.goto(subTab("devices"));
        await page.getByRole("tab", { name: "Devices", selected: true }).waitFor();
        const table = page.locator("table[aria-label='Linked Devices']");
        // The demo member's watch, scale, sleep mat and hub.
        await table.getByText("Watch", { exact: true }).waitFor();
        expect((await labelledRows(page, "Linked Devices")).map((r) => r[0])).toEqual([
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

        // The radius, set where a user sets it: Profile Info → Basic Info.
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await page.getByRole("tab", { name: "Profile Info" }).click();
        const basic = page.getByRole("form", { name: "Basic Info" });
        await basic.getByRole("textbox", { name: "Home Radius" }).waitFor();
        await basic.getByRole("textbox", { name: "Home Radius" }).fill("0.5");
        await basic.getByRole("combobox", { name: "Radius Unit" }).click();
        await page.getByRole("option", { name: "Mile", exact: true }).click();
        const [savedBasic] = await Promise.all([
          page.waitForResponse(
            (r) => r.request().method() === "PUT" && new URL(r.url()).pathname === "/api/users/senior/basic-info",
          ),
          basic.getByRole("button", { name: "Save" }).click(),
        ]);
        expect(savedBasic.status()).toBe(200);
        const [radius] = await e2eQuery<{ value: number; unit: string }>(
          "SELECT home_radius_value::float AS value, home_radius_unit::text AS unit FROM senior WHERE id = $1",
          [member.id],
        );
        expect(radius).toEqual({ value: 0.5, unit: "mile" });

        await page.getByRole("tab", { name: "Devices" }).click();
        await table.getByText("Watch", { exact: true }).waitFor();
        await page.getByRole("button", { name: "Link Device" }).click();
        await dialog.getByRole("textbox", { name: "IMEI Number" }).fill(NEW_WATCH);
        await dialog.getByRole("button", { name: "Link" }).click();
        await page.getByText("Device has been saved successfully.").waitFor();
        await dialog.waitFor({ state: "detached" });
        await table.getByText(NEW_WATCH).waitFor();
        const watchRows = (await labelledRows(page, "Linked Devices")).filter((r) => r[0] === "Watch");
        expect(watchRows.map((r) => r[1])).toEqual([NEW_WATCH]);
        await screenshot(page, "onboarding-devices");

        // Unlink the scale (after the confirmation): gone from the list, its link kept as history.
        await page.getByRole("button", { name: "Unlink Scale 00:24:e4:01:00:00" }).click();
        await page.getByRole("dialog", { name: "Unlink Device" }).getByRole("button", { name: "Unlink" }).click();
        await page.getByText("Device has been deleted successfully.").waitFor();
        await expect
          .poll(async () => (await labelledRows(page, "Linked Devices")).map((r) => r[0]))
          .toEqual(["Watch", "Sleep Mat", "Hub"]);
      },
      [/^409 PUT \/api\/users\/medical-device$/, /status of 409/],
    ));
});
