// The assessment kinds of spec 2 §3, the group tokens the routes use for them (issue 14 item 3: the spec shows no
// paths), the print titles of spec 2 §2 and which kinds administrators edit.

/** Spec 2 §3 "Names", exactly as the status list answers them. */
export const ASSESSMENT_KINDS = [
  "adl_brody_assessment",
  "adl_katz_assessment",
  "caregiver_assessment",
  "holistic_assessment",
  "wellness_survey",
  "medical_condition",
  "medication_list",
  "ucla_loneliness_assessment",
  "fall_hospitalization_assessment",
  "home_safety_assessment",
  "member_questionnaire_1",
  "member_questionnaire_2",
  "member_questionnaire_3",
] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** The path token of each kind that has a form (issue 14 item 3). The medication list is the Medical Info tab's. */
export const ASSESSMENT_GROUP_KINDS = {
  "wellness-survey": "wellness_survey",
  holistic: "holistic_assessment",
  "caregiver-strain": "caregiver_assessment",
  "adl-brody": "adl_brody_assessment",
  "adl-katz": "adl_katz_assessment",
  "ucla-loneliness": "ucla_loneliness_assessment",
  "fall-hospitalization": "fall_hospitalization_assessment",
  "home-safety": "home_safety_assessment",
  "member-questionnaire-1": "member_questionnaire_1",
  "member-questionnaire-2": "member_questionnaire_2",
  "member-questionnaire-3": "member_questionnaire_3",
  "medical-condition": "medical_condition",
} as const satisfies Record<string, AssessmentKind>;
export type AssessmentGroup = keyof typeof ASSESSMENT_GROUP_KINDS;
export const ASSESSMENT_GROUPS = Object.keys(ASSESSMENT_GROUP_KINDS) as [AssessmentGroup, ...AssessmentGroup[]];

/** Kinds that have a form (every kind but the medication list, whose status comes from the medications). */
export type FormKind = (typeof ASSESSMENT_GROUP_KINDS)[AssessmentGroup];

/** The group token of a kind that has one. */
export function groupOfKind(kind: AssessmentKind): AssessmentGroup | null {
  for (const [group, k] of Object.entries(ASSESSMENT_GROUP_KINDS)) if (k === kind) return group as AssessmentGroup;
  return null;
}

/**
 * Forms administrators edit (spec 2 §2 'Assessment admin editors'; issue 14 items 3 and 5): the four the issue's
 * routes name, and the forms behind the other admin editor pages (adl-assessment, member-questionnaire,
 * medical-condition). The wellness survey and caregiver strain keep their seeded form.
 */
export const EDITABLE_ASSESSMENT_GROUPS = [
  "holistic",
  "fall-hospitalization",
  "home-safety",
  "ucla-loneliness",
  "adl-brody",
  "adl-katz",
  "member-questionnaire-1",
  "member-questionnaire-2",
  "member-questionnaire-3",
  "medical-condition",
] as const satisfies readonly AssessmentGroup[];
export type EditableAssessmentGroup = (typeof EDITABLE_ASSESSMENT_GROUPS)[number];

/** Print-view titles, verbatim from spec 2 §2 'Assessment print views' (eleven of them; no wellness-survey print). */
export const ASSESSMENT_PRINT_TITLES: Readonly<Partial<Record<AssessmentGroup, string>>> = {
  holistic: "Holistic Assessment",
  "adl-brody": "Lawton-Brody ADL",
  "adl-katz": "Katz Index of Independence in ADL",
  "caregiver-strain": "Caregiver Strain Assessment",
  "medical-condition": "Medical Condition-Disease Assessment",
  "ucla-loneliness": "UCLALoneliness Assessment",
  "fall-hospitalization": "Falls and Hospitalization Assessment",
  "home-safety": "Home Safety Assessment",
  "member-questionnaire-1": "Member Questionnaire 1",
  "member-questionnaire-2": "Member Questionnaire 2 Member",
  "member-questionnaire-3": "Member Questionnaire 3 Member Index of Independence in ADL",
};

/** Screen names of each kind (ours: the spec gives only the print titles). */
export const ASSESSMENT_LABELS: Readonly<Record<AssessmentKind, string>> = {
  adl_brody_assessment: "Lawton-Brody ADL",
  adl_katz_assessment: "Katz Index of Independence in ADL",
  caregiver_assessment: "Caregiver Strain Assessment",
  holistic_assessment: "Holistic Assessment",
  wellness_survey: "Wellness Survey",
  medical_condition: "Medical Condition-Disease Assessment",
  medication_list: "Medication List",
  ucla_loneliness_assessment: "UCLA Loneliness Assessment",
  fall_hospitalization_assessment: "Falls and Hospitalization Assessment",
  home_safety_assessment: "Home Safety Assessment",
  member_questionnaire_1: "Member Questionnaire 1",
  member_questionnaire_2: "Member Questionnaire 2",
  member_questionnaire_3: "Member Questionnaire 3",
};

/**
 * Spec 2 §4 'Assessment completion': these count as complete whatever their answers or age (they never make the
 * Assessments tab show the incomplete marker).
 */
export const ALWAYS_COMPLETE_KINDS: readonly AssessmentKind[] = ["holistic_assessment", "caregiver_assessment"];

/** Spec 2 §4: an assessment submitted longer ago than this is due again. */
export const ASSESSMENT_RECENCY_DAYS = 90;
