import { assessmentRoutes } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang, json, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "00000000-0000-4000-8000-000000000001";
const ACCOUNT_ID = "00000000-0000-4000-8000-000000000002";
const PATH = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/onboarding-info/survey?tab=onboarding-info`;
const R = assessmentRoutes;
const DAY = 24 * 60 * 60 * 1000;

const FORM = {
  form_id: "ws-1",
  kind: "wellness_survey",
  group: "wellness-survey",
  version_number: 1,
  form_status: "published",
  publish_date_time: null,
  form: {
    "Over the last two weeks": {
      data: [
        {
          id: "cheerful",
          question: "I have felt cheerful",
          style: "mcq",
          required: true,
          mcq_options: [
            { key: "often", label: "Often", value: 2 },
            { key: "never", label: "Not at all", value: 0 },
          ],
        },
      ],
    },
  },
  created_by: null,
  created_by_name: null,
  updated_by_name: null,
  created_date: "2026-01-01T00:00:00.000Z",
  options: {},
};

const SURVEY = {
  wellness_survey_id: "s-1",
  senior_id: SENIOR_ID,
  form_version: 1,
  answers: {},
  score: 8,
  scoreLimit: 15,
  notes: "Walked to the park",
  is_survey_completed: true,
  careAgentName: "Casey Rivera",
  created_date: "2026-03-02T14:00:00.000Z",
  updated_date: "2026-03-02T14:00:00.000Z",
};

function api(extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    "GET /api/supervision/alarms": hang,
    "GET /api/users/senior/header": hang,
    [`GET ${R.status.path}`]: () => envelope({ items: [], incomplete: false }),
    [`GET ${R.listWellnessSurveys.path}`]: () => envelope({ items: [SURVEY], lastEvaluatedKey: null }),
    "GET /api/users/assessments/wellness-survey/form": () => envelope(FORM),
    ...extra,
  };
}

describe("Survey sub-tab", () => {
  it("lists the surveys of the last 30 days by default", async () => {
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), api());
    const table = await screen.findByRole("table", { name: "Wellness Surveys" });
    await within(table).findByText("Walked to the park");
    expect(within(table).getByText("8 / 15")).toBeTruthy();
    const call = fake.calls.find((c) => c.path === R.listWellnessSurveys.path);
    const start = Date.parse(call?.url.searchParams.get("start_time") ?? "");
    const end = Date.parse(call?.url.searchParams.get("end_time") ?? "");
    // From the start of the day 30 days ago to the end of today (± an hour of a DST change).
    expect(Math.abs(end - start - 31 * DAY)).toBeLessThanOrEqual(60 * 60 * 1000 + 1);
    expect(call?.url.searchParams.get("senior_id")).toBe(SENIOR_ID);
  });

  it("says 2032.3001 in the dialog when today's survey is already completed", async () => {
    const { fake } = renderApp(
      PATH,
      sessionFor(["CareAgent"]),
      api({
        [`POST ${R.saveWellnessSurvey.path}`]: () =>
          json(409, {
            application_code: 2032.3001,
            message: "A wellness survey has already been completed for this member today.",
            data: null,
            error: { code: "MULTIPLE_SURVEY" },
          }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "New Wellness Survey" }));
    const dialog = await screen.findByRole("dialog", { name: "New Wellness Survey" });
    await user.click(await within(dialog).findByRole("radio", { name: "Often" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Notes" }), "Slept badly");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("A wellness survey has already been completed for this member today."),
    ).toBeTruthy();
    const post = fake.calls.find((c) => c.method === "POST");
    expect(JSON.parse(post?.body ?? "null")).toEqual({
      senior_id: SENIOR_ID,
      account_id: ACCOUNT_ID,
      form_version: 1,
      answers: { cheerful: { value: "often", text: null } },
      notes: "Slept badly",
      is_survey_completed: true,
    });
  });

  it("is not offered to warehouse employees (health data the API refuses them)", async () => {
    renderApp(
      `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/onboarding-info?tab=onboarding-info`,
      sessionFor(["WarehouseEmployee"]),
      api({ "GET /api/users/senior/minimal-info": hang, "GET /api/users/senior/basic-info": hang }),
    );
    const tabs = await screen.findByRole("tablist", { name: "Profile sections" });
    expect(within(tabs).queryByRole("tab", { name: "Survey" })).toBeNull();
    expect(within(tabs).queryByRole("tab", { name: "Assessments" })).toBeNull();
  });
});
