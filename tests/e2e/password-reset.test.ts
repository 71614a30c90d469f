import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, withTab } from "./support/browser.js";
import { mailedCode, portalUrl, signIn } from "./support/portal.js";

// An account of its own: this test changes its password for the rest of the run.
const EMAIL = "jamie.kent@staff.demo.care";
const NEW_PASSWORD = "Fresh#Start2048xyz";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("forgot password", () => {
  it("mails a code, sets a new password with it, and the new password signs in", () =>
    withTab(browser, portalUrl(), "forgot-password", async ({ page }) => {
      const before = Date.now() - 1000;
      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot Password?" }).click();
      await page.getByRole("heading", { level: 1, name: "Forgot Password" }).waitFor();
      await page.getByLabel("Email").fill(EMAIL.toUpperCase());
      await screenshot(page, "forgot-password");
      await page.getByRole("button", { name: "Send Code" }).click();

      await page.getByRole("heading", { level: 1, name: "Verify Code" }).waitFor();
      // Reset mode lists the rules before typing starts.
      await page.getByRole("list", { name: "Password rules" }).waitFor();
      await page.getByLabel("Verification Code").fill(await mailedCode(EMAIL, before));
      await page.getByPlaceholder("Enter New Password", { exact: true }).fill(NEW_PASSWORD);
      await page.getByPlaceholder("Re-enter New Password", { exact: true }).fill(NEW_PASSWORD);
      await screenshot(page, "forgot-password-verification");
      await page.getByRole("button", { name: "Submit" }).click();

      await page.waitForURL((url) => url.pathname === "/login");
      const notice = await page.getByTestId("login-notice").textContent();
      expect(notice).toContain("You have successfully changed your password.");
      expect(notice).toContain("Please login again");
      await signIn(page, EMAIL, NEW_PASSWORD);
      await page.getByRole("heading", { level: 1, name: "Corporate & Agencies" }).waitFor();
    }));
});
