import { describe, expect, it } from "vitest";
import type { AssessmentQuestion, SurveyBlock } from "./form.js";
import { FormDefinitionInput } from "./form.js";
import { answerPoints, checkAnswers, fallsSectionLine, maxPoints, scoreAssessment } from "./scoring.js";

// Spec 2 §5 and spec 3 §9, option by option. Every expected number is written out from the spec's text.

const q = (style: AssessmentQuestion["style"], extra: Partial<AssessmentQuestion> = {}): AssessmentQuestion => ({
  id: "q",
  question: "Question",
  style,
  required: true,
  ...extra,
});
const points = (style: AssessmentQuestion["style"], value: string, extra: Partial<AssessmentQuestion> = {}) =>
  answerPoints(q(style, extra), { value });

describe("answer points per style (spec 2 §5)", () => {
  it.each([
    ["yes", 1],
    ["no", 2],
    ["comment", 3],
  ])("yes/no/comment: %s = %i", (value, expected) => {
    expect(points("yes_no_comment", value)).toBe(expected);
  });

  it.each([
    ["always", 3],
    ["never", 2],
    ["sometimes", 1],
  ])("always/never/sometimes: %s = %i", (value, expected) => {
    expect(points("always_never_sometimes", value)).toBe(expected);
  });

  it.each([
    ["hardly_ever", 4],
    ["some_of_the_time", 2],
    ["often", 3],
    ["always", 1],
  ])("four-option normal scale: %s = %i", (value, expected) => {
    expect(points("normal", value)).toBe(expected);
  });

  it.each([
    ["always", 3],
    ["sometimes", 2],
    ["never", 1],
  ])("holistic: %s = %i", (value, expected) => {
    expect(points("holistic", value)).toBe(expected);
  });

  it.each([
    ["regular", 2],
    ["sometimes", 1],
    ["no", 0],
  ])("caregiver strain / frequency choices: %s = %i", (value, expected) => {
    expect(points("caregiver_strain", value)).toBe(expected);
  });

  it.each([
    ["selected", 1],
    ["not_selected", 0],
  ])("selected: %s = %i", (value, expected) => {
    expect(points("selected", value)).toBe(expected);
  });

  it.each([
    ["yes", 1],
    ["no", 2],
    ["comment", 3],
  ])("falls: %s = %i, at most 3 a question", (value, expected) => {
    expect(points("falls", value)).toBe(expected);
    expect(maxPoints(q("falls"))).toBe(3);
  });

  it("mcq: the answer key selects its numeric value", () => {
    const mcq_options = [
      { key: "hardly_ever", label: "Hardly ever", value: 1 },
      { key: "some_of_the_time", label: "Some of the time", value: 2 },
      { key: "often", label: "Often", value: 3 },
    ];
    expect(points("mcq", "hardly_ever", { mcq_options })).toBe(1);
    expect(points("mcq", "some_of_the_time", { mcq_options })).toBe(2);
    expect(points("mcq", "often", { mcq_options })).toBe(3);
    expect(maxPoints(q("mcq", { mcq_options }))).toBe(3);
  });

  it("options: the chosen option's score counts", () => {
    const options = [
      { value: "a", label: "Does all shopping on own", score: 1 },
      { value: "b", label: "Cannot shop at all", score: 0 },
    ];
    expect(points("options", "a", { options })).toBe(1);
    expect(points("options", "b", { options })).toBe(0);
    expect(maxPoints(q("options", { options }))).toBe(1);
  });

  it("open answers and medical conditions score nothing; unknown or missing answers score nothing", () => {
    expect(answerPoints(q("open_end"), { text: "Walks daily" })).toBeNull();
    expect(points("medical_condition", "yes")).toBeNull();
    expect(points("holistic", "maybe")).toBeNull();
    expect(points("holistic", "toString")).toBeNull();
    expect(answerPoints(q("holistic"), undefined)).toBeNull();
  });
});

const yesNo = (id: string): AssessmentQuestion => ({ ...q("falls"), id, question: id });

