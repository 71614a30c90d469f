import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { seniorWithWatch, sendAwayWalk } from "./support/devices.js";
import { DEMO, openLanding } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { rowCells } from "./support/table.js";

// The agency area (issue 18) against the real API and the demo data. facility@demo.care is the agent of Evergreen
// Gardens Assisted Living (prisma/seed/corporations-facilities.ts: Atlanta, GA, (404) 555-0200) whose 17 active
// residents, by last and first name, are written out below from prisma/seed.
const GARDENS_CLIENTS = [
  ["Anderson", "Beverly", "Casey Rivera"],
  ["Anderson", "Gloria", "Casey Rivera"],
  ["Brown", "Barbara", "Taylor Brooks"],
  ["Campbell", "Robert", "Avery Diaz"],
  ["Carter", "Sandra", "Casey Rivera"],
  ["Clark", "Sharon", "Jordan Blake"],
  ["Harris", "Carl", "Quinn Foster"],
  ["Hernandez", "Judith", "Riley Chen"],
  ["Lewis", "Earl", "Avery Diaz"],
  ["Moore", "Frances", "Morgan Fields"],
  ["Nelson", "Linda", "Jordan Blake"],
  ["Robinson", "Albert", "Avery Diaz"],
  ["Sanchez", "Nancy", "Riley Chen"],
  ["Scott", "Janet", "Parker Grant"],
  ["Taylor", "Paul", "Taylor Brooks"],
  ["Taylor", "Phyllis", "Parker Grant"],
  ["Wilson", "Raymond", "Quinn Foster"],
];

let browser: Browser;
const signedInTab = setupSignedInTabs(() => browser);
let home = "";
beforeAll(async () => {
  browser = await launchBrowser();
  const [agent] = await e2eQuery<{ facility_id: string }>("SELECT facility_id FROM staff_user WHERE email = $1", [
    DEMO.facility,
  ]);
  home = `/facility-management/${agent?.facility_id}`;
});
afterAll(async () => {
  await browser?.close();
});

const crumbs = async (page: Page): Promise<string[]> =>
  (await page.getByRole("navigation", { name: "breadcrumb" }).getByRole("listitem").allTextContents()).map((t) =>
    t.trim(),
  );

const checkedZones = async (page: Page): Promise<string[]> => {
  const boxes = page.getByRole("group", { name: "Zones" }).getByRole("checkbox");
  const out: string[] = [];
  for (const name of ["Overall", "Blue Zone", "Green Zone", "Gold Zone"]) {
    if (await boxes.and(page.getByRole("checkbox", { name })).isChecked()) out.push(name);
  }
  return out;
};

async function clientRows(page: Page): Promise<string[][]> {
  const rows = await rowCells(page.locator("table[aria-label='Clients'] tbody tr"));
  return rows.map((cells) => [cells[1] ?? "", cells[2] ?? "", cells[4] ?? ""]);
}

