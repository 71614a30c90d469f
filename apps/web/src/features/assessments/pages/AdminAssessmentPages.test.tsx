import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const ADMIN = "/api/users/admin/assessments/holistic";

/** Survey blocks keyed by header (spec 2 §3), in the form's order: "Mind" before "Body". */
const BLOCKS = {
  Mind: { data: [{ id: "calm", question: "I feel calm", style: "holistic", required: true }] },
  Body: { data: [{ id: "walk", question: "I walk every day", style: "holistic", required: true }] },
};

function version(n: number, status: "published" | "draft" | "scheduled", form = BLOCKS): unknown {
  return {
    form_id: `form-${n}-${status}`,
    kind: "holistic_assessment",
    group: "holistic",
    version_number: n,
    form_status: status,
    publish_date_time: status === "draft" ? null : "2026-01-02T09:00:00.000Z",
    form,
    created_by: null,
    created_by_name: "Avery Admin",
    updated_by_name: null,
    created_date: "2026-01-02T09:00:00.000Z",
    options: { always: "Always", sometimes: "Sometimes", never: "Never" },
  };
}

function api(extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    "GET /api/supervision/alarms": hang,
    [`GET ${ADMIN}/form`]: () => envelope({ current: version(1, "published"), draft: null, scheduled: null }),
    [`GET ${ADMIN}/history`]: () =>
      envelope({
        items: [
          {
            form_id: "form-1-published",
            versionNumber: 1,
            formStatus: "published",
            createdDateAndTime: "2026-01-02T09:00:00.000Z",
            publishedDateAndTime: "2026-01-02T09:00:00.000Z",
            adminName: "Avery Admin",
            form: BLOCKS,
          },
        ],
        last_evaluated_key: null,
      }),
    ...extra,
  };
}

describe("admin form editor", () => {
  it("edits a question, adds one in the block's style and publishes the form as it stands", async () => {
    const { fake } = renderApp(
      "/portal-admin/holistic-assessment",
      sessionFor(["Admin"]),
      api({ [`POST ${ADMIN}/form`]: () => envelope(version(2, "published")) }),
    );
    const user = userEvent.setup({ delay: null });
    const question = await screen.findByRole("textbox", { name: "Survey 2 question 1" });
    expect(screen.getByTestId("live-version").textContent).toMatch(/^Live: version 1, published 01\/02\/2026/);
    await user.clear(question);
    await user.type(question, "I walk outside every day");
    await user.click(
      within(screen.getByRole("region", { name: "Survey 2" })).getByRole("button", { name: "Add Question" }),
    );
    expect(screen.getByRole("button", { name: "Publish Now" }).hasAttribute("disabled")).toBe(true);
    await user.type(screen.getByRole("textbox", { name: "Survey 2 question 2" }), "I sleep well");
    await user.click(screen.getByRole("button", { name: "Publish Now" }));
    expect(await screen.findByText("Form published successfully.")).toBeTruthy();

    const posts = fake.calls.filter((c) => c.method === "POST").map((c) => JSON.parse(c.body ?? "null") as unknown);
    expect(posts).toHaveLength(1);
    const body = posts[0] as { action: string; form: Record<string, { data: Record<string, unknown>[] }> };
    expect(body.action).toBe("publish");
    // Keyed by header, in the form's order.
    expect(Object.keys(body.form)).toEqual(["Mind", "Body"]);
    expect(body.form.Mind).toEqual({
      data: [{ id: "calm", question: "I feel calm", style: "holistic", required: true }],
    });
    expect(body.form.Body?.data.map((q) => [q.question, q.style, q.required])).toEqual([
      ["I walk outside every day", "holistic", true],
      ["I sleep well", "holistic", true],
    ]);
    expect(body.form.Body?.data[0]?.id).toBe("walk");
    expect(body.form.Body?.data[1]?.id).toMatch(/^q[a-z0-9]+$/);
  });

  it("will not send a survey title twice or one of digits only: the form is keyed by title", async () => {
    const { fake } = renderApp("/portal-admin/holistic-assessment", sessionFor(["Admin"]), api());
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByRole("textbox", { name: "Survey 2 title" });
    await user.clear(title);
    await user.type(title, "Mind");
    expect(await screen.findByText("Two blocks have this header")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save Draft" }).hasAttribute("disabled")).toBe(true);
    await user.clear(title);
    await user.type(title, "2024");
    expect(await screen.findByText("A header cannot be only digits")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save Draft" }).hasAttribute("disabled")).toBe(true);
    await user.clear(title);
    await user.type(title, "Body and health");
    expect(screen.getByRole("button", { name: "Save Draft" }).hasAttribute("disabled")).toBe(false);
    expect(fake.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("lists the versions and previews one read-only", async () => {
    renderApp("/portal-admin/holistic-assessment", sessionFor(["Admin_WellnessServices"]), api());
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Holistic Assessment versions" });
    await within(table).findByRole("button", { name: "View version 1" });
    const [version1, status, created, published, admin] = within(table)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect([version1, status, admin]).toEqual(["1", "published", "Avery Admin"]);
    // Shown in the browser's zone: the date and the whole hour are what the zone cannot change here.
    expect(created).toMatch(/^01\/02\/2026 \d\d:00 [AP]M$/);
    expect(published).toBe(created);
    await user.click(within(table).getByRole("button", { name: "View version 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Holistic Assessment: version 1 (published)" });
    expect(within(dialog).getByText("1. I walk every day")).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("radio")
        .every((r) => r.hasAttribute("disabled")),
    ).toBe(true);
  });

  it("is closed to BDMs (the API's editor roles)", async () => {
    renderApp("/portal-admin/holistic-assessment", sessionFor(["BDM"]), api());
    expect(await screen.findByText(/Unauthorized/i)).toBeTruthy();
  });
});
