// Version 1 of every assessment form, published. A form is a set of survey blocks keyed by header, each holding
// `data`: the question items. Item `type` selects the answer style of spec 2 §3:
//   yes_no_comment | always_never_sometimes | normal (hardly_ever/some_of_the_time/often/always) | mcq |
//   options (label, value, score) | falls | caregiver_strain (regular/sometimes/no + example) | open_end
import type { AssessmentKind, Prisma, PrismaClient } from "@care/db";
import { insertMissing } from "./batch.js";
import { ANCHOR } from "./dates.js";
import { seedId } from "./ids.js";
import { DEMO_ACCOUNTS, staffId } from "./staff.js";

type ItemType =
  | "yes_no_comment"
  | "always_never_sometimes"
  | "normal"
  | "mcq"
  | "options"
  | "falls"
  | "caregiver_strain"
  | "open_end";

interface Option {
  label: string;
  value: string;
  score: number;
}

interface FormItem {
  id: string;
  question: string;
  type: ItemType;
  options?: Option[];
}

type Form = Record<string, { data: FormItem[] }>;

const items = (prefix: string, type: ItemType, questions: readonly string[], options?: Option[]): FormItem[] =>
  questions.map((question, i) => ({ id: `${prefix}_${i + 1}`, question, type, ...(options ? { options } : {}) }));

const INDEPENDENT_DEPENDENT: Option[] = [
  { label: "Independent", value: "independent", score: 1 },
  { label: "Dependent", value: "dependent", score: 0 },
];

const LONELINESS: Option[] = [
  { label: "Hardly ever", value: "hardly_ever", score: 1 },
  { label: "Some of the time", value: "some_of_the_time", score: 2 },
  { label: "Often", value: "often", score: 3 },
];

const SATISFACTION: Option[] = [
  { label: "Very satisfied", value: "very_satisfied", score: 4 },
  { label: "Satisfied", value: "satisfied", score: 3 },
  { label: "Unsatisfied", value: "unsatisfied", score: 2 },
  { label: "Very unsatisfied", value: "very_unsatisfied", score: 1 },
];

export const ASSESSMENT_FORMS: Readonly<Record<AssessmentKind, Form>> = {
  adl_katz_assessment: {
    "Katz Index of Independence in Activities of Daily Living": {
      data: items(
        "katz",
        "options",
        ["Bathing", "Dressing", "Toileting", "Transferring", "Continence", "Feeding"],
        INDEPENDENT_DEPENDENT,
      ),
    },
  },
  adl_brody_assessment: {
    "Lawton-Brody Instrumental Activities of Daily Living": {
      data: items(
        "lawton",
        "options",
        [
          "Ability to use the telephone",
          "Shopping",
          "Food preparation",
          "Housekeeping",
          "Laundry",
          "Mode of transportation",
          "Responsibility for own medications",
          "Ability to handle finances",
        ],
        INDEPENDENT_DEPENDENT,
      ),
    },
  },
  caregiver_assessment: {
    "Caregiver Strain Index": {
      data: items("strain", "caregiver_strain", [
        "Sleep is disturbed",
        "It is inconvenient",
        "It is a physical strain",
        "It is confining",
        "There have been family adjustments",
        "There have been changes in personal plans",
        "There have been emotional adjustments",
        "I feel completely overwhelmed",
      ]),
    },
  },
  holistic_assessment: {
    Emotional: {
      data: items("emotional", "always_never_sometimes", [
        "I feel hopeful about the future",
        "I am able to manage stress",
      ]),
    },
    Social: {
      data: items("social", "always_never_sometimes", [
        "I talk with family or friends",
        "I take part in community activities",
      ]),
    },
    Spiritual: {
      data: items("spiritual", "always_never_sometimes", ["I find meaning in my daily life", "I feel at peace"]),
    },
  },
  wellness_survey: {
    "Over the last two weeks": {
      data: items("wellbeing", "normal", [
        "I have felt cheerful and in good spirits",
        "I have felt calm and relaxed",
        "I have felt active and vigorous",
        "I woke up feeling fresh and rested",
        "My daily life has been filled with things that interest me",
      ]),
    },
  },
  medical_condition: {
    "Medical Condition": {
      data: items("condition", "open_end", ["Condition", "Severity level", "Date of onset", "Notes"]),
    },
  },
  medication_list: {
    "Medication List": {
      data: items("medication", "open_end", ["Medicine", "Dose form", "Dose frequency", "Prescribed by"]),
    },
  },
  ucla_loneliness_assessment: {
    "UCLA Loneliness Scale": {
      data: items(
        "ucla",
        "mcq",
        [
          "How often do you feel that you lack companionship?",
          "How often do you feel left out?",
          "How often do you feel isolated from others?",
        ],
        LONELINESS,
      ),
    },
  },
  fall_hospitalization_assessment: {
    "Falls and Hospitalization": {
      data: items("falls", "falls", [
        "Have you fallen in the past year?",
        "Do you feel unsteady when standing or walking?",
        "Do you worry about falling?",
        "Have you been hospitalized in the past six months?",
        "Have you visited an emergency room in the past six months?",
      ]),
    },
  },
  home_safety_assessment: {
    "Home Safety": {
      data: items("home", "yes_no_comment", [
        "Are floors free of clutter and loose rugs?",
        "Are stairways well lit, with handrails on both sides?",
        "Are there grab bars in the bathroom?",
        "Do the smoke and carbon monoxide detectors work?",
        "Is there a night light between the bedroom and the bathroom?",
      ]),
    },
  },
  member_questionnaire_1: {
    "Getting to Know You": {
      data: items("q1", "open_end", [
        "What does a good day look like for you?",
        "Who do you talk to most often?",
        "What would you like help with first?",
      ]),
    },
  },
  member_questionnaire_2: {
    "Health and Routines": {
      data: [
        ...items("q2", "open_end", ["What time do you usually go to bed?", "What time do you usually get up?"]),
        ...items("q2_activity", "always_never_sometimes", ["Do you go for a walk during the day?"]),
      ],
    },
  },
  member_questionnaire_3: {
    "Program Feedback": {
      data: [
        ...items(
          "q3",
          "mcq",
          ["How satisfied are you with your wellness coach?", "How satisfied are you with the devices?"],
          SATISFACTION,
        ),
        ...items("q3_comment", "open_end", ["What could we do better?"]),
      ],
    },
  },
};

export function buildAssessmentForms(): Prisma.AssessmentFormCreateManyInput[] {
  return (Object.entries(ASSESSMENT_FORMS) as [AssessmentKind, Form][]).map(([kind, form]) => ({
    id: seedId("assessment-form", `${kind}:1`),
    kind,
    version: 1,
    status: "published",
    form: form as unknown as Prisma.InputJsonValue,
    publishAt: ANCHOR,
    createdById: staffId(DEMO_ACCOUNTS.wellness.email),
    createdAt: ANCHOR,
    updatedAt: ANCHOR,
  }));
}

export async function seedAssessmentForms(prisma: PrismaClient): Promise<number> {
  return insertMissing((a) => prisma.assessmentForm.createMany(a), buildAssessmentForms());
}
