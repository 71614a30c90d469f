import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { tableRows } from "./support/table.js";

/** A real 1×1 PNG: the upload route checks the bytes. */
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPIXmr5HwAFEQJJhlrb8gAAAABJRU5ErkJggg==",
  "base64",
);

// Admin tools (issue 17 item 7): the configuration editor and the audit viewer, the POA review queue and the agent
// schedule, against the real API. Calls and documents are written straight into this file's database copy.

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);

interface SeniorRow {
  id: string;
  name: string;
  agent_id: string;
}

/** A member coached by agent@demo.care (the seed assigns members 100001–100040). */
async function coachedSenior(offset: number): Promise<SeniorRow> {
  const [row] = await e2eQuery<SeniorRow>(
    `SELECT s.id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS name, u.id AS agent_id
       FROM senior s
       JOIN care_agent_assignment a ON a.senior_id = s.id AND a.unassigned_at IS NULL
       JOIN staff_user u ON u.id = a.staff_user_id AND u.email = $1
      ORDER BY s.member_id OFFSET $2 LIMIT 1`,
    [DEMO.agent, offset],
  );
  if (!row) throw new Error("the seed has no member coached by agent@demo.care");
  return row;
}

describe("admin tools", () => {
  it("saves a configuration key and finds the save in the audit log, filtered by actor and route", () =>
    signedInTab(DEMO.admin, "admin-tools", async ({ page }) => {
      await page.goto("/portal-admin/adminTools?tool=config");
      await page.getByRole("heading", { level: 1, name: "Admin Tools" }).waitFor();
      const table = page.getByRole("table", { name: "Configuration keys" });
      await table.getByText("portal_auto_save_timeout").waitFor();
      await page.getByRole("button", { name: "Edit portal_auto_save_timeout" }).click();
      const dialog = page.getByRole("dialog", { name: "Auto-save timer" });
      const value = dialog.getByRole("textbox", { name: "Value" });
      // A value outside the key's rule is refused before anything is sent.
      await value.fill("10");
      await dialog.getByRole("button", { name: "Save" }).click();
      await dialog.getByText("Must be at least 5,000 ms").waitFor();
      await screenshot(page, "admin-tools-config-invalid");
      await value.fill("90000");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByText("Configuration saved.").first().waitFor();
      await table.getByText("90,000 ms (1.5 minutes)").waitFor();
      await screenshot(page, "admin-tools-config");

      await page.getByRole("tab", { name: "Audit Log" }).click();
      await page.getByRole("textbox", { name: "Actor" }).fill("admin@demo");
      await page.getByPlaceholder("All routes").fill("PUT /api/cognito/admin/client");
      await page.getByRole("option", { name: "PUT /api/cognito/admin/client-configuration" }).click();
      const audit = page.getByRole("table", { name: "Audit log" });
      // The filters land in the URL with a history replace (no navigation event to wait for).
      await expect.poll(() => new URL(page.url()).searchParams.get("actor")).toBe("admin@demo");
      await audit.getByText("/api/cognito/admin/client-configuration").first().waitFor();
      const found = await tableRows(page, "Audit log");
      expect(found).toHaveLength(1);
      expect(found[0]?.slice(1, 6)).toEqual([
        "admin@demo.care",
        "Admin",
        "PUT/api/cognito/admin/client-configuration",
        "-",
        "Success 200",
      ]);
      await audit.getByRole("button", { name: /^Details of audit entry/ }).click();
      await audit.getByText("Action: saveClientConfiguration").waitFor();
      await audit.getByText(/"value": 90000/).waitFor();
      await screenshot(page, "admin-tools-audit");
    }));

  it("approves one power-of-attorney document and rejects another with a reason", async () => {
    const senior = await coachedSenior(0);
    const [contact] = await e2eQuery<{ id: string }>(
      `INSERT INTO caregiver (id, senior_id, first_name, last_name, caregiver_type, relationship, updated_at)
       VALUES (gen_random_uuid(), $1, 'Paula', 'Attorney', 'primary', 'Daughter', now()) RETURNING id`,
      [senior.id],
    );
    await e2eQuery(
      `INSERT INTO poa_document (id, senior_id, caregiver_id, s3_key, file_name, content_type, updated_at, created_at)
       VALUES (gen_random_uuid(), $1, $2, 'uploads/images/' || gen_random_uuid() || '.png', 'poa-paula-2025.png',
               'image/png', now(), now() - interval '30 minutes')`,
      [senior.id, contact?.id],
    );
    await signedInTab(DEMO.admin, "admin-poa-review", async ({ page }) => {
      await page.goto("/portal-admin/poa-review");
      await page.getByRole("heading", { level: 1, name: "POA Review" }).waitFor();
      const table = page.getByRole("table", { name: "Power of attorney documents" });
      await table.getByText("poa-paula-2025.png").waitFor();

      // A second scan arrives through the upload dialog: member, contact, file.
      await page.getByRole("button", { name: "Upload Document" }).click();
      const upload = page.getByRole("dialog", { name: "Upload Document" });
      await upload.getByRole("combobox", { name: "Member" }).fill(senior.name);
      await page.getByRole("option", { name: new RegExp(`^${senior.name}`) }).click();
      await upload.getByRole("combobox", { name: "Contact" }).click();
      await page.getByRole("option", { name: "Paula Attorney (Daughter)" }).click();
      await upload
        .getByLabel("Document file")
        .setInputFiles({ name: "poa-paula-draft.png", mimeType: "image/png", buffer: PNG_1X1 });
      await screenshot(page, "admin-poa-upload");
      await upload.getByRole("button", { name: "Upload" }).click();
      await page.getByText("Document uploaded for review.").first().waitFor();
      await table.getByText("poa-paula-draft.png").waitFor();
      expect((await tableRows(page, "Power of attorney documents")).map((r) => [r[2], r[3], r[5]])).toEqual([
        ["Paula Attorney (Daughter)", "poa-paula-2025.png", "Pending"],
        ["Paula Attorney (Daughter)", "poa-paula-draft.png", "Pending"],
      ]);
      await screenshot(page, "admin-poa-review");

      // View opens the scan itself through a short-lived signed url, in a new tab.
      const [viewer] = await Promise.all([
        page.context().waitForEvent("page"),
        page.getByRole("button", { name: "View poa-paula-draft.png" }).click(),
      ]);
      await viewer.waitForURL(/X-Amz-Expires=900/);
      await viewer.close();

      await page.getByRole("button", { name: "Approve poa-paula-2025.png" }).click();
      await page.getByText("Document approved.").first().waitFor();
      await table.getByText("poa-paula-2025.png").waitFor({ state: "detached" });

      await page.getByRole("button", { name: "Reject poa-paula-draft.png" }).click();
      const dialog = page.getByRole("dialog", { name: "Reject Document" });
      await dialog.getByRole("button", { name: "Reject" }).click();
      await dialog.getByText("A reason is required to reject a document").waitFor();
      await dialog.getByRole("textbox", { name: "Reason" }).fill("Unsigned draft; please upload the signed copy.");
      await screenshot(page, "admin-poa-reject");
      await dialog.getByRole("button", { name: "Reject" }).click();
      await page.getByText("Document rejected.").first().waitFor();
      await page.getByText("No documents awaiting review").waitFor();

      await page.getByRole("combobox", { name: "Status" }).click();
      await page.getByRole("option", { name: "Approved" }).click();
      await table.getByText("poa-paula-2025.png").waitFor();
      const approved = (await tableRows(page, "Power of attorney documents"))[0];
      expect([approved?.[3], approved?.[5], approved?.[6], approved?.[8]]).toEqual([
        "poa-paula-2025.png",
        "Approved",
        "Alex Morgan",
        "-",
      ]);
      await screenshot(page, "admin-poa-approved");
    });
  });

  it("shows a coach's calls of a day with their outcome", async () => {
    const first = await coachedSenior(1);
    const second = await coachedSenior(2);
    const book = (seniorId: string, start: string, status: string) =>
      e2eQuery(
        `INSERT INTO call_schedule (id, senior_id, callee_id, care_agent_id, start_time, end_time, duration_minutes,
                                    reason, status, assignment_status, updated_at)
         VALUES (gen_random_uuid(), $1, $1, $2, $3::timestamptz, $3::timestamptz + interval '15 minutes', 15,
                 'senior_check_in', $4::call_status, 'pending', now())`,
        [seniorId, first.agent_id, start, status],
      );
    // Midday UTC of a past day: the same date on any browser clock from UTC-11 to UTC+11.
    await book(first.id, "2026-03-10T11:00:00Z", "completed");
    await book(second.id, "2026-03-10T12:00:00Z", "not_started");
    await signedInTab(DEMO.admin, "admin-agent-schedule", async ({ page }) => {
      await page.goto("/portal-admin/agent-schedule");
      await page.getByRole("heading", { level: 1, name: "Agent Schedule" }).waitFor();
      await page.getByRole("region", { name: "Calls of Casey Rivera" }).waitFor();
      await screenshot(page, "admin-agent-schedule-today");

      await page.getByRole("textbox", { name: "Date" }).fill("2026-03-10");
      await page.getByRole("combobox", { name: "Wellness Coach" }).click();
      await page.getByRole("option", { name: "Casey Rivera" }).click();
      const card = page.getByRole("region", { name: "Calls of Casey Rivera" });
      await card.getByText(first.name).waitFor();
      // The coach filter applies after the date: only Casey's card remains.
      await expect.poll(() => page.getByRole("region", { name: /^Calls of / }).count()).toBe(1);
      const calls = (await tableRows(page, "Casey Rivera's calls")).map((r) => [r[1], r[3], r[5]]);
      expect(calls).toEqual([
        [first.name, "Senior Check-in", "Done"],
        [second.name, "Senior Check-in", "Missed"],
      ]);
      await card.getByText("Done 1").waitFor();
      await card.getByText("Missed 1").waitFor();
      await screenshot(page, "admin-agent-schedule");
    });
  });

  it("uploads a contact's power of attorney from the member's Care Circle tab into the review queue", async () => {
    const senior = await coachedSenior(3);
    const [ids] = await e2eQuery<{ account_id: string; timezone: string; member_id: number }>(
      "SELECT account_id, timezone, member_id FROM senior WHERE id = $1",
      [senior.id],
    );
    await e2eQuery(
      `INSERT INTO caregiver (id, senior_id, first_name, last_name, caregiver_type, relationship, updated_at)
       VALUES (gen_random_uuid(), $1, 'Peter', 'Proxy', 'secondary', 'Son', now())`,
      [senior.id],
    );
    await signedInTab(DEMO.admin, "admin-care-circle-poa", async ({ page }) => {
      await page.goto(
        `/senior/${senior.id}/${ids?.account_id}/${ids?.timezone.replaceAll("/", "-")}/onboarding-info/care-circle`,
      );
      await page.getByRole("table", { name: "Care Circle" }).getByText("Peter Proxy").waitFor();
      await page.getByRole("button", { name: "Upload POA of Peter Proxy" }).click();
      const dialog = page.getByRole("dialog", { name: "Upload Power of Attorney" });
      await dialog.getByText("The power of attorney of Peter Proxy.", { exact: false }).waitFor();
      await dialog
        .getByLabel("Document file")
        .setInputFiles({ name: "poa-peter-2026.png", mimeType: "image/png", buffer: PNG_1X1 });
      await dialog.getByText("poa-peter-2026.png").waitFor();
      // The dialog has finished fading in before the picture is taken (no transition left running in it).
      await expect
        .poll(() =>
          dialog.evaluate((el) => el.closest(".MuiDialog-root")?.getAnimations({ subtree: true }).length ?? 0),
        )
        .toBe(0);
      await screenshot(page, "care-circle-poa-upload");
      await dialog.getByRole("button", { name: "Upload" }).click();
      await page.getByText("Document uploaded for review.").first().waitFor();
      await dialog.waitFor({ state: "detached" });

      await page.goto("/portal-admin/poa-review");
      const table = page.getByRole("table", { name: "Power of attorney documents" });
      await table.getByText("poa-peter-2026.png").waitFor();
      const queue = await tableRows(page, "Power of attorney documents");
      expect(queue.map((r) => [r[2], r[3], r[5]])).toEqual([["Peter Proxy (Son)", "poa-peter-2026.png", "Pending"]]);
      expect(queue[0]?.[1]).toContain(`(${ids?.member_id})`);
      await screenshot(page, "care-circle-poa-queue");
    });
  });
});
