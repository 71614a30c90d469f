import { IDLE_TIMEOUT_MS } from "@care/contracts";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, withTab } from "./support/browser.js";
import { setClientConfiguration } from "./support/database.js";
import { DEMO, portalUrl, signIn } from "./support/portal.js";

// 13 s: the dialog opens 10 s before the end, i.e. ~3 s after sign-in, then counts down to the logout.
const SHORT_IDLE_MS = 13_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await setClientConfiguration("portal_idle_timeout", SHORT_IDLE_MS);
});
afterAll(async () => {
  await setClientConfiguration("portal_idle_timeout", IDLE_TIMEOUT_MS);
  await browser?.close();
});

describe("idle timeout", () => {
  it("opens the countdown dialog and logs out for inactivity", () =>
    withTab(browser, portalUrl(), "idle-logout", async ({ page }) => {
      await signIn(page, DEMO.agent);
      const dialog = page.getByRole("dialog", { name: "Session Timeout" });
      await dialog.waitFor({ timeout: 15_000 });
      const seconds = Number(await page.getByTestId("idle-countdown").textContent());
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(10);
      await dialog.getByRole("button", { name: "Continue Session" }).waitFor();
      await dialog.getByRole("button", { name: "Logout" }).waitFor();
      await screenshot(page, "idle-dialog");

      await page.waitForURL((url) => url.pathname === "/login", { timeout: 20_000 });
      await page.getByTestId("login-notice").waitFor();
      expect(await page.getByTestId("login-notice").textContent()).toBe("User logged out due to inactivity");
      await screenshot(page, "idle-logged-out");
    }));

  it("keeps the session when the user continues", () =>
    withTab(browser, portalUrl(), "idle-continue", async ({ page }) => {
      await signIn(page, DEMO.agent);
      const dialog = page.getByRole("dialog", { name: "Session Timeout" });
      await dialog.waitFor({ timeout: 15_000 });
      await dialog.getByRole("button", { name: "Continue Session" }).click();
      await dialog.waitFor({ state: "hidden" });
      expect(new URL(page.url()).pathname).toBe("/");
    }));
});
