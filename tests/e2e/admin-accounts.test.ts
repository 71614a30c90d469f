import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAuditRowsByRoute, openAuditLog, unfoldNewestAuditEntry } from "./support/audit-viewer.js";
import { screenshot, setupBrowser, withTab } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO, DEMO_PASSWORD, mailedCode, portalUrl, signIn } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";

// Issue 17 items 1, 2 and 5 in Chromium against the real API and the demo data: an admin creates a care agent, who
// chooses a password with the mailed first-login code; the admin assigns five of Casey Rivera's members to the new
// coach, who sees exactly them on the Care Dashboard; the admin unassigns one and disables that member, and finds
// each of those writes in the audit viewer. The tests run in order and share the new account.

const NOOR = "noor.haddad@staff.demo.care";
const NOOR_PASSWORD = "Fresh#Garden9753x";
/** Casey Rivera's first five members by last name, first name, member id (read off prisma/seed once). */
const FIRST_FIVE = [100013, 100007, 100038, 100020, 100031];

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);

/** Opens a MUI select by its label and picks an option. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const rowNames = (page: Page, table: string): Promise<string[]> =>
  page
    .getByRole("table", { name: table })
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((r) => r.children[1]?.textContent ?? ""));

describe("admin: staff accounts, coach assignment, member disable", () => {
  it("lists the staff accounts 15 a page and creates a care agent, who gets a first-login mail", () =>
    signedInTab(DEMO.admin, "admin-accounts", async ({ page }) => {
      await page.goto("/portal-admin/accounts");
      await page.getByRole("heading", { level: 1, name: "Accounts" }).waitFor();
      await expect
        .poll(() =>
          page
            .getByRole("table", { name: "Staff accounts" })
            .locator("tbody tr")
            .evaluateAll((rows) => rows.map((r) => r.children[1]?.textContent)),
        )
        .toEqual([
          "Jordan Blake",
          "Taylor Brooks",
          "Riley Chen",
          "Avery Diaz",
          "Bailey Dunn",
          "Dana Ellis",
          "Morgan Fields",
          "Quinn Foster",
          "Parker Grant",
          "Robin Hart",
          "Walter Hayes",
          "Sam Irwin",
          "Jamie Kent",
          "Alex Morgan",
          "Whitney Park",
        ]);
      await screenshot(page, "admin-accounts");

      await page.getByRole("button", { name: "Add Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Account" });
      await dialog.getByLabel("Employee Id").fill("EMP9001");
      await dialog.getByLabel("Email").fill(NOOR);
      await dialog.getByLabel("First Name").fill("Noor");
      await dialog.getByLabel("Last Name").fill("Haddad");
      await dialog.getByLabel("Phone Number").fill("4045550199");
      await dialog.getByLabel("Zipcode").fill("30303");
      await dialog.getByLabel("City").fill("Atlanta");
      await dialog.getByLabel("State").fill("GA");
      await screenshot(page, "admin-accounts-add");
      await dialog.getByRole("button", { name: "Create" }).click();
      await page.getByText("Account created successfully!").waitFor();
      await dialog.waitFor({ state: "detached" });

      await page.getByLabel("Search").fill("noor");
      // The search waits for the typing to pause, then asks the API: longer than expect.poll's 1 s on a busy machine.
      await expect.poll(() => rowNames(page, "Staff accounts"), { timeout: 10_000 }).toEqual(["Noor Haddad"]);
      expect(new URL(page.url()).searchParams.get("search")).toBe("noor");
    }));

  it("lets the new care agent choose a password with the mailed code and sign in", () =>
    withTab(browser(), portalUrl(), "admin-accounts-first-login", async ({ page }) => {
      const code = await mailedCode(NOOR);
      await page.goto(`/choose-password?otp=${code}&email=${encodeURIComponent(NOOR)}`);
      await page.getByText(`Choose a new password for ${NOOR}.`).waitFor();
      await page.getByPlaceholder("Enter New Password", { exact: true }).fill(NOOR_PASSWORD);
      await page.getByPlaceholder("Re-enter New Password", { exact: true }).fill(NOOR_PASSWORD);
      await page.getByRole("button", { name: "Submit", disabled: false }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      await signIn(page, NOOR, NOOR_PASSWORD);
      await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
    }));

  it("assigns five members to the new coach, who sees exactly them on the Care Dashboard", async () => {
    await signedInTab(DEMO.admin, "admin-assignment", async ({ page }) => {
      await page.goto("/portal-admin/assignment");
      await page.getByRole("heading", { level: 1, name: "Coach Assignment" }).waitFor();
      await choose(page, "Current Coach", "Casey Rivera");
      const table = page.getByRole("table", { name: "Members to assign" });
      await expect.poll(() => table.locator("tbody tr").count()).toBe(15);
      const boxes = table.getByRole("checkbox");
      for (let i = 0; i < 5; i++) await boxes.nth(i).check();
      await choose(page, "Assign to", "Noor Haddad (0)");
      await screenshot(page, "admin-assignment");
      await page.getByRole("button", { name: "Assign (5)" }).click();
      await page.getByText("Members assigned successfully.").waitFor();
      // They moved away from Casey Rivera's list.
      await expect
        .poll(() => table.locator("tbody tr").first().locator("td").nth(1).textContent())
        .not.toBe("Dorothy Adams");
    });
    await withTab(browser(), portalUrl(), "admin-assignment-dashboard", async ({ page }) => {
      await signIn(page, NOOR, NOOR_PASSWORD);
      await page.goto("/care-dashboard");
      await page.getByRole("heading", { level: 1, name: "Wellness Care Dashboard" }).waitFor();
      const ids = () =>
        page
          .locator("[data-testid='dashboard-card']")
          .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-member-id"))));
      await expect.poll(ids, { timeout: 15_000 }).toEqual(FIRST_FIVE);
      await screenshot(page, "admin-assignment-care-dashboard");
    });
  });

  it("unassigns a member from the coach, then disables that member; one still coached is refused", () =>
    signedInTab(
      DEMO.admin,
      "admin-member-disable",
      async ({ page }) => {
        await page.goto("/portal-admin/agent-coach");
        await page.getByRole("heading", { level: 1, name: "Wellness Coaches" }).waitFor();
        const noor = page.getByLabel("Noor Haddad", { exact: true });
        await noor.getByText("Assigned Members: 5").waitFor();
        await screenshot(page, "admin-agent-coach");
        await noor.getByRole("link", { name: "View Members" }).click();
        await page.getByRole("heading", { level: 1, name: "Wellness Coach Members" }).waitFor();
        const members = page.getByRole("table", { name: "Members of the wellness coach" });
        await expect.poll(() => members.locator("tbody tr").count()).toBe(5);
        await members.getByRole("checkbox", { name: "Select Dorothy Adams" }).check();
        await screenshot(page, "admin-senior-coach");
        await page.getByRole("button", { name: "Unassign (1)" }).click();
        await page.getByText("Members unassigned successfully.").waitFor();
        await expect.poll(() => members.locator("tbody tr").count()).toBe(4);

        await page.goto("/portal-admin/wellness-users");
        await page.getByRole("heading", { level: 1, name: "Wellness Users" }).waitFor();
        await page.getByLabel("Search").fill("Adams");
        const accounts = page.getByRole("table", { name: "Member accounts" });
        await accounts.getByRole("button", { name: "Disable Janet Adams" }).click();
        const refuse = page.getByRole("dialog", { name: "Disable Member" });
        await refuse.getByLabel("Reason").fill("Moved to another state");
        await refuse.getByRole("button", { name: "Disable" }).click();
        await page
          .getByText("Noor Haddad could not be disabled as the Member is still assigned to a Wellness Coach.")
          .waitFor();
        await screenshot(page, "admin-member-disable-refused");
        await page.getByRole("dialog", { name: "Error 409" }).getByRole("button").click();

        await accounts.getByRole("button", { name: "Disable Dorothy Adams" }).first().click();
        const dialog = page.getByRole("dialog", { name: "Disable Member" });
        await dialog.getByLabel("Reason").fill("Moved to another state");
        await screenshot(page, "admin-member-disable");
        await dialog.getByRole("button", { name: "Disable" }).click();
        await page.getByText("Member account disabled successfully.").waitFor();

        await page.goto("/portal-admin/cWMemberRecords-users?search=100013");
        await page.getByRole("heading", { level: 1, name: "CW Member Records" }).waitFor();
        const records = page.getByRole("table", { name: "Member accounts" });
        await expect.poll(() => records.locator("tbody tr").first().innerText()).toContain("Inactive");
        expect(await records.locator("tbody tr").first().innerText()).toContain("Moved to another state (Alex Morgan)");
        await screenshot(page, "admin-member-records");
      },
      // The refusal of a member who still has a coach: the answer, and the browser's log line about it.
      [/^409 POST \/api\/users\/admin\/member\/disable$/, /status of 409 \(Conflict\)/],
    ));

  it("finds each of the admin's writes in the audit viewer, filtered by actor and route", () =>
    signedInTab(DEMO.admin, "admin-accounts-audit", async ({ page }) => {
      // Choosing the password with the mailed code is not a staff write (no signed-in actor): it has no row.
      await openAuditLog(page, DEMO.admin);
      // A disable names its member by number; the viewer shows the senior it belongs to (the id's first 8
      // characters): Dorothy Adams (100013) disabled, Janet Adams refused while still coached.
      const seniorCell = async (where: string): Promise<string> =>
        ((await e2eQuery<{ id: string }>(`SELECT id::text FROM senior WHERE ${where}`))[0]?.id ?? "").slice(0, 8);
      const dorothyCell = await seniorCell("member_id = 100013");
      const janetCell = await seniorCell("first_name = 'Janet' AND last_name = 'Adams'");
      const expected: [string, string[][]][] = [
        [
          "POST /api/users/admin/care-agent",
          [["admin@demo.care", "Admin", "POST/api/users/admin/care-agent", "-", "Success 200"]],
        ],
        [
          "POST /api/users/senior-coach-map",
          [["admin@demo.care", "Admin", "POST/api/users/senior-coach-map", "-", "Success 200"]],
        ],
        [
          "DELETE /api/users/senior-coach-map",
          [["admin@demo.care", "Admin", "DELETE/api/users/senior-coach-map", "-", "Success 200"]],
        ],
        // Newest first: Dorothy's disable after her unassignment, then the refusal while Janet Adams still had a coach.
        [
          "POST /api/users/admin/member/disable",
          [
            ["admin@demo.care", "Admin", "POST/api/users/admin/member/disable", dorothyCell, "Success 200"],
            ["admin@demo.care", "Admin", "POST/api/users/admin/member/disable", janetCell, "Failed 409"],
          ],
        ],
      ];
      await expectAuditRowsByRoute(page, expected);
      // The details of the disable keep the reason given.
      const audit = await unfoldNewestAuditEntry(page);
      await audit.getByText("Action: disableMember").waitFor();
      await audit.getByText("Entity: member 100013").waitFor();
      await audit.getByText(/"reason": "Moved to another state"/).waitFor();
      await screenshot(page, "admin-accounts-audit");
    }));
  it("shows an account locked by failed sign-ins, and the admin unlocks it (issue 25 item 4)", async () => {
    const SAM = "sam.irwin@staff.demo.care";
    const attempt = (password: string) =>
      fetch(`${portalUrl()}/api/cognito/authentication/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: SAM, password }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt("Wrong#Password975")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);

    await signedInTab(DEMO.admin, "admin-accounts-unlock", async ({ page }) => {
      await page.goto("/portal-admin/accounts?search=Sam");
      const row = page.getByRole("table", { name: "Staff accounts" }).getByRole("row", { name: /Sam Irwin/ });
      await row.getByText(/^Locked until /).waitFor();
      await screenshot(page, "admin-accounts-locked");
      await row.getByRole("button", { name: "Unlock Sam Irwin" }).click();
      await page.getByText("Account unlocked successfully.").waitFor();
      await row.getByText(/^Locked until /).waitFor({ state: "detached" });
    });
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
  });
});
