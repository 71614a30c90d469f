import {
  ASSESSMENT_GROUP_KINDS,
  ASSESSMENT_LABELS,
  ASSESSMENT_PRINT_TITLES,
  type AssessmentGroup,
} from "@care/contracts";

/**
 * The assessment kinds the portal shows, by the senior tab's sub-path (spec 2 §2 "Senior URL", issue 14 item 5) and
 * the API's group token. A sub-path holding several kinds (ADL: Lawton-Brody and Katz; the three member
 * questionnaires) shows them as inner tabs. Print titles are spec 2 §2's, from the contracts.
 */
export type PrintType = "falls" | "numbered" | "plain";

export interface AssessmentKind {
  group: AssessmentGroup;
  /** Screen name (inner tab, headings). */
  label: string;
  /** Spec 2 §2 print title. */
  printTitle: string;
  printType: PrintType;
}

/** Spec 2 §2: the falls print has its sections and score tables; Home Safety, Lawton and Katz a numbered table. */
const PRINT_TYPES: Partial<Record<AssessmentGroup, PrintType>> = {
  "fall-hospitalization": "falls",
  "home-safety": "numbered",
  "adl-brody": "numbered",
  "adl-katz": "numbered",
};

export function kindOf(group: AssessmentGroup): AssessmentKind {
  const name = ASSESSMENT_GROUP_KINDS[group];
  return {
    group,
    label: ASSESSMENT_LABELS[name],
    printTitle: ASSESSMENT_PRINT_TITLES[group] ?? ASSESSMENT_LABELS[name],
    printType: PRINT_TYPES[group] ?? "plain",
  };
}

export const KINDS = {
  falls: kindOf("fall-hospitalization"),
  holistic: kindOf("holistic"),
  homeSafety: kindOf("home-safety"),
  ucla: kindOf("ucla-loneliness"),
  brody: kindOf("adl-brody"),
  katz: kindOf("adl-katz"),
  caregiver: kindOf("caregiver-strain"),
  medicalCondition: kindOf("medical-condition"),
  mq1: kindOf("member-questionnaire-1"),
  mq2: kindOf("member-questionnaire-2"),
  mq3: kindOf("member-questionnaire-3"),
  wellnessSurvey: kindOf("wellness-survey"),
} as const;

/** What each sub-path of the senior's Assessments tab shows (the sub-paths of SENIOR_ASSESSMENTS). */
export const KINDS_BY_SUB_PATH: Readonly<Record<string, readonly AssessmentKind[]>> = {
  "fallsAndHospitalization-assessment": [KINDS.falls],
  "holistic-assessment": [KINDS.holistic],
  "homeSafety-assessment": [KINDS.homeSafety],
  "uCLALoneliness-assessment": [KINDS.ucla],
  "adl-assessment": [KINDS.brody, KINDS.katz],
  "caregiverStrain-assessment": [KINDS.caregiver],
  "medicalCondition-assessment": [KINDS.medicalCondition],
  "member-questionnaire": [KINDS.mq1, KINDS.mq2, KINDS.mq3],
};

/** Spec 2 §3: caregiver strain has a percent score; the other kinds show their total alone. */
export function showsPercent(kind: AssessmentKind): boolean {
  return kind.group === "caregiver-strain";
}

/** The sub-path of the Assessments tab that shows a kind (status list links). */
export function subPathOfGroup(group: AssessmentGroup | null): string | undefined {
  if (!group) return undefined;
  return Object.entries(KINDS_BY_SUB_PATH).find(([, kinds]) => kinds.some((k) => k.group === group))?.[0];
}
