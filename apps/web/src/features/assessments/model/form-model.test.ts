import { describe, expect, it } from "vitest";
import { answersToSend, answerText, choicesWithLabels, chunk, type Block } from "./form-model";
import { defaultSurveyRange, rangeError, rangeToWindow } from "./survey-window";

const BLOCKS: Block[] = [
  {
    header: "Mixed",
    data: [
      { id: "a", question: "Falls?", style: "falls", required: true, allow: { yes: true, no: true, comment: false } },
      { id: "b", question: "Comment?", style: "yes_no_comment", required: true },
      { id: "c", question: "Open?", style: "open_end", required: false },
      { id: "d", question: "Diabetes?", style: "medical_condition", required: false },
      {
        id: "e",
        question: "Telephone",
        style: "options",
        required: true,
        options: [
          { value: "own", label: "Operates on own initiative", score: 1 },
          { value: "none", label: "Does not use", score: 0 },
        ],
      },
    ],
  },
];

describe("form model", () => {
  it("lists a question's choices: the falls flags, the ADL options, the fixed ones with the form's labels", () => {
    const [falls, comment, , , adl] = BLOCKS[0]?.data ?? [];
    expect(choicesWithLabels(falls!)).toEqual([
      { key: "yes", label: "Yes" },
      { key: "no", label: "No" },
    ]);
    expect(choicesWithLabels(comment!, { comment: "Other" }).map((c) => c.label)).toEqual(["Yes", "No", "Other"]);
    expect(choicesWithLabels(adl!)).toEqual([
      { key: "own", label: "Operates on own initiative" },
      { key: "none", label: "Does not use" },
    ]);
  });

  it("sends text only where the answer takes it and leaves empty answers out", () => {
    expect(
      answersToSend(BLOCKS, {
        a: { value: "yes", text: "left over" },
        b: { value: "comment", text: "  Uses a cane  " },
        c: { value: "ignored", text: "Feels fine" },
        d: { value: "yes", text: "Type 2", severity_level: "Moderate", date_of_onset: "2019-04-01" },
        e: { value: null, text: "" },
        unknown: { value: "yes" },
      }),
    ).toEqual({
      a: { value: "yes", text: null },
      b: { value: "comment", text: "Uses a cane" },
      c: { value: null, text: "Feels fine" },
      d: { value: "yes", text: "Type 2", severity_level: "Moderate", date_of_onset: "2019-04-01" },
    });
    expect(answersToSend(BLOCKS, { d: { value: "no", severity_level: "Severe", text: "x" } })).toEqual({
      d: { value: "no", text: null },
    });
  });

  it("prints an answer as its label with its text, or a dash", () => {
    const [, comment, , , adl] = BLOCKS[0]?.data ?? [];
    expect(answerText(comment!, { value: "comment", text: "Uses a cane" })).toBe("Comment — Uses a cane");
    expect(answerText(adl!, { value: "none" })).toBe("Does not use");
    expect(answerText(adl!, undefined)).toBe("-");
  });

  it("splits score tables 6 surveys a row", () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
    expect(chunk([], 6)).toEqual([]);
  });
});

describe("wellness survey window", () => {
  it("opens on the last 30 days and refuses a From after To", () => {
    const range = defaultSurveyRange(new Date(2026, 2, 31, 15, 30));
    expect(range).toEqual({ from: new Date(2026, 2, 1), to: new Date(2026, 2, 31) });
    expect(rangeError(range)).toBeNull();
    expect(rangeError({ from: new Date(2026, 3, 2), to: new Date(2026, 3, 1) })).toBe(
      "From date cannot be greater than To date",
    );
    expect(rangeError({ from: null, to: new Date(2026, 3, 1) })).toBe("Choose both dates");
    const w = rangeToWindow(range);
    expect(new Date(w.start)).toEqual(new Date(2026, 2, 1, 0, 0, 0, 0));
    expect(new Date(w.end)).toEqual(new Date(2026, 2, 31, 23, 59, 59, 999));
  });
});