describe("scoreAssessment", () => {
  it("falls: a line per block with 3 × questions as its maximum, and an overall total", () => {
    const form: SurveyBlock[] = [
      { header: "Falls History", data: [yesNo("f1"), yesNo("f2")] },
      { header: "Hospitalization", data: [yesNo("h1"), yesNo("h2"), yesNo("h3")] },
    ];
    const scores = scoreAssessment("fall_hospitalization_assessment", form, {
      f1: { value: "yes" },
      f2: { value: "comment", text: "Tripped on a rug" },
      h1: { value: "no" },
      h2: { value: "no" },
    });
    expect(scores).toEqual({
      total: 8,
      max: 15,
      percent: 53,
      sections: [
        { header: "Falls History", score: 4, max: 6, questions: 2, answered: 2 },
        { header: "Hospitalization", score: 4, max: 9, questions: 3, answered: 2 },
      ],
      interpretation: null,
      scale_note: "Falls: 3 points a question.",
    });
    expect(fallsSectionLine(4)).toBe("Total(Max Score is 3 x number of questions)= 4");
  });

  it("caregiver strain: 2 points a question at most, with a percent score", () => {
    const data = ["s1", "s2", "s3"].map((id) => ({ ...q("caregiver_strain"), id }));
    const scores = scoreAssessment("caregiver_assessment", [{ header: "Strain", data }], {
      s1: { value: "regular" },
      s2: { value: "sometimes" },
      s3: { value: "no" },
    });
    expect(scores).toMatchObject({ total: 3, max: 6, percent: 50 });
  });

  it("holistic: 3 points a question at most", () => {
    const data = ["h1", "h2"].map((id) => ({ ...q("holistic"), id }));
    const scores = scoreAssessment("holistic_assessment", [{ header: "Emotional", data }], {
      h1: { value: "always" },
      h2: { value: "never" },
    });
    expect(scores).toMatchObject({ total: 4, max: 6, percent: 67, interpretation: null });
  });

  const adl = (id: string): AssessmentQuestion => ({
    ...q("options"),
    id,
    options: [
      { value: "independent", label: "Independent", score: 1 },
      { value: "dependent", label: "Dependent", score: 0 },
    ],
  });
  const katzForm: SurveyBlock[] = [{ header: "Katz", data: ["k1", "k2", "k3", "k4", "k5", "k6"].map(adl) }];
  const katzAnswers = (dependent: number) =>
    Object.fromEntries(
      ["k1", "k2", "k3", "k4", "k5", "k6"].map((id, i) => [id, { value: i < dependent ? "dependent" : "independent" }]),
    );

  it("Katz: 6 points is independent", () => {
    expect(scoreAssessment("adl_katz_assessment", katzForm, katzAnswers(0))).toMatchObject({
      total: 6,
      max: 6,
      interpretation: "Independent",
      scale_note: "Katz: 6 points means independent; 0–5 means dependent.",
    });
  });

  it.each([
    [1, 5],
    [6, 0],
  ])("Katz: %i dependent function(s) give %i points, dependent", (dependent, total) => {
    expect(scoreAssessment("adl_katz_assessment", katzForm, katzAnswers(dependent))).toMatchObject({
      total,
      interpretation: "Dependent",
    });
  });

  it("Lawton-Brody: 0–8, with the scale note for women and men", () => {
    const form: SurveyBlock[] = [{ header: "IADL", data: ["l1", "l2", "l3", "l4", "l5", "l6", "l7", "l8"].map(adl) }];
    const answers = Object.fromEntries(["l1", "l2", "l3", "l4", "l5"].map((id) => [id, { value: "independent" }]));
    expect(scoreAssessment("adl_brody_assessment", form, answers)).toMatchObject({
      total: 5,
      max: 8,
      scale_note: "Lawton-Brody: 0–8 for women and 0–5 for men; a higher score means more independence.",
    });
  });

  const ucla: SurveyBlock[] = [
    {
      header: "UCLA",
      data: ["u1", "u2", "u3"].map((id) => ({
        ...q("mcq"),
        id,
        mcq_options: [
          { key: "hardly_ever", label: "Hardly ever", value: 1 },
          { key: "some_of_the_time", label: "Some of the time", value: 2 },
          { key: "often", label: "Often", value: 3 },
        ],
      })),
    },
  ];
  it.each([
    ["hardly_ever", "hardly_ever", "hardly_ever", 3, "Not lonely"],
    ["some_of_the_time", "some_of_the_time", "hardly_ever", 5, "Not lonely"],
    ["some_of_the_time", "some_of_the_time", "some_of_the_time", 6, "Lonely"],
    ["often", "often", "often", 9, "Lonely"],
  ])("UCLA: %s, %s, %s = %i (%s; 6–9 lonely)", (a, b, c, total, interpretation) => {
    const scores = scoreAssessment("ucla_loneliness_assessment", ucla, {
      u1: { value: a },
      u2: { value: b },
      u3: { value: c },
    });
    expect(scores).toMatchObject({ total, max: 9, interpretation });
  });

  it("a form without scored questions has no score", () => {
    const form: SurveyBlock[] = [
      { header: "Conditions", data: [q("medical_condition"), { ...q("open_end"), id: "o" }] },
    ];
    expect(scoreAssessment("medical_condition", form, { q: { value: "no" } })).toBeNull();
  });
});