describe("the agency area", () => {
  it("takes a facility agent from their agency to the zone graphs, the clients and a client's wellness data", () =>
    signedInTab(DEMO.facility, "agency-facility-agent", async ({ page }) => {
      await openLanding(page);
      // Spec 1 §2: an agency agent on '/' lands on their agency.
      await page.waitForURL((url) => url.pathname === home);
      await page.getByRole("heading", { level: 1, name: "Agency Home" }).waitFor();
      expect(await crumbs(page)).toEqual(["Agency", "Agency Home"]);
      const header = page.getByTestId("agency-header");
      await header.getByText("Evergreen Gardens Assisted Living").waitFor();
      for (const text of ["Atlanta, GA", "(404) 555-0200", "17"])
        await header.getByText(text, { exact: true }).waitFor();
      expect(await page.getByTestId("count-overall").innerText()).toContain("14");
      expect(await page.getByTestId("count-blue").innerText()).toContain("7");
      expect(await page.getByTestId("count-green").innerText()).toContain("3");
      expect(await page.getByTestId("count-gold").innerText()).toContain("4");
      expect(await page.getByTestId("count-white").innerText()).toContain("3");
      await page.getByRole("button", { name: "Clients", exact: true }).waitFor();
      await page.getByRole("button", { name: "Care Dashboard" }).waitFor();
      await screenshot(page, "agency-home-facility-agent");

      // Zone graphs: 3 months combine zones; 12 months are radio-like; a range change resets to overall.
      await page.getByRole("button", { name: "Zone Graphs" }).click();
      await page.waitForURL((url) => url.pathname === `${home}/facilityDashboard`);
      await page.getByRole("heading", { level: 1, name: "Dashboard", exact: true }).waitFor();
      expect(await crumbs(page)).toEqual(["Agency", "Agency Home", "Dashboard"]);
      for (const title of ["Activity", "Goals", "Falls", "Length of Stay", "Emotional Wellbeing", "UCLA Loneliness"]) {
        await page.getByTestId(`graph-${title}`).waitFor();
      }
      expect(await checkedZones(page)).toEqual(["Overall"]);
      expect(await page.getByRole("combobox", { name: "Facility Type" }).innerText()).toBe("Assisted Living");
      await page.getByRole("checkbox", { name: "Blue Zone" }).click();
      await page.getByRole("checkbox", { name: "Gold Zone" }).click();
      expect(await checkedZones(page)).toEqual(["Blue Zone", "Gold Zone"]);
      await screenshot(page, "agency-zone-graphs-3-months");
      await page.getByRole("button", { name: "12 Months" }).click();
      expect(await checkedZones(page)).toEqual(["Overall"]);
      await page.getByRole("checkbox", { name: "Green Zone" }).click();
      await page.getByRole("checkbox", { name: "Blue Zone" }).click();
      expect(await checkedZones(page)).toEqual(["Blue Zone"]);
      await page.getByRole("checkbox", { name: "Blue Zone" }).click();
      expect(await checkedZones(page)).toEqual(["Overall"]);
      await screenshot(page, "agency-zone-graphs-12-months");

      // The clients list: only this agency's residents, 40 a page, the type fixed to the agency's.
      await page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: "Agency Home" }).click();
      await page.getByRole("button", { name: "Clients", exact: true }).click();
      await page.waitForURL((url) => url.pathname === `${home}/residents`);
      await page.getByRole("heading", { level: 1, name: "Clients" }).waitFor();
      expect(await crumbs(page)).toEqual(["Agency", "Agency Home", "Clients"]);
      await page.locator("table[aria-label='Clients'] tbody tr").nth(16).waitFor();
      expect(await clientRows(page)).toEqual(GARDENS_CLIENTS);
      const type = page.getByRole("combobox", { name: "Client Type" });
      expect(await type.innerText()).toBe("Assisted Living");
      expect(await type.getAttribute("aria-disabled")).toBe("true");
      await page.getByRole("textbox", { name: "Search by name" }).fill("taylor");
      await expect.poll(async () => (await clientRows(page)).map((r) => r[1])).toEqual(["Paul", "Phyllis"]);
      await page.getByRole("textbox", { name: "Search by name" }).fill("");
      await expect.poll(async () => (await clientRows(page)).length).toBe(17);
      await screenshot(page, "agency-clients");

      // A client's dashboard, then their wellness data inside the agency trail.
      await page.getByRole("cell", { name: "Sandra", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Client Dashboard" }).waitFor();
      expect(await crumbs(page)).toEqual(["Agency", "Agency Home", "Clients", "Client Dashboard"]);
      const summary = page.getByTestId("resident-summary");
      await summary.getByText("Sandra Carter").waitFor();
      for (const text of ["(404) 555-0001", "(404) 555-8001", "Amy Carter", "(404) 555-5003", "Dr. Phyllis Davis"]) {
        await summary.getByText(text, { exact: true }).waitFor();
      }
      for (const title of ["Heart Rate", "Step Count", "Sleep Score", "Weight", "Hydration"]) {
        await page.getByTestId(`vital-${title}`).waitFor();
      }
      await page.getByRole("table", { name: "Messages" }).waitFor();
      await page.getByRole("table", { name: "Fall & SOS Detection" }).waitFor();
      await screenshot(page, "agency-client-dashboard");
      await page.getByRole("button", { name: "Wellness Data" }).click();
      await page.waitForURL((url) => url.pathname.endsWith("/wellnessData"));
      await page.getByRole("heading", { level: 1, name: "Wellness Data" }).waitFor();
      expect(await crumbs(page)).toEqual(["Agency", "Agency Home", "Clients", "Client Dashboard", "Wellness Data"]);
      await page.getByRole("button", { name: "Heart Rate" }).first().waitFor();
      await screenshot(page, "agency-client-wellness-data");
    }));

  it("opens a client's location as the facility agent: the resident sent away shows Away on the map", () =>
    signedInTab(
      DEMO.facility,
      "agency-client-location",
      async ({ page }) => {
        // Sandra Carter (member 100002), a resident of the agent's facility with a 300 feet home radius: a walk of
        // 60 minutes away from home, one position every 5 minutes, through the signed watch ingestion.
        const senior = await seniorWithWatch(100002);
        expect(await sendAwayWalk(100002, senior, 60)).toHaveLength(13);
        await openLanding(page);
        await page.waitForURL((url) => url.pathname === home);
        await page.getByRole("button", { name: "Clients", exact: true }).click();
        await page.getByRole("cell", { name: "Sandra", exact: true }).click();
        await page.getByRole("heading", { level: 1, name: "Client Dashboard" }).waitFor();
        await page.getByRole("button", { name: "Location", exact: true }).click();
        await page.waitForURL((url) => url.pathname.endsWith("/location"));
        await page.getByRole("heading", { level: 1, name: "Location" }).waitFor();
        expect(await crumbs(page)).toEqual(["Agency", "Agency Home", "Clients", "Client Dashboard", "Location"]);
        const details = page.getByRole("region", { name: "Location details" });
        await details.getByLabel("Location", { exact: true }).getByText("Away", { exact: true }).waitFor();
        expect(await details.getByLabel("History Points").textContent()).toBe("13");
        expect(await details.getByLabel("Home Radius").textContent()).toBe("300 feet");
        expect(await details.getByLabel("Location Source").textContent()).toBe("gps");
        const map = page.getByRole("region", { name: "Location map" });
        await map.locator("[title='Home']").waitFor();
        await map.locator("[title='Current location (away)']").waitFor();
        await map.locator("[title='Latest location']").waitFor();
        // Locate Me stays disabled in the portal (spec 2 §2).
        expect(await page.getByRole("button", { name: "Locate Me" }).isDisabled()).toBe(true);
        await screenshot(page, "agency-client-location");
      },
      // No tile server answers on these machines: the map draws its offline outline layer instead.
      [/Failed to load resource: net::ERR_/],
    ));

  it("shows a BDM no Clients button and a disabled agency-home crumb", () =>
    signedInTab(DEMO.bdm, "agency-bdm", async ({ page }) => {
      await page.goto("/facility-management");
      await page.getByRole("heading", { level: 1, name: "Agencies" }).waitFor();
      const rows = page.locator("table[aria-label='Agencies'] tbody tr");
      await rows.nth(5).waitFor();
      expect(await rows.count()).toBe(6);
      expect((await rows.nth(4).locator("td").allTextContents()).slice(0, 6)).toEqual([
        "Evergreen Gardens Assisted Living",
        "Evergreen Senior Living",
        "Assisted Living",
        "Atlanta, GA",
        "(404) 555-0200",
        "17",
      ]);
      await screenshot(page, "agency-list-bdm");
      await rows.nth(4).getByRole("link", { name: "Evergreen Gardens Assisted Living" }).click();
      await page.waitForURL((url) => url.pathname === home);
      await page.getByRole("heading", { level: 1, name: "Agency Home" }).waitFor();
      await page.getByTestId("agency-header").getByText("Evergreen Gardens Assisted Living").waitFor();
      expect(await page.getByRole("button", { name: "Clients", exact: true }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Care Dashboard" }).count()).toBe(0);
      const crumb = page.getByRole("navigation", { name: "breadcrumb" }).getByText("Agency Home");
      expect(await crumb.getAttribute("aria-disabled")).toBe("true");
      await page.getByRole("button", { name: "Zone Graphs" }).click();
      await page.waitForURL((url) => url.pathname === `${home}/facilityDashboard`);
      await page.getByRole("heading", { level: 1, name: "Dashboard", exact: true }).waitFor();
      await page.getByTestId("graph-Falls").waitFor();
      const homeCrumb = page.getByRole("navigation", { name: "breadcrumb" }).getByText("Agency Home");
      expect(await homeCrumb.getAttribute("aria-disabled")).toBe("true");
      expect(
        await page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: "Agency Home" }).count(),
      ).toBe(0);
      await screenshot(page, "agency-dashboard-bdm");

      await page.goto(`${home}/no-such-screen`);
      await page.getByText("404 - Page Not Found").waitFor();
    }));
});
