import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./support/browser.js";
import { demoMember, seniorTabPath } from "./support/members.js";
import { DEMO } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { tableRows } from "./support/table.js";

// The admin lists of issue 17 item 7 against the real API and the demo data: the device inventory on
// /portal-admin/techuva-Watch, the medicine catalogue on /portal-admin/medication-list (and the member medication
// form's search that draws on it) and the caregiver app's release notes.

/** A Techuva watch IMEI with a valid check digit, not in the demo data (seed IMEIs are 358209111…). */
const TECHUVA = "356938030000013";
const SCALE_MAC = "00:24:e4:ee:00:01";
/** agent@demo.care's first member; admins open every member's medical info. */
const MEMBER_ID = 100001;

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);

async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("device inventory", () => {
  it("registers a Techuva watch and a scale, retires the scale and opens its history", () =>
    signedInTab(
      DEMO.admin,
      "admin-inventory-devices",
      async ({ page }) => {
        await page.goto("/portal-admin/techuva-Watch");
        await page.getByRole("heading", { level: 1, name: "Techuva Watch" }).waitFor();
        await page.getByRole("tab", { name: "Techuva Watches", selected: true }).waitFor();
        // The demo data has no Techuva watch.
        await page.getByText("No Device found").waitFor();

        await page.getByRole("button", { name: "Register Watch" }).click();
        const dialog = page.getByRole("dialog", { name: "Register Device" });
        await dialog.getByRole("textbox", { name: "IMEI / MAC / Serial" }).fill("356938030000014");
        await dialog.getByRole("textbox", { name: "Model" }).fill("Techuva T9");
        await dialog.getByRole("textbox", { name: "Watch Phone Number" }).fill("2125550101");
        await dialog.getByRole("button", { name: "Register" }).click();
        // A wrong check digit is refused under the field.
        await dialog.getByText("Please Enter Valid IMEI Number").waitFor();
        await dialog.getByRole("textbox", { name: "IMEI / MAC / Serial" }).fill(TECHUVA);
        await screenshot(page, "admin-techuva-register-dialog");
        await dialog.getByRole("button", { name: "Register" }).click();
        await page.getByText("Device registered successfully.").first().waitFor();
        await dialog.waitFor({ state: "detached" });
        await page.getByRole("table", { name: "Techuva watches" }).getByText(TECHUVA).waitFor();
        expect(await tableRows(page, "Techuva watches")).toEqual([
          [TECHUVA, "Offline", "-", "-", "-", "(212) 555-0101", "Available", "HistoryRetire"],
        ]);
        await screenshot(page, "admin-techuva-watch");

        await page.getByRole("tab", { name: "All Devices" }).click();
        await page.waitForURL((url) => url.searchParams.get("view") === "devices");
        await page.getByRole("table", { name: "Devices" }).getByText(TECHUVA).waitFor();
        await page.getByRole("button", { name: "Register Device" }).click();
        await choose(page, dialog, "Device Type", "Scale");
        await dialog.getByRole("textbox", { name: "IMEI / MAC / Serial" }).fill("00-24-E4-EE-00-01");
        await dialog.getByRole("button", { name: "Register" }).click();
        await dialog.waitFor({ state: "detached" });
        const first = (await tableRows(page, "Devices"))[0];
        expect(first?.slice(0, 5)).toEqual([SCALE_MAC, "Scale", "Withings", "Available", "-"]);

        // The same scale again is refused on the field.
        await page.getByRole("button", { name: "Register Device" }).click();
        await choose(page, dialog, "Device Type", "Scale");
        await dialog.getByRole("textbox", { name: "IMEI / MAC / Serial" }).fill(SCALE_MAC);
        await dialog.getByRole("button", { name: "Register" }).click();
        await dialog.getByText("This device is already registered").waitFor();
        await dialog.getByRole("button", { name: "Cancel" }).click();

        // A member's device cannot be retired from here.
        await page.getByRole("combobox", { name: "Status" }).click();
        await page.getByRole("option", { name: "Assigned", exact: true }).click();
        await page.getByRole("table", { name: "Devices" }).getByText("Assigned").first().waitFor();
        await expect
          .poll(async () =>
            page
              .getByRole("table", { name: "Devices" })
              .getByRole("button", { name: /^Retire / })
              .first()
              .isDisabled(),
          )
          .toBe(true);
        await screenshot(page, "admin-devices");
        await page.getByRole("combobox", { name: "Status" }).click();
        await page.getByRole("option", { name: "All", exact: true }).click();

        await page.getByRole("button", { name: `Retire ${SCALE_MAC}` }).click();
        const retire = page.getByRole("dialog", { name: "Retire Device" });
        await retire.getByRole("textbox", { name: "Reason" }).fill("Display broken");
        await screenshot(page, "admin-device-retire-dialog");
        await retire.getByRole("button", { name: "Retire" }).click();
        await page.getByText("Device retired successfully.").first().waitFor();
        await page.getByRole("button", { name: `Return ${SCALE_MAC} to service` }).waitFor();
        expect((await tableRows(page, "Devices"))[0]?.[3]).toBe("Retired");
        await screenshot(page, "admin-devices-retired");

        await page.getByRole("link", { name: `History of ${SCALE_MAC}` }).click();
        await page.getByRole("heading", { level: 1, name: "IoT Device History" }).waitFor();
        await page.getByText("Unassigned").first().waitFor();
        expect(new URL(page.url()).searchParams.get("search")).toBe(SCALE_MAC);
      },
      // The wrong IMEI and the duplicate are refused on purpose (and Chromium logs the failed loads).
      [/^400 POST \/api\/users\/admin\/device$/, /^409 POST \/api\/users\/admin\/device$/, /status of (400|409)/],
    ));
});

