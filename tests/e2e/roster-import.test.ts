import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO, openLanding } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { tableRows } from "./support/table.js";

// Roster import (issue 30 item 3): an admin reaches the screen from the admin index, downloads the template, checks a
// CSV with one bad row (the dry run shows it), imports the rest and follows the job to its result; a facility agent
// reaches it from Agency Home and imports a resident of their facility. Against the real API and roster-import job.

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);

const HEADER =
  "member_id,first_name,middle_name,last_name,email,mobile_number,gender,dob,street,apartment_number,city,state,zipcode,member_type,facility,is_resident";

const csvFile = (name: string, rows: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from([HEADER, ...rows].join("\r\n") + "\r\n"),
});

/** Chooses the file, checks it and waits for the check's summary. */
async function check(page: Page, file: ReturnType<typeof csvFile>): Promise<string> {
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByTestId("roster-file-name").getByText(file.name, { exact: true }).waitFor();
  await page.getByRole("button", { name: "Check File" }).click();
  const summary = page.getByRole("region", { name: "Check result" }).getByRole("alert");
  await summary.waitFor();
  return (await summary.textContent()) ?? "";
}

/** Imports the checked file and waits until the job is done; the import's region. */
async function runImport(page: Page, rows: number) {
  await page.getByRole("button", { name: `Import ${rows} Rows` }).click();
  const result = page.getByRole("region", { name: "Import" });
  await result.getByText(`Import finished: ${rows} of ${rows} row${rows === 1 ? "" : "s"}`, { exact: true }).waitFor();
  return result;
}

describe("roster import", () => {
  it("lets an admin check a roster with a bad row, import the rest and follow the job to its result", () =>
    signedInTab(DEMO.admin, "roster-import-admin", async ({ page }) => {
      await page.goto("/portal-admin");
      await page.getByRole("heading", { level: 1, name: "Admin" }).waitFor();
      await page.getByRole("region", { name: "Other screens" }).getByRole("link", { name: "Roster Import" }).click();
      await page.getByRole("heading", { level: 1, name: "Roster Import" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/roster-import");

      const saved = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download Template" }).click();
      const template = await saved;
      expect(template.suggestedFilename()).toBe("roster-template.csv");
      expect(await readFile((await template.path()) ?? "", "utf8")).toBe(
        `${HEADER}\r\n` +
          "200001,Ada,,Example,ada.example@example.com,(555) 010-0001,Female,1941-05-17,20 W 34th St,4B,New York,NY,10118,At Home,,no\r\n",
      );

      const file = csvFile("evergreen-roster.csv", [
        "200301,Rita,,Roster,rita.roster@example.com,(555) 030-0301,Female,05/17/1941,20 W 34th St,,New York,NY,10118,At Home,,no",
        "200302,Sam,,Roster,sam-at-example,5550300302,Male,1940-01-02,20 W 34th St,,New York,NY,10118,At Home,,no",
        "200303,Tess,,Roster,tess.roster@example.com,5550300303,Female,1939-03-04,233 S Wacker Dr,,Chicago,IL,60606,Study,,no",
      ]);
      expect(await check(page, file)).toBe("3 rows: 2 ready to import (2 new, 0 changed, 0 unchanged), 1 with errors");
      expect(await tableRows(page, "Row errors")).toEqual([["3", "200302", "email", "Invalid email address"]]);
      // Nothing is written by the check.
      expect(await e2eQuery("SELECT 1 FROM senior WHERE member_id IN (200301, 200303)")).toEqual([]);
      await screenshot(page, "roster-import-checked");

      const result = await runImport(page, 2);
      expect(await result.getByRole("progressbar", { name: "Import progress" }).getAttribute("aria-valuenow")).toBe(
        "100",
      );
      expect(await result.getByRole("alert").textContent()).toBe("2 created, 0 updated, 0 unchanged; 1 row left out");
      expect(await tableRows(page, "Row errors")).toEqual([["3", "200302", "email", "Invalid email address"]]);
      expect(new URL(page.url()).searchParams.get("import")).toMatch(/^[0-9a-f-]{36}$/);
      await screenshot(page, "roster-import-done");

      const written = await e2eQuery<{ member_id: number; name: string; address_city: string; timezone: string }>(
        `SELECT member_id, first_name || ' ' || last_name AS name, address_city, timezone FROM senior
          WHERE member_id IN (200301, 200302, 200303) ORDER BY member_id`,
      );
      expect(written).toEqual([
        { member_id: 200301, name: "Rita Roster", address_city: "New York", timezone: "America/New_York" },
        { member_id: 200303, name: "Tess Roster", address_city: "Chicago", timezone: "America/Chicago" },
      ]);

      // A reload keeps following the same import (its id is in the address).
      await page.reload();
      await page
        .getByRole("region", { name: "Import" })
        .getByText("Import finished: 2 of 2 rows", { exact: true })
        .waitFor();
    }));

  it("lets a facility agent import a resident of their facility from Agency Home", () =>
    signedInTab(DEMO.facility, "roster-import-facility", async ({ page }) => {
      await openLanding(page);
      await page.getByRole("heading", { level: 1, name: "Agency Home" }).waitFor();
      await page.getByRole("main").getByRole("button", { name: "Roster Import", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Roster Import" }).waitFor();

      const file = csvFile("residents.csv", [
        "200401,Una,,Resident,una.resident@example.com,5550400401,Female,1936-06-07,20 W 34th St,,New York,NY,10118,Agency,,yes",
      ]);
      expect(await check(page, file)).toBe("1 row: 1 ready to import (1 new, 0 changed, 0 unchanged), 0 with errors");
      const result = await runImport(page, 1);
      expect(await result.getByRole("alert").textContent()).toBe("1 created, 0 updated, 0 unchanged; 0 rows left out");
      await screenshot(page, "roster-import-facility");
      expect(
        await e2eQuery(
          `SELECT f.name AS facility, s.is_resident FROM senior s JOIN facility f ON f.id = s.facility_id
            WHERE s.member_id = 200401`,
        ),
      ).toEqual([{ facility: "Evergreen Gardens Assisted Living", is_resident: true }]);
    }));
});
