import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, withTab } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO, openLanding, portalUrl } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";

// What each role sees and cannot see (spec 1 §2, §6; spec 2 §2): its menu, the Unauthorized Access page where it
// may not go, the senior tabs it may open, and where a visitor is sent.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
const signedInTab = setupSignedInTabs(() => browser);

/** A made-up senior: enough for the guards, which decide before any data is asked for. */
const SENIOR = "/senior/00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-000000000002/America-New_York";
/** A real resident of the facility agent's facility (every role below may open them), for the tabs that load data. */
async function residentPath(): Promise<string> {
  const [row] = await e2eQuery<{ id: string; account_id: string; timezone: string }>(
    `SELECT s.id, s.account_id, s.timezone FROM senior s JOIN staff_user u ON u.facility_id = s.facility_id
     WHERE u.email = $1 AND s.is_active ORDER BY s.member_id LIMIT 1`,
    [DEMO.facility],
  );
  if (!row) throw new Error("the seed has no resident in the facility agent's facility");
  return `/senior/${row.id}/${row.account_id}/${row.timezone.replaceAll("/", "-")}`;
}
const UNAUTHORIZED_TEXT =
  "You are logged in but do not have permission to access this page. Please contact an administrator if you need access.";

const path = (page: Page): string => new URL(page.url()).pathname;
const mainMenu = async (page: Page): Promise<string[]> => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link").first().waitFor();
  return (await nav.getByRole("link").allTextContents()).map((t) => t.trim());
};
const accountMenu = async (page: Page): Promise<string[]> => {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Logout" }).waitFor();
  const items = (await page.getByRole("menu").getByRole("menuitem").allTextContents()).map((t) => t.trim());
  await page.keyboard.press("Escape");
  return items;
};
const seniorTabs = async (page: Page): Promise<string[]> =>
  (await page.getByRole("tablist", { name: "Senior sections" }).getByRole("tab").allTextContents()).map((t) =>
    t.trim(),
  );

async function expectUnauthorized(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole("heading", { level: 1, name: "Unauthorized Access" }).waitFor();
  await page.getByText(UNAUTHORIZED_TEXT).waitFor();
  // Still inside the signed-in layout, at the address asked for.
  expect(path(page)).toBe(url.split("?")[0]);
  await page.getByRole("navigation", { name: "Main" }).waitFor();
}

async function facilityOf(email: string): Promise<string> {
  const [row] = await e2eQuery<{ facility_id: string }>("SELECT facility_id FROM staff_user WHERE email = $1", [email]);
  if (!row) throw new Error(`no staff user ${email}`);
  return row.facility_id;
}

describe("menus by role", () => {
  it.each([
    ["agent", DEMO.agent, ["Home", "Add User", "Call Schedule", "IoT Device History"], true],
    ["admin", DEMO.admin, ["Admin", "Add User", "IoT Device History"], false],
    ["wellness", DEMO.wellness, ["Admin", "Add User", "IoT Device History"], false],
    ["warehouse", DEMO.warehouse, ["Home", "Add User", "IoT Device History"], true],
    ["bdm", DEMO.bdm, ["Admin", "Home", "Add User"], true],
    ["facility", DEMO.facility, ["Home", "Add User"], true],
  ] as const)("shows the %s account its menu items and account menu", (name, email, items, changePassword) =>
    signedInTab(email, `menu-${name}`, async ({ page }) => {
      await openLanding(page);
      expect(await mainMenu(page)).toEqual(items);
      expect(await accountMenu(page)).toEqual(changePassword ? ["Change Password", "Logout"] : ["Logout"]);
      await screenshot(page, `menu-${name}`);
    }),
  );
});

describe("pages a role may not open", () => {
  it("shows the warehouse employee Unauthorized Access on the care dashboard and the admin area", () =>
    signedInTab(DEMO.warehouse, "unauthorized-warehouse", async ({ page }) => {
      await expectUnauthorized(page, "/care-dashboard");
      await screenshot(page, "unauthorized");
      await expectUnauthorized(page, "/portal-admin/");
      await expectUnauthorized(page, "/call-schedule");
    }));

  it("shows the care agent Unauthorized Access in the admin and agency areas", () =>
    signedInTab(DEMO.agent, "unauthorized-agent", async ({ page }) => {
      await expectUnauthorized(page, "/portal-admin/care-insight-review");
      await expectUnauthorized(page, "/facility-management");
    }));

  it("keeps the facility agent out of the admin area, the care dashboard and device history", () =>
    signedInTab(DEMO.facility, "unauthorized-facility", async ({ page }) => {
      await expectUnauthorized(page, "/portal-admin/");
      await expectUnauthorized(page, "/care-dashboard");
      await expectUnauthorized(page, "/device-info");
    }));

  it("keeps the admin out of the care agent's call schedule and wellness dashboard", () =>
    signedInTab(DEMO.admin, "unauthorized-admin", async ({ page }) => {
      await expectUnauthorized(page, "/call-schedule");
      await expectUnauthorized(page, `${SENIOR}/wellness-dashboard`);
    }));

  it("keeps the BDM out of device history and the call schedule", () =>
    signedInTab(DEMO.bdm, "unauthorized-bdm", async ({ page }) => {
      await expectUnauthorized(page, "/device-info");
      await expectUnauthorized(page, "/call-schedule");
    }));
});

