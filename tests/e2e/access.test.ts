import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser, screenshot, withTab } from "./support/browser.js";
import { DEMO, portalUrl, signIn } from "./support/portal.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const h1 = (name: string) => ({ level: 1, name }) as const;

describe("routes", () => {
  it("shows the 404 page for an unknown path, and Go to Home leads to '/'", () =>
    withTab(browser, portalUrl(), "not-found", async ({ page }) => {
      await signIn(page, DEMO.agent);
      await page.goto("/no/such/page");
      await page.getByRole("heading", h1("404 - Page Not Found")).waitFor();
      await page.getByText("does not exist or the assessment name is invalid").waitFor();
      await screenshot(page, "not-found");
      await page.getByRole("button", { name: "Go to Home" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("heading", h1("Home")).waitFor();
    }));

  it("shows the 404 page to a visitor too", () =>
    withTab(browser, portalUrl(), "not-found-visitor", async ({ page }) => {
      await page.goto("/no/such/page");
      await page.getByRole("heading", h1("404 - Page Not Found")).waitFor();
    }));

  it("shows Unauthorized Access to a role without access", () =>
    withTab(browser, portalUrl(), "unauthorized", async ({ page }) => {
      await signIn(page, DEMO.warehouse);
      await page.goto("/care-dashboard");
      await page.getByRole("heading", h1("Unauthorized Access")).waitFor();
      await screenshot(page, "unauthorized");
    }));

  it("sends a visitor on a guarded page to the login page", () =>
    withTab(browser, portalUrl(), "guarded-visitor", async ({ page }) => {
      await page.goto("/portal-admin/reports");
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByRole("heading", h1("Login")).waitFor();
      await screenshot(page, "login");
    }));

  it("renders the senior tabs and the change-password screen inside the layout", () =>
    withTab(browser, portalUrl(), "senior-and-change-password", async ({ page }) => {
      await signIn(page, DEMO.agent);
      await page.goto("/senior/s-1/a-1/America-New_York/assessments");
      await page.waitForURL((url) => url.pathname.endsWith("/assessments/fallsAndHospitalization-assessment"));
      await page.getByRole("tab", { name: "Care Insights" }).waitFor();
      await screenshot(page, "senior-assessments");

      await page.goto("/change-password");
      await page.getByRole("heading", h1("Change Password")).waitFor();
      await page.getByPlaceholder("Enter New Password", { exact: true }).fill("short1");
      await page.getByPlaceholder("Re-enter New Password", { exact: true }).fill("short2");
      await page.getByText("Passwords do not match").waitFor();
      await page.getByRole("list", { name: "Password rules" }).waitFor();
      if (!(await page.getByRole("button", { name: "Submit" }).isDisabled())) throw new Error("Submit is enabled");
      await screenshot(page, "change-password");
    }));

  it("shows the agency area with its breadcrumb to an agency agent", () =>
    withTab(browser, portalUrl(), "agency", async ({ page }) => {
      await signIn(page, DEMO.facility);
      await page.getByRole("button", { name: "View Clients" }).click();
      await page.getByRole("heading", h1("Clients")).waitFor();
      await page.getByRole("navigation", { name: "breadcrumb" }).getByText("Agency Home").waitFor();
      await screenshot(page, "agency-clients");
    }));
});
