import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, transitionsDone, withTab } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO, mailedCode, portalUrl, signIn, submitLogin } from "./support/portal.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function facilityIdOf(email: string): Promise<string> {
  const [row] = await e2eQuery<{ facility_id: string }>("SELECT facility_id FROM staff_user WHERE email = $1", [email]);
  if (!row) throw new Error(`no staff user ${email}`);
  return row.facility_id;
}

describe("sign-in", () => {
  it.each([
    ["agent", DEMO.agent, "/", "Home", "Casey"],
    ["admin", DEMO.admin, "/portal-admin/care-insight-review", "Care Insight Review", "Alex"],
    ["wellness", DEMO.wellness, "/portal-admin/care-insight-review", "Care Insight Review", "Whitney"],
    ["warehouse", DEMO.warehouse, "/", "Home", "Walter"],
    ["bdm", DEMO.bdm, "/portal-admin/corporate-agencies", "Corporate & Agencies", "Bailey"],
    ["facility", DEMO.facility, "/facility-management/{facility}", "Agency Home", "Frances"],
  ])("lands the %s account on its default page", (name, email, path, title, firstName) =>
    withTab(browser, portalUrl(), `landing-${name}`, async ({ page }) => {
      await signIn(page, email);
      const expected = path.replace("{facility}", name === "facility" ? await facilityIdOf(email) : "");
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(expected);
      await page.getByText(`Welcome, ${firstName}`).waitFor();
      await page.getByText("Have a nice day at work").waitFor();
      // The version shows on the home page only.
      expect(await page.getByText("Version 3.6.0").count()).toBe(path === "/" ? 1 : 0);
      // A reload keeps the user signed in (the encrypted session is read back).
      await page.reload();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.waitForLoadState("networkidle");
      await screenshot(page, `landing-${name}`);
    }),
  );

  it("signs in with the mailed code when the account has MFA", () =>
    withTab(browser, portalUrl(), "login-mfa", async ({ page }) => {
      const before = Date.now() - 1000;
      await submitLogin(page, DEMO.mfa);
      await page.getByRole("heading", { name: "Verification Code" }).waitFor();
      await screenshot(page, "login-mfa-code");
      await page.getByLabel("Verification Code").fill(await mailedCode(DEMO.mfa, before));
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByText("Welcome, Morgan").waitFor();
    }));

  it("says 'Incorrect Email or Password.' for a wrong password", () =>
    withTab(
      browser,
      portalUrl(),
      "login-wrong-password",
      async ({ page }) => {
        await submitLogin(page, DEMO.admin, "Not-the-password#1");
        await page.getByTestId("login-error").waitFor();
        expect(await page.getByTestId("login-error").textContent()).toBe("Incorrect Email or Password.");
        expect(new URL(page.url()).pathname).toBe("/login");
        await screenshot(page, "login-wrong-password");
      },
      [/^401 POST \/api\/cognito\/authentication\/login$/, /status of 401/],
    ));

  it("refuses a caregiver with 'Unauthorized Access !'", () =>
    withTab(
      browser,
      portalUrl(),
      "login-caregiver",
      async ({ page }) => {
        await submitLogin(page, DEMO.caregiver);
        await page.getByTestId("login-error").waitFor();
        expect(await page.getByTestId("login-error").textContent()).toBe("Unauthorized Access !");
      },
      [/^403 POST \/api\/cognito\/authentication\/login$/, /status of 403/],
    ));

  it("logs out from the user menu and says so on the login page", () =>
    withTab(browser, portalUrl(), "logout", async ({ page }) => {
      await signIn(page, DEMO.agent);
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Logout" }).waitFor();
      // The menu opens with a transition (on its paper, around the list): picture it open.
      await transitionsDone(page.locator("body"));
      await screenshot(page, "user-menu");
      await page.getByRole("menuitem", { name: "Logout" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByTestId("login-notice").waitFor();
      expect(await page.getByTestId("login-notice").textContent()).toBe("User logged out successfully!");
      // The stored session is gone: a guarded page sends back to the login page.
      await page.goto("/care-dashboard");
      await page.waitForURL((url) => url.pathname === "/login");
    }));
});
