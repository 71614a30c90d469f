import { describe, expect, it } from "vitest";
import { ASSESSMENT_GROUP_KINDS, blocksToForm, FormDefinitionInput, scoreAssessment } from "@care/contracts";
import { ASSESSMENT_FORMS } from "./assessments.js";

describe("seeded assessment forms", () => {
  it("has a form for every kind with a screen, and none for the medication list", () => {
    expect(Object.keys(ASSESSMENT_FORMS).sort()).toEqual(Object.values(ASSESSMENT_GROUP_KINDS).sort());
  });

  it.each(Object.entries(ASSESSMENT_FORMS))("%s is a valid form whose questions all have ids", (_kind, form) => {
    const parsed = FormDefinitionInput.safeParse(blocksToForm(form));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(form.flatMap((b) => b.data).every((q) => typeof q.id === "string")).toBe(true);
  });

  it("scores on the ranges of spec 2 §5: Katz 0–6, Lawton 0–8, UCLA 3–9, holistic 3 and strain 2 a question", () => {
    const max = (kind: keyof typeof ASSESSMENT_FORMS) => scoreAssessment(kind, ASSESSMENT_FORMS[kind], {})?.max;
    expect(max("adl_katz_assessment")).toBe(6);
    expect(max("member_questionnaire_3")).toBe(6);
    expect(max("adl_brody_assessment")).toBe(8);
    expect(max("ucla_loneliness_assessment")).toBe(9);
    expect(max("holistic_assessment")).toBe(24); // 8 questions × 3
    expect(max("caregiver_assessment")).toBe(20); // 10 questions × 2
    expect(max("fall_hospitalization_assessment")).toBe(30); // 10 questions × 3
    expect(max("medical_condition")).toBeUndefined();
  });
});
