import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ssoEnv, startTestProvider } from "../integration/sso/provider.js";
import { launchBrowser, screenshot, withTab } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { portalUrl } from "./support/portal.js";
import { setStackEnv } from "./support/stack.js";

// Single sign-on in Chromium (docs/sso.md): the login page's button, the provider's own login form (a real OpenID
// Connect provider in this process, tests/integration/sso/provider.ts), and back on the portal signed in exactly as
// after a password, on the role's page. The provider starts before this file's stack, which is pointed at it.
const idp = await startTestProvider();
setStackEnv((portal) => {
  idp.register(`${portal}/login`);
  return ssoEnv(idp, `${portal}/login`, "Test IdP");
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await idp.close();
});

/** From the login page through the provider's form as `login` (any password), until the browser is back. */
async function signInWithProvider(page: Page, login: string): Promise<void> {
  // The provider's development form asks Google Fonts for its font; these machines have no internet.
  await page.route("https://fonts.googleapis.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/css", body: "" }),
  );
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Test IdP" }).click();
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await screenshot(page, "sso-provider-form");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.waitForURL((url) => url.origin === portalUrl());
}

describe("single sign-on", () => {
  it("signs the care agent in at the provider and lands on home, signed in as after a password", () =>
    withTab(browser, portalUrl(), "sso-agent", async ({ page }) => {
      await signInWithProvider(page, "agent");
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      await page.getByText("Welcome, Casey").waitFor();
      // The provider's answer is gone from the address bar.
      expect(new URL(page.url()).search).toBe("");
      // A reload keeps the session, as after a password sign-in.
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      await screenshot(page, "sso-agent-home");

      // Logout ends this sign-in: back on the login page, and the button is there to sign in again.
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Logout" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      expect(await page.getByTestId("login-notice").textContent()).toBe("User logged out successfully!");
      await page.getByRole("button", { name: "Sign in with Test IdP" }).waitFor();
      const [row] = await e2eQuery<{ revoke_reason: string | null }>(
        `SELECT f.revoke_reason FROM refresh_token_family f JOIN staff_user u ON u.id = f.user_id
          WHERE u.email = 'agent@demo.care' ORDER BY f.created_at DESC LIMIT 1`,
      );
      expect(row?.revoke_reason).toBe("logout");
    }));

  it("lands the admin on the care-insight review, as a password sign-in does", () =>
    withTab(browser, portalUrl(), "sso-admin", async ({ page }) => {
      await signInWithProvider(page, "admin");
      await page.getByRole("heading", { level: 1, name: "Care Insight Review" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/portal-admin/care-insight-review");
      await page.getByText("Welcome, Alex").waitFor();
    }));

  it("refuses an email without a staff account, with the reason on the login page", () =>
    withTab(
      browser,
      portalUrl(),
      "sso-unknown",
      async ({ page }) => {
        await signInWithProvider(page, "stranger");
        await page.getByTestId("login-error").waitFor();
        expect(await page.getByTestId("login-error").textContent()).toBe(
          "No care portal account uses stranger@example.org. Single sign-on never creates accounts: ask your administrator to create one.",
        );
        expect(new URL(page.url()).pathname).toBe("/login");
        expect(new URL(page.url()).search).toBe("");
        await page.getByRole("button", { name: "Sign in with Test IdP" }).waitFor();
        await screenshot(page, "sso-refused");
      },
      [/^403 POST \/api\/cognito\/sso\/callback$/, /status of 403/],
    ));
});