describe("checkAnswers", () => {
  const form: SurveyBlock[] = [
    {
      header: "Home",
      data: [
        { ...q("yes_no_comment"), id: "h1", question: "Are floors clear?" },
        { ...q("always_never_sometimes"), id: "h2", question: "Do you use a night light?" },
        { ...q("open_end"), id: "h3", question: "Anything else?", required: false },
        { ...q("falls"), id: "h4", question: "Describe the fall", allow: { yes: false, no: false, comment: true } },
      ],
    },
  ];

  it("accepts fitting answers, partial ones on save", () => {
    expect(checkAnswers(form, { h1: { value: "yes" } }, { complete: false, version: 2 })).toEqual([]);
    expect(
      checkAnswers(
        form,
        {
          h1: { value: "comment", text: "Rug in hall" },
          h2: { value: "never" },
          h4: { value: "comment", text: "Slipped" },
        },
        { complete: true, version: 2 },
      ),
    ).toEqual([]);
  });

  it("names the question of every misfit", () => {
    expect(
      checkAnswers(
        form,
        { h1: { value: "often" }, h2: { value: "always", text: "why" }, h9: { value: "yes" }, h4: { value: "yes" } },
        { complete: false, version: 2 },
      ),
    ).toEqual([
      { field: "answers.h9", reason: "Question h9 is not in version 2 of this form" },
      { field: "answers.h1", reason: "'Are floors clear?' takes yes, no, comment, not often" },
      { field: "answers.h2", reason: "'Do you use a night light?' takes no comment with always" },
      { field: "answers.h4", reason: "'Describe the fall' takes comment, not yes" },
    ]);
  });

  it("on submit, requires the required questions and the comment text", () => {
    expect(checkAnswers(form, { h1: { value: "comment" } }, { complete: true, version: 1 })).toEqual([
      { field: "answers.h1", reason: "'Are floors clear?': write the comment" },
      { field: "answers.h2", reason: "'Do you use a night light?' must be answered" },
      { field: "answers.h4", reason: "'Describe the fall' must be answered" },
    ]);
  });
});

describe("FormDefinitionInput", () => {
  it("refuses duplicate ids, an mcq without options and a falls question that takes nothing", () => {
    const parsed = FormDefinitionInput.safeParse({
      Block: {
        data: [
          { id: "a", question: "One", style: "holistic" },
          { id: "a", question: "Two", style: "mcq", mcq_options: [] },
          { question: "Three", style: "falls", allow: { yes: false, no: false, comment: false } },
        ],
      },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["Block.data.1.id", "Duplicate id a"],
      ["Block.data.1.mcq_options", "An mcq needs at least 2 options"],
      ["Block.data.2.allow", "Allow at least one answer"],
    ]);
  });

  it("takes blocks keyed by header and gives them back as a list in the keys' order, headers trimmed", () => {
    const parsed = FormDefinitionInput.parse(
      JSON.parse(
        '{"Zeta block":{"data":[{"id":"z","question":"Z","style":"selected"}]},' +
          '" Alpha ":{"data":[{"id":"a","question":"A","style":"open_end"}]}}',
      ),
    );
    expect(parsed.map((b) => b.header)).toEqual(["Zeta block", "Alpha"]);
  });

  it("refuses a form without blocks, blank, duplicate and digit-only headers", () => {
    const q = { data: [{ question: "Q", style: "selected" }] };
    expect(FormDefinitionInput.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      "A form needs at least one block",
    ]);
    const parsed = FormDefinitionInput.safeParse({ "  ": q, Mood: q, " Mood": q, "12": q });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["12", "A header cannot be only digits"],
      ["  ", "Required Field"],
      [" Mood", "Two blocks have this header"],
    ]);
  });
});
