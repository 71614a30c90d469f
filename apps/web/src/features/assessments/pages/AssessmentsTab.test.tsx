import { assessmentRoutes } from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "00000000-0000-4000-8000-000000000001";
const ACCOUNT_ID = "00000000-0000-4000-8000-000000000002";
const BASE = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/assessments`;
const R = assessmentRoutes;
const FALLS = "/api/users/assessments/fall-hospitalization";
/** The tab is a lazy chunk inside the lazy senior page. */

const FORM = {
  form_id: "f-1",
  kind: "fall_hospitalization_assessment",
  group: "fall-hospitalization",
  version_number: 2,
  form_status: "published",
  publish_date_time: "2026-01-01T10:00:00.000Z",
  // Survey blocks keyed by header, in the form's order (spec 2 §3).
  form: {
    Falls: {
      data: [
        { id: "fell", question: "Have you fallen in the past year?", style: "falls", required: true },
        { id: "afraid", question: "Are you afraid of falling?", style: "falls", required: false },
      ],
    },
    Hospital: {
      data: [{ id: "hosp", question: "Were you in hospital this year?", style: "falls", required: true }],
    },
  },
  created_by: null,
  created_by_name: "Avery Admin",
  updated_by_name: null,
  created_date: "2026-01-01T10:00:00.000Z",
  options: { yes: "Yes", no: "No", comment: "Comment" },
};

const HEADER = {
  preferredName: "Ada",
  accountId: ACCOUNT_ID,
  age: 81,
  gender: "Female",
  status: "save",
  dateTime: "2026-02-03T15:04:00.000Z",
  careAgentName: "Casey Rivera",
  version: "2 Draft",
};

const RESPONSE = {
  response_id: "r-1",
  form_id: "f-1",
  form_version: 2,
  status: "save",
  publish_date_time: null,
  answers: { fell: { value: "comment", text: "Tripped on a rug" }, hosp: { value: "no", text: null } },
  scores: {
    total: 5,
    max: 9,
    percent: 56,
    sections: [
      { header: "Falls", score: 3, max: 6, questions: 2, answered: 1 },
      { header: "Hospital", score: 2, max: 3, questions: 1, answered: 1 },
    ],
    interpretation: null,
    scale_note: "Falls: 3 points a question.",
  },
  notes: null,
  care_agent_id: null,
  careAgentName: "Casey Rivera",
  created_date: "2026-02-03T15:00:00.000Z",
  updated_date: "2026-02-03T15:04:00.000Z",
  submitted_date: null,
  dateTime: "2026-02-03T15:04:00.000Z",
  version: "2 Draft",
};

const RECORD = {
  group: "fall-hospitalization",
  kind: "fall_hospitalization_assessment",
  header: HEADER,
  response: RESPONSE,
  form: FORM,
  live_version: 2,
};

function api(extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    "GET /api/supervision/alarms": hang,
    "GET /api/users/senior/header": hang,
    [`GET ${R.status.path}`]: () => envelope({ items: [], incomplete: true }),
    [`GET ${FALLS}`]: () => envelope(RECORD),
    [`GET ${FALLS}/form`]: () => envelope(FORM),
    [`GET ${FALLS}/history`]: () => envelope({ items: [RESPONSE], last_evaluated_key: null }),
    ...extra,
  };
}

const postsTo = (calls: { method: string; path: string; body: string | undefined }[], path: string): unknown[] =>
  calls.filter((c) => c.method === "POST" && c.path === path).map((c) => JSON.parse(c.body ?? "null") as unknown);

describe("Assessments tab", () => {
  it("shows the 404 page for an unknown assessment name", async () => {
    renderApp(`${BASE}/sleep-assessment?tab=assessments`, sessionFor(["CareAgent"]), api());
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });

  it("shows the record header, the API's section lines and total, and the incomplete marker", async () => {
    renderApp(`${BASE}/fallsAndHospitalization-assessment?tab=assessments`, sessionFor(["CareAgent"]), api());
    const header = await screen.findByLabelText("Assessment record");
    for (const text of ["Ada", ACCOUNT_ID, "81 years", "Female", "save", "02/03/2026", "Casey Rivera", "2 Draft"]) {
      expect(within(header).getByText(new RegExp(text))).toBeTruthy();
    }
    expect(screen.getAllByTestId("section-total").map((e) => e.textContent)).toEqual([
      "Total(Max Score is 3 x number of questions)= 3",
      "Total(Max Score is 3 x number of questions)= 2",
    ]);
    // Falls shows the total alone: the percent score is caregiver strain's (spec 2 §3).
    expect(screen.getByTestId("total-score").textContent).toBe("Total Score: 5");
    // The stored comment answer is back in its box.
    expect((screen.getByRole("textbox", { name: "Comment for question 1" }) as HTMLInputElement).value).toBe(
      "Tripped on a rug",
    );
    await waitFor(() => expect(screen.getByLabelText("Assessments (incomplete)")).toBeTruthy());
  });

  it("saves the answers on the version answered, dropping a comment the answer no longer takes", async () => {
    const { fake } = renderApp(
      `${BASE}/fallsAndHospitalization-assessment?tab=assessments`,
      sessionFor(["CareAgent"]),
      api({ [`POST ${FALLS}`]: () => envelope(RECORD) }),
    );
    const user = userEvent.setup({ delay: null });
    const falls = await screen.findByRole("region", { name: "Falls" });
    // Question 1 from 'comment' to 'Yes': its comment text must not be sent.
    await user.click(within(falls).getAllByRole("radio", { name: "Yes" })[0] as HTMLElement);
    await user.click(within(falls).getAllByRole("radio", { name: "No" })[1] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Assessment saved successfully.")).toBeTruthy();
    expect(postsTo(fake.calls, FALLS)).toEqual([
      {
        senior_id: SENIOR_ID,
        account_id: ACCOUNT_ID,
        action: "save",
        form_version: 2,
        answers: {
          fell: { value: "yes", text: null },
          afraid: { value: "no", text: null },
          hosp: { value: "no", text: null },
        },
      },
    ]);
  });

  it("does not submit while a required question is unanswered, and names it", async () => {
    const { fake } = renderApp(
      `${BASE}/fallsAndHospitalization-assessment?tab=assessments`,
      sessionFor(["CareAgent"]),
      api({ [`GET ${FALLS}`]: () => envelope({ ...RECORD, response: null, header: { ...HEADER, status: null } }) }),
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByRole("region", { name: "Falls" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("'Have you fallen in the past year?' must be answered")).toBeTruthy();
    expect(screen.getByText("'Were you in hospital this year?' must be answered")).toBeTruthy();
    expect(postsTo(fake.calls, FALLS)).toEqual([]);
  });

  it("opens the print view of a history row: sections, score table and Total Score", async () => {
    renderApp(`${BASE}/fallsAndHospitalization-assessment?tab=assessments`, sessionFor(["CareAgent"]), api());
    const user = userEvent.setup({ delay: null });
    const history = await screen.findByRole("table", { name: "Falls and Hospitalization Assessment history" });
    await user.click(await within(history).findByRole("button", { name: /View version 2 Draft/ }));
    const print = await screen.findByRole("article", { name: "Falls and Hospitalization Assessment" });
    expect(within(print).getByText("Senior Member: Ada")).toBeTruthy();
    expect(
      within(print)
        .getAllByTestId("print-section-total")
        .map((e) => e.textContent),
    ).toEqual(["Total(Max Score is 3 x number of questions)= 3", "Total(Max Score is 3 x number of questions)= 2"]);
    expect(within(print).getByText("Tripped on a rug")).toBeTruthy();
    const table = within(print).getByRole("table", { name: "Score table 1" });
    expect(
      within(table)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["3", "2"]);
    expect(within(print).getByTestId("print-total").textContent).toBe("Total Score: 5");
  });
});
