import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { demoMember, seniorPath, seniorTabPath, type DemoMember } from "./support/members.js";
import { DEMO } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";

// Assessments (issue 14) against the real API and the seeded forms (prisma/seed/assessments.ts, version 1 of every
// kind): agent@demo.care coaches members 100001–100040; 100003 is theirs and has no assessment in the demo data.

const MEMBER_ID = 100003;

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);
let member: DemoMember;

beforeAll(async () => {
  member = await demoMember(MEMBER_ID);
});

const seniorUrl = (tab: string, sub: string): string => seniorTabPath(member, tab, sub);

/** Picks a choice of a question, found by its text. */
async function answer(page: Page, question: string, choice: string): Promise<void> {
  await page
    .getByRole("radiogroup", { name: new RegExp(question.replace(/[?()]/g, "\\$&")) })
    .getByRole("radio", {
      name: choice,
      exact: true,
    })
    .check();
}

describe("assessments", () => {
  it("a care agent fills and submits the falls assessment, sees its totals and prints it", () =>
    signedInTab(DEMO.agent, "assessments-falls", async ({ page }) => {
      await page.goto(seniorUrl("assessments", "fallsAndHospitalization-assessment"));
      await page.getByRole("region", { name: "Falls History" }).waitFor();
      await page.getByText("No Falls and Hospitalization Assessment has been saved for this member yet.").waitFor();
      // Never done: the tab carries its incomplete marker.
      await page.getByLabel("Assessments (incomplete)").waitFor();

      // yes = 1, no = 2, comment = 3 (spec 2 §5).
      await answer(page, "Have you fallen in the past 12 months?", "Yes"); // 1
      await answer(page, "Did a fall in the past 12 months cause an injury?", "No"); // 2
      await answer(page, "After a fall, did you need help to get up?", "No"); // 2 → Falls History 5
      await answer(page, "Do you feel unsteady when you stand up or walk?", "No"); // 2
      await answer(page, "Do you hold on to furniture when you walk around your home?", "Yes"); // 1
      await answer(page, "Do you use a cane, walker or wheelchair?", "No"); // 2
      await answer(page, "Are you worried about falling?", "Yes"); // 1 → Balance and Mobility 6
      await answer(page, "Have you stayed overnight in a hospital in the past 6 months?", "No"); // 2
      await answer(page, "Have you visited an emergency room or urgent care in the past 6 months?", "No"); // 2
      await answer(page, "Describe any hospital stay or emergency visit of the past 6 months", "Comment"); // 3
      await page.getByRole("textbox", { name: "Comment for question 3" }).fill("Emergency visit for a sprained wrist");
      await screenshot(page, "assessments-falls-filled");

      await page.getByRole("button", { name: "Submit", exact: true }).click();
      await page.getByText("Assessment submitted successfully.").waitFor();
      const total = page.getByTestId("total-score");
      await total.getByText("Total Score: 18", { exact: false }).waitFor();
      expect(await page.getByTestId("section-total").allTextContents()).toEqual([
        "Total(Max Score is 3 x number of questions)= 5",
        "Total(Max Score is 3 x number of questions)= 6",
        "Total(Max Score is 3 x number of questions)= 7",
      ]);
      const header = page.getByLabel("Assessment record");
      await header.getByText("submit", { exact: true }).waitFor();
      await header.getByText("1", { exact: true }).waitFor(); // version 1, no ' Draft': submitted
      // The history lists it; submitted recently, the falls assessment is no longer due.
      const history = page.getByRole("table", { name: "Falls and Hospitalization Assessment history" });
      await history.getByRole("cell", { name: "18", exact: true }).waitFor();
      await screenshot(page, "assessments-falls-submitted");

      const stored = await e2eQuery<{ status: string; total: number }>(
        `SELECT r.status::text, (r.scores->>'total')::int AS total FROM assessment_response r
          WHERE r.senior_id = $1 AND r.kind = 'fall_hospitalization_assessment'`,
        [member.id],
      );
      expect(stored).toEqual([{ status: "submit", total: 18 }]);

      // The print view, as the browser prints it.
      await page.getByRole("button", { name: "Print View" }).click();
      const print = page.getByRole("article", { name: "Falls and Hospitalization Assessment" });
      await print.getByText("Senior Member:", { exact: false }).waitFor();
      await print.getByRole("table", { name: "Score table 1" }).waitFor();
      expect(await print.getByTestId("print-total").textContent()).toBe("Total Score: 18");
      await print.getByText("Emergency visit for a sprained wrist").waitFor();
      await page.emulateMedia({ media: "print" });
      // Printed: the portal's bar and buttons are gone and the frame fits the page width.
      expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
      const width = await print.evaluate((el) => el.getBoundingClientRect().width);
      const viewport = page.viewportSize()?.width ?? 0;
      expect(width).toBeLessThanOrEqual(viewport);
      await screenshot(page, "assessments-falls-print");
      await page.emulateMedia({ media: "screen" });
    }));

  it("a care agent records today's wellness survey and reads the member's assessment status", () =>
    signedInTab(DEMO.agent, "assessments-survey", async ({ page }) => {
      await page.goto(seniorUrl("onboarding-info", "survey"));
      const list = page.getByRole("table", { name: "Wellness Surveys" });
      await list.getByText("No Records").waitFor();
      await page.getByRole("button", { name: "New Wellness Survey" }).click();
      const dialog = page.getByRole("dialog", { name: "New Wellness Survey" });
      for (const question of [
        "I have felt cheerful",
        "I have felt calm",
        "I have had energy for my day",
        "I have woken up feeling rested",
        "My days have had things in them that interest me",
      ]) {
        await dialog
          .getByRole("radiogroup", { name: new RegExp(question) })
          .getByRole("radio", { name: "Often", exact: true })
          .check(); // 2 points each
      }
      await dialog.getByRole("textbox", { name: "Notes" }).fill("Enjoyed the garden club this week");
      await screenshot(page, "assessments-survey-new");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("Wellness survey saved successfully.").waitFor();
      const row = list.getByRole("row").nth(1);
      await row.getByText("Enjoyed the garden club this week").waitFor();
      expect(await row.getByRole("cell").nth(1).textContent()).toBe("Yes");
      expect(await row.getByRole("cell").nth(2).textContent()).toBe("10 / 15");
      await screenshot(page, "assessments-survey-list");

      // The status sub-tab: the survey done today, the falls assessment submitted in the first test.
      await page.goto(seniorUrl("onboarding-info", "assessments"));
      const status = page.getByRole("table", { name: "Assessment status" });
      const falls = status.getByRole("row", { name: /Falls and Hospitalization Assessment/ });
      await falls.getByText("Submitted").waitFor();
      expect(await falls.getByRole("cell").nth(3).textContent()).toBe("-");
      const survey = status.getByRole("row", { name: /Wellness Survey/ });
      await survey.getByText("Submitted").waitFor();
      await status
        .getByRole("row", { name: /Home Safety Assessment/ })
        .getByText("Never done")
        .waitFor();
      await screenshot(page, "assessments-status-tab");

      // The Dashboard tab's Wellbeing card: that survey on the 0–7 scale (10 / 15 × 7 = 4.67), Fair (4.5 to 6.5).
      await page.goto(`${seniorPath(member)}/dashboard`);
      const wellbeing = page.getByRole("region", { name: "Wellbeing" });
      await wellbeing.getByText("4.7 / 7").waitFor();
      await wellbeing.getByText("Fair").waitFor();
      await screenshot(page, "assessments-wellbeing-card");
    }));

  it("an administrator publishes a new holistic form version and finds it in the history", () =>
    signedInTab(DEMO.admin, "assessments-admin", async ({ page }) => {
      await page.goto("/portal-admin/holistic-assessment");
      const versions = page.getByRole("table", { name: "Holistic Assessment versions" });
      await versions.getByRole("button", { name: "View version 1" }).waitFor();
      await page.getByTestId("live-version").getByText("Live: version 1", { exact: false }).waitFor();
      await screenshot(page, "assessments-admin-holistic");

      const first = page.getByRole("textbox", { name: "Survey 1 question 1" });
      await first.fill("I have enough energy for the things I want to do each day");
      await page.getByRole("button", { name: "Add Question" }).first().click();
      await page
        .getByRole("textbox", { name: "Survey 1 question 3" })
        .fill("I can walk for ten minutes without resting");
      await page.getByRole("button", { name: "Publish Now" }).click();
      await page.getByText("Form published successfully.").waitFor();
      await page.getByTestId("live-version").getByText("Live: version 2", { exact: false }).waitFor();
      await versions.getByRole("button", { name: "View version 2" }).waitFor();
      await versions.getByRole("button", { name: "View version 1" }).waitFor();
      await versions.getByRole("button", { name: "View version 2" }).click();
      const dialog = page.getByRole("dialog", { name: "Holistic Assessment: version 2 (published)" });
      await dialog.getByText("3. I can walk for ten minutes without resting").waitFor();
      await screenshot(page, "assessments-admin-holistic-version-2");
      await dialog.getByRole("button", { name: "Close" }).click();

      const forms = await e2eQuery<{ version: number; status: string }>(
        "SELECT version, status::text FROM assessment_form WHERE kind = 'holistic_assessment' ORDER BY version",
      );
      expect(forms).toEqual([
        { version: 1, status: "published" },
        { version: 2, status: "published" },
      ]);

      // Every other admin assessment page, for a person to look at.
      for (const [path, name, ready] of [
        ["fallsAndHospitalization-assessment", "falls", "Falls and Hospitalization Assessment versions"],
        ["homeSafety-assessment", "home-safety", "Home Safety Assessment versions"],
        ["uCLALoneliness-assessment", "ucla", "UCLA Loneliness Assessment versions"],
      ] as const) {
        await page.goto(`/portal-admin/${path}`);
        await page.getByRole("table", { name: ready }).getByRole("button", { name: "View version 1" }).waitFor();
        await screenshot(page, `assessments-admin-${name}`);
      }
      // ADL and member questionnaires: the editor of the first kind under its inner tab, with its version history.
      for (const [path, name, tab] of [
        ["adl-assessment", "adl", "Lawton-Brody ADL"],
        ["member-questionnaire", "member-questionnaire", "Member Questionnaire 1"],
      ] as const) {
        await page.goto(`/portal-admin/${path}`);
        await page.getByRole("tab", { name: tab, selected: true }).waitFor();
        await page
          .getByRole("table", { name: / versions$/ })
          .getByRole("button", { name: "View version 1" })
          .waitFor();
        await screenshot(page, `assessments-admin-${name}`);
      }
      // Medical conditions: the catalogue (10 a page) above the form's editor.
      await page.goto("/portal-admin/medical-condition");
      await page.getByRole("table", { name: "Medical conditions" }).getByRole("cell").first().waitFor();
      await page
        .getByRole("table", { name: / versions$/ })
        .getByRole("button", { name: "View version 1" })
        .waitFor();
      await screenshot(page, "assessments-admin-medical-condition");
      await page.goto("/portal-admin/assessment");
      await page
        .getByRole("table", { name: "Members" })
        .getByRole("button", { name: /Assessment status of/ })
        .first()
        .click();
      await page.getByRole("table", { name: /Assessment status of/ }).waitFor();
      await screenshot(page, "assessments-admin-status");
    }));
});