describe("medicine catalogue", () => {
  it("adds a medication that the member medication form's search then offers", () =>
    signedInTab(
      DEMO.admin,
      "admin-inventory-medications",
      async ({ page }) => {
        await page.goto("/portal-admin/medication-list");
        await page.getByRole("heading", { level: 1, name: "Medication List" }).waitFor();
        await page.getByRole("table", { name: "Medication list" }).locator("tbody tr").first().waitFor();
        await screenshot(page, "admin-medication-list");

        await page.getByRole("button", { name: "Add Medication" }).click();
        const dialog = page.getByRole("dialog", { name: "Add Medication" });
        await dialog.getByRole("textbox", { name: "Medicine Name" }).fill("Zorbaxil 20 mg");
        await dialog.getByRole("button", { name: "Save" }).click();
        await page.getByText("Saved Successfully").first().waitFor();
        await dialog.waitFor({ state: "detached" });

        await page.getByRole("textbox", { name: "Search" }).fill("zorbax");
        await page.getByRole("table", { name: "Medication list" }).getByText("Zorbaxil 20 mg").waitFor();
        await expect.poll(async () => (await tableRows(page, "Medication list")).length).toBe(1);
        expect((await tableRows(page, "Medication list"))[0]?.slice(0, 2)).toEqual(["Zorbaxil 20 mg", "Active"]);

        await page.getByRole("button", { name: "Add Medication" }).click();
        await dialog.getByRole("textbox", { name: "Medicine Name" }).fill("ZORBAXIL 20 MG");
        await dialog.getByRole("button", { name: "Save" }).click();
        await dialog.getByText("This medicine is already in the list").waitFor();
        await screenshot(page, "admin-medication-duplicate");
        await dialog.getByRole("button", { name: "Cancel" }).click();

        await page.goto(seniorTabPath(await demoMember(MEMBER_ID), "onboarding-info", "medical-info"));
        await page.getByRole("tab", { name: "Medical Info", selected: true }).waitFor();
        await page.getByRole("button", { name: "Add Medication" }).click();
        const form = page.getByRole("dialog", { name: "Add Medication" });
        await form.getByRole("combobox", { name: "Medicine" }).fill("Zorbax");
        await page.getByRole("option", { name: "Zorbaxil 20 mg", exact: true }).waitFor();
        await screenshot(page, "admin-medication-in-member-search");
      },
      [/^409 POST \/api\/users\/admin\/medicine$/, /status of 409/],
    ));
});

describe("caregiver app release notes", () => {
  it("drafts a release note and publishes it", () =>
    signedInTab(DEMO.admin, "admin-inventory-releases", async ({ page }) => {
      await page.goto("/portal-admin/caregiver-MobileApp-release");
      await page.getByRole("heading", { level: 1, name: "Caregiver Mobile App Release" }).waitFor();
      await page.getByText("No Records").waitFor();

      await page.getByRole("button", { name: "New Release" }).click();
      const dialog = page.getByRole("dialog", { name: "New Release" });
      await choose(page, dialog, "Platform", "Android");
      await dialog.getByRole("textbox", { name: "Version" }).fill("2.4.1");
      await dialog.getByLabel("Release Date").fill("2026-11-20");
      await dialog
        .getByRole("textbox", { name: "Release Notes" })
        .fill("Medication reminders.\nFixes the call button on small screens.");
      await dialog.getByRole("checkbox", { name: "Mandatory update" }).check();
      await screenshot(page, "admin-app-release-dialog");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("Saved Successfully").first().waitFor();
      await dialog.waitFor({ state: "detached" });
      await page.getByRole("table", { name: "Releases" }).getByText("2.4.1").waitFor();
      expect(await tableRows(page, "Releases")).toEqual([
        [
          "2.4.1",
          "Android",
          "11/20/2026",
          "Medication reminders.\nFixes the call button on small screens.",
          "Mandatory",
          "Draft",
          "EditPublish",
        ],
      ]);

      await page.getByRole("button", { name: "Publish Android 2.4.1" }).click();
      await page.getByText("Release published successfully.").first().waitFor();
      await page.getByRole("table", { name: "Releases" }).getByText("Published").waitFor();
      expect((await tableRows(page, "Releases"))[0]?.slice(5)).toEqual(["Published", "Edit"]);
      await screenshot(page, "admin-app-releases");
    }));
});
