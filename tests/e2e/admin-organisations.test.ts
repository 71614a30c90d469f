import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAuditRowsByRoute, openAuditLog, unfoldNewestAuditEntry } from "./support/audit-viewer.js";
import { screenshot, setupBrowser } from "./support/browser.js";
import { DEMO, openLanding } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { tableRows } from "./support/table.js";

// Corporations, facilities, facility users and announcements against the real API and the demo data
// (prisma/seed/corporations-facilities.ts, staff.ts): two corporations of three facilities each, six facility agents.
// Expected rows are written out from the seed.

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);

const crumbs = async (page: Page): Promise<string[]> =>
  (await page.getByRole("navigation", { name: "breadcrumb" }).getByRole("listitem").allTextContents()).map((t) =>
    t.trim(),
  );

async function pick(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole("dialog").getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("corporations and facilities", () => {
  it("shows an admin the corporations, creates one with a facility, and lists both", () =>
    signedInTab(
      DEMO.admin,
      "admin-corporate-agencies",
      async ({ page }) => {
        await page.goto("/portal-admin/corporate-agencies");
        await page.getByRole("heading", { level: 1, name: "Corporate & Agencies" }).waitFor();
        expect(await crumbs(page)).toEqual(["Admin", "Corporate & Agencies"]);
        await page.getByRole("table", { name: "Corporations" }).getByRole("link").first().waitFor();
        expect(await tableRows(page, "Corporations")).toEqual([
          ["Canyon Ridge Communities", "(602) 555-0100", "3", "48"],
          ["Evergreen Senior Living", "(404) 555-0100", "3", "51"],
        ]);
        await screenshot(page, "admin-corporate-agencies");

        await page.getByRole("button", { name: "Add Corporation" }).click();
        const corp = page.getByRole("dialog", { name: "Add Corporation" });
        await corp.getByRole("textbox", { name: "Corporation Name" }).fill("Harbor View Living");
        await corp.getByRole("textbox", { name: "Office Phone" }).fill("3125550199");
        await corp.getByRole("button", { name: "Save" }).click();
        await page.getByText("Saved Successfully").first().waitFor();
        await page.getByRole("link", { name: "Harbor View Living" }).waitFor();
        expect((await tableRows(page, "Corporations"))[2]).toEqual(["Harbor View Living", "(312) 555-0199", "0", "0"]);

        // The same name again is refused on the field.
        await page.getByRole("button", { name: "Add Corporation" }).click();
        await corp.getByRole("textbox", { name: "Corporation Name" }).fill("harbor view living");
        await corp.getByRole("textbox", { name: "Office Phone" }).fill("3125550100");
        await corp.getByRole("button", { name: "Save" }).click();
        await corp.getByText("A corporation with this name already exists").waitFor();
        await screenshot(page, "admin-corporate-duplicate");
        await corp.getByRole("button", { name: "Cancel" }).click();

        await page.getByRole("link", { name: "Harbor View Living" }).click();
        await page.getByRole("heading", { level: 1, name: "Harbor View Living" }).waitFor();
        expect(await crumbs(page)).toEqual(["Admin", "Corporate & Agencies", "Harbor View Living"]);
        await page.getByText("No Facility found").waitFor();
        await page.getByRole("button", { name: "Add Facility" }).click();
        const fac = page.getByRole("dialog", { name: "Add Facility" });
        await fac.getByRole("textbox", { name: "Facility Name" }).fill("Harbor View Lakeshore");
        await pick(page, "Facility Type", "Independent Living");
        await fac.getByRole("textbox", { name: "Street" }).fill("200 E Randolph St");
        await fac.getByRole("textbox", { name: "City" }).fill("Chicago");
        await pick(page, "State", "Illinois");
        await fac.getByRole("textbox", { name: "Zipcode" }).fill("60601");
        await fac.getByRole("textbox", { name: "Office Phone" }).fill("3125550142");
        await fac.getByRole("button", { name: "Save" }).click();
        await page.getByRole("table", { name: "Facilities" }).getByText("Harbor View Lakeshore").waitFor();
        expect(await tableRows(page, "Facilities")).toEqual([
          [
            "Harbor View Lakeshore",
            "200 E Randolph St, Chicago, IL 60601",
            "(312) 555-0142",
            "Independent Living",
            "0",
          ],
        ]);
        const summary = page.getByRole("region", { name: "Corporation summary" });
        await summary.getByLabel("Facilities").getByText("1", { exact: true }).waitFor();
        await screenshot(page, "admin-corporate-facilities-new");

        await page
          .getByRole("navigation", { name: "breadcrumb" })
          .getByRole("link", { name: "Corporate & Agencies" })
          .click();
        await page.getByRole("link", { name: "Harbor View Living" }).waitFor();
        // The list shows what it had cached until its reload answers with the new facility counted.
        await expect
          .poll(async () => (await tableRows(page, "Corporations"))[2])
          .toEqual(["Harbor View Living", "(312) 555-0199", "1", "0"]);
      },
      // The duplicate name is refused on purpose (and Chromium logs the failed load).
      [/^409 POST \/api\/users\/corporates$/, /status of 409/],
    ));

  it("shows a BDM, who lands on the corporate list, a corporation's facilities with their types and residents", () =>
    signedInTab(DEMO.bdm, "bdm-corporate-facilities", async ({ page }) => {
      await openLanding(page);
      await page.waitForURL((url) => url.pathname === "/portal-admin/corporate-agencies");
      await page.getByRole("link", { name: "Canyon Ridge Communities" }).click();
      await page.getByRole("heading", { level: 1, name: "Canyon Ridge Communities" }).waitFor();
      await page.getByRole("table", { name: "Facilities" }).getByText("Canyon Ridge at Lakewood").waitFor();
      expect(await tableRows(page, "Facilities")).toEqual([
        [
          "Canyon Ridge Assisted Living",
          "3800 E Camelback Rd, Phoenix, AZ 85018",
          "(602) 555-0203",
          "Assisted Living",
          "16",
        ],
        ["Canyon Ridge Memory Care", "5400 Balcones Dr, Austin, TX 78731", "(512) 555-0205", "Home Care", "16"],
        [
          "Canyon Ridge at Lakewood",
          "7100 W Alaska Dr, Lakewood, CO 80226",
          "(303) 555-0204",
          "Independent Living",
          "16",
        ],
      ]);
      const summary = page.getByRole("region", { name: "Corporation summary" });
      expect(await summary.getByLabel("Total Residents").textContent()).toBe("48");
      expect(await summary.getByLabel("Office Phone").textContent()).toBe("(602) 555-0100");
      await screenshot(page, "admin-corporate-facilities");
    }));
});

describe("facility users", () => {
  it("lists the facility agents with the Business Care Agent label and filters them by corporation", () =>
    signedInTab(DEMO.wellness, "admin-corporate-users", async ({ page }) => {
      await page.goto("/portal-admin/corporate-users");
      await page.getByRole("heading", { level: 1, name: "Corporate Users" }).waitFor();
      await page.getByRole("table", { name: "Corporate Users" }).getByText("Frances Lowe").waitFor();
      expect((await tableRows(page, "Corporate Users")).map((r) => r.slice(0, 7))).toEqual([
        [
          "Shawn Austin",
          "agency6@staff.demo.care",
          "(512) 555-3022",
          "Business Care Agent",
          "Canyon Ridge Memory Care",
          "Canyon Ridge Communities",
          "Active",
        ],
        [
          "Drew Charlotte",
          "agency3@staff.demo.care",
          "(704) 555-3019",
          "Business Care Agent",
          "Evergreen Memory Care of Charlotte",
          "Evergreen Senior Living",
          "Active",
        ],
        [
          "Reese Lakewood",
          "agency5@staff.demo.care",
          "(303) 555-3021",
          "Business Care Agent",
          "Canyon Ridge at Lakewood",
          "Canyon Ridge Communities",
          "Active",
        ],
        [
          "Frances Lowe",
          "facility@demo.care",
          "(404) 555-3005",
          "Business Care Agent",
          "Evergreen Gardens Assisted Living",
          "Evergreen Senior Living",
          "Active",
        ],
        [
          "Leslie Orlando",
          "agency2@staff.demo.care",
          "(407) 555-3018",
          "Business Care Agent",
          "Evergreen Commons",
          "Evergreen Senior Living",
          "Active",
        ],
        [
          "Kendall Phoenix",
          "agency4@staff.demo.care",
          "(602) 555-3020",
          "Business Care Agent",
          "Canyon Ridge Assisted Living",
          "Canyon Ridge Communities",
          "Active",
        ],
      ]);
      await screenshot(page, "admin-corporate-users");
      await page.getByRole("combobox", { name: "Corporate" }).click();
      await page.getByRole("option", { name: "Canyon Ridge Communities" }).click();
      await expect
        .poll(async () => (await tableRows(page, "Corporate Users")).map((r) => r[0]))
        .toEqual(["Shawn Austin", "Reese Lakewood", "Kendall Phoenix"]);
    }));
});

describe("announcements", () => {
  it("lets an admin publish an announcement for care agents, and a care agent sees it as a banner", async () => {
    await signedInTab(DEMO.admin, "admin-announcement", async ({ page }) => {
      await page.goto("/portal-admin/announcement");
      await page.getByRole("heading", { level: 1, name: "Announcement" }).waitFor();
      await page.getByRole("table", { name: "Announcements" }).getByText("No Records").waitFor();
      await page.getByRole("button", { name: "Add Announcement" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Announcement" });
      await dialog.getByRole("textbox", { name: "Title" }).fill("Portal maintenance tonight");
      await dialog.getByRole("textbox", { name: "Message" }).fill("The portal is unavailable from 11 PM to midnight.");
      await dialog.getByRole("checkbox", { name: "Care Agent", exact: true }).check();
      await screenshot(page, "admin-announcement-dialog");
      await dialog.getByRole("button", { name: "Save" }).click();
      const table = page.getByRole("table", { name: "Announcements" });
      await table.getByText("Portal maintenance tonight").waitFor();
      const [row] = await tableRows(page, "Announcements");
      expect(row?.slice(0, 3)).toEqual([
        "Portal maintenance tonight",
        "The portal is unavailable from 11 PM to midnight.",
        "Care Agent",
      ]);
      expect(row?.[4]).toBe("No end");
      expect(row?.[5]).toBe("Active");
      // The admin is not in the audience: no banner here.
      expect(await page.getByRole("region", { name: "Announcement" }).count()).toBe(0);
      await screenshot(page, "admin-announcement");
    });

    await signedInTab(DEMO.agent, "agent-announcement-banner", async ({ page }) => {
      await openLanding(page);
      const banner = page.getByRole("region", { name: "Announcement" });
      await banner.getByText("Portal maintenance tonight").waitFor();
      await banner.getByText("The portal is unavailable from 11 PM to midnight.").waitFor();
      await screenshot(page, "agent-announcement-banner");
    });
  });
});

describe("the audit trail of these pages", () => {
  it("shows the corporation, facility and announcement writes in the audit viewer, by actor and route", () =>
    signedInTab(DEMO.admin, "admin-organisations-audit", async ({ page }) => {
      await openAuditLog(page, DEMO.admin);
      const admin = ["admin@demo.care", "Admin"];
      const expected: [string, string[][]][] = [
        // Newest first: the refused second 'Harbor View Living', then the first.
        [
          "POST /api/users/corporates",
          [
            [...admin, "POST/api/users/corporates", "-", "Failed 409"],
            [...admin, "POST/api/users/corporates", "-", "Success 200"],
          ],
        ],
        ["POST /api/users/facilities", [[...admin, "POST/api/users/facilities", "-", "Success 200"]]],
        ["POST /api/users/announcement", [[...admin, "POST/api/users/announcement", "-", "Success 200"]]],
      ];
      await expectAuditRowsByRoute(page, expected);
      const audit = await unfoldNewestAuditEntry(page);
      await audit.getByText(/"title": "Portal maintenance tonight"/).waitFor();
      await screenshot(page, "admin-organisations-audit");
    }));
});
