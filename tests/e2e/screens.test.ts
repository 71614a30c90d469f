import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser, screenshot, withTab } from "./support/browser.js";
import { DEMO, portalUrl, signIn } from "./support/portal.js";

// Every screen renders inside the real layout with its title; a picture of each is kept for a person to look at.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SENIOR = "/senior/00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-000000000002/America-New_York";

async function visit(page: Page, path: string, title: string, picture: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
  await screenshot(page, picture);
}

describe("screens", () => {
  it("care agent screens", () =>
    withTab(browser, portalUrl(), "screens-agent", async ({ page }) => {
      await signIn(page, DEMO.agent);
      await visit(page, "/care-dashboard", "Wellness Care Dashboard", "care-dashboard");
      await visit(page, "/add-user", "Add User", "add-user");
      await visit(page, "/call-schedule", "Call Schedule", "call-schedule");
      await visit(page, "/device-info", "IoT Device History", "device-info");
      await visit(page, `${SENIOR}/wellness-dashboard`, "Wellness Dashboard", "wellness-dashboard");
      await visit(page, `${SENIOR}/dashboard?tab=dashboard`, "Dashboard", "senior-dashboard");
      await visit(page, `${SENIOR}/onboarding-info/care-circle`, "Onboarding Info", "senior-onboarding-care-circle");
      await visit(page, `${SENIOR}/care-insights`, "Care Insights", "senior-care-insights");
      await page.getByText("Vitals Thresholds", { exact: true }).waitFor();
    }));

  it("admin screens", () =>
    withTab(browser, portalUrl(), "screens-admin", async ({ page }) => {
      await signIn(page, DEMO.admin);
      await visit(page, "/portal-admin/", "Admin", "admin-index");
      await page.getByRole("link", { name: "Techuva Watch" }).click();
      await page.getByRole("heading", { level: 1, name: "Techuva Watch" }).waitFor();
      await visit(page, "/portal-admin/corporate-agencies/corp-1", "Corporate Agencies", "admin-corporate-agencies");
      await visit(page, "/portal-admin/wellness-users", "Wellness Users", "admin-product-users");
      await visit(page, "/facility-management", "Agencies", "agency-list");
    }));

  it("agency screens", () =>
    withTab(browser, portalUrl(), "screens-agency", async ({ page }) => {
      await signIn(page, DEMO.facility);
      const home = new URL(page.url()).pathname;
      await visit(page, `${home}/facilityCare`, "Care Dashboard", "agency-care-dashboard");
      await page.getByRole("button", { name: "Home View" }).click();
      await page.getByRole("heading", { level: 1, name: "Agency Home" }).waitFor();
      await visit(page, `${home}/facilityDashboard`, "Dashboard", "agency-zone-graphs");
      await visit(page, `${home}/residents/s-1/a-1/America-Chicago`, "Client Dashboard", "agency-client-dashboard");
      await visit(page, `${home}/residents/s-1/a-1/America-Chicago/location`, "Location", "agency-client-location");
      await visit(
        page,
        `${home}/residents/s-1/a-1/America-Chicago/wellnessData`,
        "Wellness Data",
        "agency-client-wellness",
      );
    }));

  it("public password screens", () =>
    withTab(browser, portalUrl(), "screens-public", async ({ page }) => {
      await visit(page, "/choose-password?otp=123456&email=jo+e%40demo.care", "Change Password", "choose-password");
      await visit(page, "/choose-password", "Choose Password", "choose-password-invalid");
    }));
});
