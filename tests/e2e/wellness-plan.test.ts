import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { demoMember, seniorTabPath, type DemoMember } from "./support/members.js";
import { DEMO } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";

// The Wellness Plan tab against the real API, S3 store (s3rver) and the demo data: agent@demo.care coaches members
// 100001–100040 (prisma/seed); 100002 is theirs and has no wellness plan in the demo data.

const MEMBER_ID = 100002;
/** A 1×1 PNG, written out so the download can be compared byte for byte. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5" +
    "5dca3c0000000049454e44ae426082",
  "hex",
);

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);
let member: DemoMember;

beforeAll(async () => {
  member = await demoMember(MEMBER_ID);
});

const tabPath = (): string => seniorTabPath(member, "wellness-plan");

async function choose(page: Page, combobox: ReturnType<Page["getByRole"]>, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const goalRows = (page: Page) => page.locator("table[aria-label='Goals'] [data-testid='goal-row']");

describe("wellness plan", () => {
  it("a care agent writes a plan, adds two goals, attaches a file, opens the older version and downloads", () =>
    signedInTab(DEMO.agent, "wellness-plan", async ({ page, context }) => {
      await page.goto(tabPath());
      const situation = page.getByRole("textbox", { name: "Situation" });
      await situation.waitFor();
      await expect(page.getByRole("combobox", { name: "Version" }).textContent()).resolves.toBe("Not saved yet");
      // First load without goals: one blank row.
      expect(await goalRows(page).count()).toBe(1);

      // The plan text: version 1.
      await situation.fill("Recovering from a fall in January");
      await page.getByRole("textbox", { name: "Background" }).fill("Lives alone, daughter nearby");
      await page.getByRole("textbox", { name: "Assessment" }).fill("Walks with a cane");
      await page.getByRole("textbox", { name: "Recommendations" }).fill("Balance exercises twice a week");
      await page.getByRole("button", { name: "Add Priority" }).click();
      await page.getByRole("textbox", { name: "Priority 1" }).fill("Stay independent at home");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Wellness Plan has been successfully saved.").waitFor();
      await page.getByRole("combobox", { name: "Version" }).getByText("Version 1 (latest)").waitFor();

      // Two goals: the blank row and one added on top; one save makes version 2.
      const first = goalRows(page).nth(0);
      await choose(page, first.getByRole("combobox", { name: "Goal" }), "Increase physical activity");
      await choose(page, first.getByRole("combobox", { name: "Action" }), "Walk 4,500 steps a day");
      await page.getByRole("button", { name: "Add Goal" }).click();
      const added = goalRows(page).nth(0);
      await choose(page, added.getByRole("combobox", { name: "Goal" }), "Improve sleep");
      await choose(page, added.getByRole("combobox", { name: "Action" }), "Keep a regular bedtime");
      await added.getByRole("textbox", { name: "Notes" }).fill("Lights out by 10 PM");
      await page.getByRole("button", { name: "Save Goal" }).click();
      await page.getByRole("combobox", { name: "Version" }).getByText("Version 2 (latest)").waitFor();
      const saved = await e2eQuery<{ goal: string; action: string; status: string; progress: number }>(
        `SELECT g.goal, g.action, g.status::text, g.progress FROM wellness_goal_version g
           JOIN wellness_plan p ON p.id = g.plan_id WHERE p.senior_id = $1 AND g.plan_version = 2 ORDER BY g.seq`,
        [member.id],
      );
      expect(saved).toEqual([
        { goal: "Increase physical activity", action: "Walk 4,500 steps a day", status: "in_progress", progress: 10 },
        { goal: "Improve sleep", action: "Keep a regular bedtime", status: "in_progress", progress: 10 },
      ]);

      // Attach a PNG to the walking goal: the browser posts it straight to the store.
      await page
        .getByRole("button", { name: "Resources of Increase physical activity: Walk 4,500 steps a day" })
        .click();
      const dialog = page.getByRole("dialog", { name: "Resources" });
      await dialog
        .getByLabel("Files to attach")
        .setInputFiles({ name: "walk-plan.png", mimeType: "image/png", buffer: PNG });
      await dialog.getByText("walk-plan.png").waitFor();
      await screenshot(page, "wellness-plan-resources");
      await dialog.getByRole("button", { name: "Close" }).click();
      await screenshot(page, "wellness-plan-latest");

      // Version 1: the text as first saved, no goals, read-only.
      await choose(page, page.getByRole("combobox", { name: "Version" }), "Version 1");
      await page.getByText("This is not the latest version of the wellness plan: it is read-only.").waitFor();
      await expect(situation.isDisabled()).resolves.toBe(true);
      await expect(situation.inputValue()).resolves.toBe("Recovering from a fall in January");
      expect(await page.getByRole("button", { name: "Save", exact: true }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Add Goal" }).count()).toBe(0);
      await page.locator("table[aria-label='Goals']").getByText("No Records").waitFor();
      await screenshot(page, "wellness-plan-version-1");

      // Back to the latest; download the attachment through its signed URL.
      await choose(page, page.getByRole("combobox", { name: "Version" }), "Version 2 (latest)");
      await page
        .getByRole("button", { name: "Resources of Increase physical activity: Walk 4,500 steps a day" })
        .click();
      const signed = page.waitForResponse((r) => r.url().includes("/api/users/wellness-plan/resources/signed-url"));
      const popup = context.waitForEvent("page");
      await dialog.getByRole("button", { name: "Download walk-plan.png" }).click();
      const answer = (await (await signed).json()) as { data: { urls: { url: string }[] } };
      const url = answer.data.urls[0]?.url ?? "";
      const download = await fetch(url);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
      const opened = await popup;
      await opened.waitForLoadState();
      expect(opened.url()).toBe(url);
      await opened.close();

      // Replace the file with a newer one: version 2 of the resource; version 1 stays downloadable.
      const TEXT = Buffer.from("Walk 4,500 steps after lunch.\n");
      const replaced = page.waitForResponse(
        (r) => r.request().method() === "PUT" && r.url().includes("/api/users/wellness-plan/resources"),
      );
      await dialog.getByRole("button", { name: "Replace walk-plan.png" }).click();
      await dialog
        .getByLabel("Replacement file")
        .setInputFiles({ name: "walk-plan.txt", mimeType: "text/plain", buffer: TEXT });
      expect((await replaced).status()).toBe(200);
      await dialog.getByText("walk-plan.txt").waitFor();
      await dialog.getByText(/version 2 · earlier:/).waitFor();
      await screenshot(page, "wellness-plan-resource-replaced");
      const [files] = await e2eQuery<{ versions: string }>(
        `SELECT string_agg(f.resource_version || ':' || f.format, ',' ORDER BY f.resource_version) AS versions
           FROM wellness_resource_file f JOIN wellness_resource r ON r.id = f.resource_id
          WHERE r.name = 'walk-plan.txt'`,
      );
      expect(files?.versions).toBe("1:png,2:txt");
      const earlier = page.waitForResponse((r) => r.url().includes("/api/users/wellness-plan/resources/signed-url"));
      const earlierPopup = context.waitForEvent("page");
      await dialog.getByRole("button", { name: "Download walk-plan.txt version 1" }).click();
      const earlierAnswer = await earlier;
      expect(new URL(earlierAnswer.url()).searchParams.get("resource_version")).toBe("1");
      const earlierUrl = ((await earlierAnswer.json()) as { data: { urls: { url: string }[] } }).data.urls[0]?.url;
      const original = await fetch(earlierUrl ?? "");
      expect(Buffer.from(await original.arrayBuffer()).equals(PNG)).toBe(true);
      await (await earlierPopup).close();
    }));
});