describe("senior tabs by role", () => {
  it("shows the admin every clinical tab", () =>
    signedInTab(DEMO.admin, "senior-tabs-admin", async ({ page }) => {
      const resident = await residentPath();
      await page.goto(`${resident}/dashboard`);
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
      await page.getByRole("heading", { level: 2, name: "Fall & SOS Detection" }).waitFor();
      expect(await seniorTabs(page)).toEqual([
        "Dashboard",
        "Onboarding Info",
        "Wellness Plan",
        "Assessments",
        "Scheduler",
        "Call Schedule",
        "Call Log",
        "Care Insights",
        "Location",
      ]);
    }));

  it("sends the warehouse employee from a clinical tab to Onboarding Info, the only tab it sees", () =>
    signedInTab(DEMO.warehouse, "senior-tabs-warehouse", async ({ page }) => {
      const resident = await residentPath();
      await page.goto(`${resident}/care-insights`);
      await page.waitForURL((url) => url.pathname === `${resident}/onboarding-info`);
      await page.getByRole("heading", { level: 2, name: "Profile Info" }).waitFor();
      expect(await seniorTabs(page)).toEqual(["Onboarding Info"]);
      await screenshot(page, "senior-tabs-warehouse");
    }));

  it("shows the facility agent no tab bar and Unauthorized Access on a clinical tab", () =>
    signedInTab(DEMO.facility, "senior-tabs-facility", async ({ page }) => {
      const resident = await residentPath();
      await page.goto(`${resident}/onboarding-info`);
      await page.getByRole("heading", { level: 2, name: "Profile Info" }).waitFor();
      expect(await page.getByRole("tablist", { name: "Senior sections" }).count()).toBe(0);
      await expectUnauthorized(page, `${resident}/dashboard`);
    }));
});

describe("the agency breadcrumb", () => {
  it("links Agency Home for the facility agent", () =>
    signedInTab(DEMO.facility, "agency-crumb-facility", async ({ page }) => {
      const facility = await facilityOf(DEMO.facility);
      await openLanding(page);
      await page.getByRole("button", { name: "Clients", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Clients" }).waitFor();
      expect(path(page)).toBe(`/facility-management/${facility}/residents`);
      const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
      expect(await crumbs.getByRole("link").allTextContents()).toEqual(["Agency", "Agency Home"]);
      await screenshot(page, "agency-clients");
    }));

  it("shows Agency Home as text, not a link, to the BDM", () =>
    signedInTab(DEMO.bdm, "agency-crumb-bdm", async ({ page }) => {
      const facility = await facilityOf(DEMO.facility);
      // The clients list is not the BDM's (spec 1 §2: no Clients card); the zone graphs show the same trail.
      await page.goto(`/facility-management/${facility}/facilityDashboard`);
      await page.getByRole("heading", { level: 1, name: "Dashboard", exact: true }).waitFor();
      const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
      expect(await crumbs.getByRole("link").allTextContents()).toEqual(["Agency"]);
      expect(await crumbs.getByText("Agency Home", { exact: true }).getAttribute("aria-disabled")).toBe("true");
    }));
});

describe("routes", () => {
  it("shows the 404 page for an unknown path, and Go to Home leads to the role's home", () =>
    signedInTab(DEMO.agent, "not-found", async ({ page }) => {
      await page.goto("/no/such/page");
      await page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }).waitFor();
      await page.getByText("The page you are looking for does not exist or the assessment name is invalid.").waitFor();
      await screenshot(page, "not-found");
      await page.getByRole("button", { name: "Go to Home" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByText("Version 3.6.0").waitFor();
    }));

  it("shows the 404 page to a visitor too, outside the signed-in layout", () =>
    withTab(browser, portalUrl(), "not-found-visitor", async ({ page }) => {
      await page.goto("/no/such/page");
      await page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }).waitFor();
      expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    }));

  it.each(["/portal-admin/reports", "/care-dashboard", `${SENIOR}/dashboard`, "/facility-management"])(
    "sends a visitor on %s to the login page",
    (url) =>
      withTab(browser, portalUrl(), `guarded-visitor-${url.split("/")[1]}`, async ({ page }) => {
        await page.goto(url);
        await page.waitForURL((u) => u.pathname === "/login");
        await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
        expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
      }),
  );

  it("checks the change-password form as the user types", () =>
    signedInTab(DEMO.agent, "change-password", async ({ page }) => {
      await page.goto("/change-password");
      await page.getByRole("heading", { level: 1, name: "Change Password" }).waitFor();
      await page.getByPlaceholder("Enter New Password", { exact: true }).fill("short1");
      await page.getByPlaceholder("Re-enter New Password", { exact: true }).fill("short2");
      await page.getByText("Passwords do not match").waitFor();
      const rules = page.getByRole("list", { name: "Password rules" });
      expect(await rules.locator("[data-passed='false']").evaluateAll((els) => els.map((e) => e.dataset.rule))).toEqual(
        ["min_length", "uppercase", "special"],
      );
      expect(await page.getByRole("button", { name: "Submit" }).isDisabled()).toBe(true);
      await screenshot(page, "change-password");
    }));
});
