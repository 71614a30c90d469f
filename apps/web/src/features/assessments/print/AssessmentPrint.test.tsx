import type { AssessmentScores } from "@care/contracts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Block } from "../model/form-model";
import { KINDS } from "../model/kinds";
import { AssessmentPrint } from "./AssessmentPrint";

const falls = (n: number): Block[] =>
  Array.from({ length: n }, (_, i) => ({
    header: `Survey ${i + 1}`,
    data: [{ id: `q${i + 1}`, question: `Question of survey ${i + 1}?`, style: "falls", required: i === 0 }],
  }));

const scores = (perSection: number[]): AssessmentScores => ({
  total: perSection.reduce((a, b) => a + b, 0),
  max: perSection.length * 3,
  percent: null,
  sections: perSection.map((score, i) => ({ header: `Survey ${i + 1}`, score, max: 3, questions: 1, answered: 1 })),
  interpretation: null,
  scale_note: null,
});

describe("assessment print views", () => {
  it("falls: a section line per survey, score tables of 6 surveys, then the Total Score", () => {
    render(
      <AssessmentPrint
        kind={KINDS.falls}
        seniorName="Ada Lovelace"
        blocks={falls(7)}
        answers={{ q1: { value: "yes" }, q2: { value: "comment", text: "Slipped in the bath" } }}
        scores={scores([1, 3, 2, 2, 2, 2, 1])}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Falls and Hospitalization Assessment" })).toBeTruthy();
    expect(screen.getByText("Senior Member: Ada Lovelace")).toBeTruthy();
    expect(screen.getAllByTestId("print-section-total").map((e) => e.textContent)).toEqual(
      [1, 3, 2, 2, 2, 2, 1].map((s) => `Total(Max Score is 3 x number of questions)= ${s}`),
    );
    const first = screen.getByRole("table", { name: "Score table 1" });
    expect(
      within(first)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Survey 1", "Survey 2", "Survey 3", "Survey 4", "Survey 5", "Survey 6"]);
    expect(
      within(first)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1", "3", "2", "2", "2", "2"]);
    const second = screen.getByRole("table", { name: "Score table 2" });
    expect(
      within(second)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1"]);
    expect(screen.queryByRole("table", { name: "Score table 3" })).toBeNull();
    expect(screen.getByTestId("print-total").textContent).toBe("Total Score: 13");
    // The choice, or the comment text for a comment answer; the required marker on survey 1's question.
    const survey1 = screen.getByRole("region", { name: "Survey 1" });
    expect(within(survey1).getByText("Yes")).toBeTruthy();
    expect(within(survey1).getByTitle("Required")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Survey 2" })).getByText("Slipped in the bath")).toBeTruthy();
  });

  it("Home Safety: questions numbered through the form with an Answer column", () => {
    const blocks: Block[] = [
      {
        header: "Floors",
        data: [
          { id: "rugs", question: "Are rugs fixed to the floor?", style: "yes_no_comment", required: true },
          { id: "clutter", question: "Are walkways free of clutter?", style: "yes_no_comment", required: true },
        ],
      },
      {
        header: "Bathroom",
        data: [{ id: "bars", question: "Are there grab bars?", style: "yes_no_comment", required: true }],
      },
    ];
    render(
      <AssessmentPrint
        kind={KINDS.homeSafety}
        seniorName={null}
        blocks={blocks}
        answers={{ rugs: { value: "no" }, bars: { value: "comment", text: "Only by the toilet" } }}
        scores={null}
      />,
    );
    expect(screen.getByText("Senior Member: -")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Answers" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["#", "Question", "Answer"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["Floors"],
      ["1", "Are rugs fixed to the floor?", "No"],
      ["2", "Are walkways free of clutter?", "-"],
      ["Bathroom"],
      ["3", "Are there grab bars?", "Comment — Only by the toilet"],
    ]);
  });

  it.each([
    [KINDS.holistic, "Holistic Assessment"],
    [KINDS.brody, "Lawton-Brody ADL"],
    [KINDS.katz, "Katz Index of Independence in ADL"],
    [KINDS.caregiver, "Caregiver Strain Assessment"],
    [KINDS.medicalCondition, "Medical Condition-Disease Assessment"],
    [KINDS.ucla, "UCLALoneliness Assessment"],
    [KINDS.falls, "Falls and Hospitalization Assessment"],
    [KINDS.homeSafety, "Home Safety Assessment"],
    [KINDS.mq1, "Member Questionnaire 1"],
    [KINDS.mq2, "Member Questionnaire 2 Member"],
    [KINDS.mq3, "Member Questionnaire 3 Member Index of Independence in ADL"],
  ])("titles the print of %o '%s' (spec 2 §2)", (kind, title) => {
    render(<AssessmentPrint kind={kind} seniorName="Ada" blocks={[]} answers={{}} scores={null} />);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeTruthy();
  });
});
