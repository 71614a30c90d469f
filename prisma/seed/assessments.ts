// Version 1 of every assessment form, published (issue 14 item 1). The questions are written for this project; the
// answer styles are those of spec 2 §3 (see packages/contracts/src/assessments/form.ts) and the scoring is the
// contract's (scoring.ts). A form is a list of survey blocks {header, data: questions}. The medication list has no
// form: its status comes from the Medical Info tab's medications.
import type { FormKind, SurveyBlock } from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { insertMissing } from "./batch.js";
import { ANCHOR } from "./dates.js";
import { seedId } from "./ids.js";
import { DEMO_ACCOUNTS, staffId } from "./staff.js";

type Question = SurveyBlock["data"][number];
type Style = Question["style"];

/** Questions of one style, with ids `{prefix}_{n}`. */
const ask = (prefix: string, style: Style, questions: readonly string[], extra: Partial<Question> = {}): Question[] =>
  questions.map((question, i) => ({ id: `${prefix}_${i + 1}`, question, style, required: true, ...extra }));

const block = (header: string, data: Question[]): SurveyBlock => ({ header, data });

/** An ADL item: options with label, value and score (spec 3 'ADL section'). */
const adl = (id: string, question: string, options: readonly [label: string, score: number][]): Question => ({
  id,
  question,
  style: "options",
  required: true,
  options: options.map(([label, score], i) => ({ value: `${id}_o${i + 1}`, label, score })),
});

const KATZ_ITEMS: readonly [string, string, string][] = [
  [
    "Bathing",
    "Bathes without help, or needs help with one part of the body only",
    "Needs help with more than one part of the body, or with getting in or out of the tub or shower",
  ],
  [
    "Dressing",
    "Takes clothes from closets and drawers and puts them on without help (may need help tying shoes)",
    "Needs help to dress, or is dressed by someone else",
  ],
  [
    "Toileting",
    "Goes to the toilet, gets on and off and cleans up without help",
    "Needs help to use the toilet, or uses a bedpan or commode",
  ],
  [
    "Transferring",
    "Moves in and out of bed or a chair without help (a cane or walker is fine)",
    "Needs help to move from bed to chair, or cannot get out of bed",
  ],
  ["Continence", "Controls bladder and bowel completely", "Has occasional or frequent accidents"],
  [
    "Feeding",
    "Gets food from the plate into the mouth without help (food may be cut up by someone else)",
    "Needs partial or total help with feeding",
  ],
];

const katz = (prefix: string): Question[] =>
  KATZ_ITEMS.map(([title, independent, dependent], i) =>
    adl(`${prefix}_${i + 1}`, title, [
      [`Independent: ${independent}`, 1],
      [`Dependent: ${dependent}`, 0],
    ]),
  );

const LONELINESS_OPTIONS = [
  { key: "hardly_ever", label: "Hardly ever", value: 1 },
  { key: "some_of_the_time", label: "Some of the time", value: 2 },
  { key: "often", label: "Often", value: 3 },
];

const WELLBEING_OPTIONS = [
  { key: "most_of_the_time", label: "Most of the time", value: 3 },
  { key: "often", label: "Often", value: 2 },
  { key: "now_and_then", label: "Now and then", value: 1 },
  { key: "not_at_all", label: "Not at all", value: 0 },
];

export const ASSESSMENT_FORMS: Readonly<Record<FormKind, SurveyBlock[]>> = {
  fall_hospitalization_assessment: [
    block("Falls History", [
      ...ask("falls_history", "falls", [
        "Have you fallen in the past 12 months?",
        "Did a fall in the past 12 months cause an injury?",
        "After a fall, did you need help to get up?",
      ]),
    ]),
    block("Balance and Mobility", [
      ...ask("falls_balance", "falls", [
        "Do you feel unsteady when you stand up or walk?",
        "Do you hold on to furniture when you walk around your home?",
        "Do you use a cane, walker or wheelchair?",
        "Are you worried about falling?",
      ]),
    ]),
    block("Hospitalization", [
      ...ask("falls_hospital", "falls", [
        "Have you stayed overnight in a hospital in the past 6 months?",
        "Have you visited an emergency room or urgent care in the past 6 months?",
      ]),
      {
        id: "falls_hospital_3",
        question: "Describe any hospital stay or emergency visit of the past 6 months",
        style: "falls",
        required: false,
        allow: { yes: false, no: false, comment: true },
      },
    ]),
  ],
  home_safety_assessment: [
    block("Floors and Stairs", [
      ...ask("home_floors", "yes_no_comment", [
        "Are walkways free of clutter, cords and loose rugs?",
        "Do stairs have sturdy handrails on both sides?",
        "Are stairways and hallways well lit?",
      ]),
    ]),
    block("Bathroom", [
      ...ask("home_bath", "yes_no_comment", [
        "Are there grab bars next to the toilet and in the shower or tub?",
        "Is there a non-slip mat or strips in the shower or tub?",
        "Is there a night light between the bedroom and the bathroom?",
      ]),
    ]),
    block("Daily Habits", [
      ...ask("home_habits", "always_never_sometimes", [
        "Do you switch on a light before you walk at night?",
        "Do you wear shoes with non-slip soles at home?",
        "Do you keep a phone within reach during the day and at night?",
      ]),
    ]),
  ],
  holistic_assessment: [
    block("Physical", [
      ...ask("holistic_physical", "holistic", [
        "I have enough energy for the things I want to do",
        "I sleep well and wake up rested",
      ]),
    ]),
    block("Emotional", [
      ...ask("holistic_emotional", "holistic", [
        "I feel hopeful about the future",
        "I can manage stress when it comes",
      ]),
    ]),
    block("Social", [
      ...ask("holistic_social", "holistic", [
        "I talk with family or friends during the week",
        "I take part in activities in my community",
      ]),
    ]),
    block("Spiritual", [
      ...ask("holistic_spiritual", "holistic", ["I find meaning in my daily life", "I feel at peace"]),
    ]),
  ],
  caregiver_assessment: [
    block("Caregiver Strain", [
      ...(
        [
          ["My sleep is disturbed", "The member is up at night or I lie awake worrying"],
          ["Caregiving is inconvenient", "Helping takes a lot of time or a long drive"],
          ["Caregiving is a physical strain", "Lifting, or helping in and out of a chair"],
          ["Caregiving is confining", "I cannot leave the member alone to go out"],
          ["There have been family adjustments", "Caregiving has changed routines or privacy at home"],
          ["My personal plans have changed", "I had to turn down a job or cancel a holiday"],
          ["There have been other demands on my time", "Other family members also need me"],
          ["There have been emotional adjustments", "Arguments, or feeling sad about the member's health"],
          ["Some of the member's behaviour is upsetting", "Forgetfulness, or accusing people of taking things"],
          ["I feel completely overwhelmed", "I worry about the member and how I will manage"],
        ] as const
      ).map(([question, example], i): Question => ({
        id: `strain_${i + 1}`,
        question,
        style: "caregiver_strain",
        required: true,
        example: `For example: ${example}`,
      })),
    ]),
  ],
  adl_brody_assessment: [
    block("Lawton-Brody Instrumental Activities of Daily Living", [
      adl("lawton_1", "Using the telephone", [
        ["Looks up and dials numbers on own", 1],
        ["Dials a few well-known numbers", 1],
        ["Answers the telephone but does not dial", 1],
        ["Does not use the telephone", 0],
      ]),
      adl("lawton_2", "Shopping", [
        ["Does all shopping on own", 1],
        ["Shops on own for small purchases only", 0],
        ["Needs someone along for any shopping", 0],
        ["Cannot shop at all", 0],
      ]),
      adl("lawton_3", "Preparing food", [
        ["Plans, prepares and serves meals on own", 1],
        ["Prepares meals when given the ingredients", 0],
        ["Heats prepared meals only", 0],
        ["Needs meals prepared and served", 0],
      ]),
      adl("lawton_4", "Housekeeping", [
        ["Keeps house on own, with occasional help for heavy work", 1],
        ["Does light daily tasks such as washing dishes", 1],
        ["Does light tasks but cannot keep the house clean", 1],
        ["Needs help with every household task", 1],
        ["Does not take part in housekeeping", 0],
      ]),
      adl("lawton_5", "Laundry", [
        ["Does all personal laundry", 1],
        ["Washes small items only", 1],
        ["All laundry is done by others", 0],
      ]),
      adl("lawton_6", "Getting around", [
        ["Travels on own by public transport or drives", 1],
        ["Arranges own travel by taxi or ride service", 1],
        ["Travels by public transport with someone along", 1],
        ["Travels by car only with someone's help", 0],
        ["Does not travel", 0],
      ]),
      adl("lawton_7", "Taking own medications", [
        ["Takes the right dose at the right time on own", 1],
        ["Takes medication when it is prepared in advance", 0],
        ["Cannot take medication on own", 0],
      ]),
      adl("lawton_8", "Handling finances", [
        ["Manages money on own: budget, bills, bank", 1],
        ["Manages day-to-day purchases, needs help with banking", 1],
        ["Cannot handle money", 0],
      ]),
    ]),
  ],
  adl_katz_assessment: [block("Katz Index of Independence in Activities of Daily Living", katz("katz"))],
  ucla_loneliness_assessment: [
    block("UCLA Loneliness", [
      ...ask(
        "ucla",
        "mcq",
        [
          "How often do you feel that you have no one to share things with?",
          "How often do you feel left out of what is going on around you?",
          "How often do you feel cut off from other people?",
        ],
        { mcq_options: LONELINESS_OPTIONS },
      ),
    ]),
  ],
  wellness_survey: [
    block("Over the last two weeks", [
      ...ask(
        "wellbeing",
        "mcq",
        [
          "I have felt cheerful",
          "I have felt calm",
          "I have had energy for my day",
          "I have woken up feeling rested",
          "My days have had things in them that interest me",
        ],
        { mcq_options: WELLBEING_OPTIONS },
      ),
    ]),
  ],
  medical_condition: [
    block("Medical Conditions", [
      ...ask("condition", "medical_condition", [
        "Diabetes",
        "High blood pressure",
        "Heart disease or heart failure",
        "Stroke",
        "Lung disease (COPD, asthma)",
        "Arthritis",
        "Osteoporosis",
        "Memory loss or dementia",
        "Depression or anxiety",
        "Kidney disease",
      ]),
      { id: "condition_other", question: "Other conditions", style: "open_end", required: false },
    ]),
  ],
  member_questionnaire_1: [
    block("Getting to Know You", [
      {
        id: "mq1_1",
        question: "How would you rate your health today?",
        style: "mcq",
        required: true,
        mcq_options: [
          { key: "excellent", label: "Excellent", value: 4 },
          { key: "good", label: "Good", value: 3 },
          { key: "fair", label: "Fair", value: 2 },
          { key: "poor", label: "Poor", value: 1 },
        ],
      },
      ...ask("mq1_open", "open_end", [
        "What does a good day look like for you?",
        "What would you like help with first?",
      ]),
    ]),
    block("Services that interest you", [
      ...ask(
        "mq1_service",
        "selected",
        ["Exercise classes", "Help with medications", "Rides to appointments", "Social activities"],
        { required: false },
      ),
    ]),
  ],
  member_questionnaire_2: [
    block("Health and Routines", [
      ...ask("mq2", "normal", [
        "How often do you skip a meal?",
        "How often do you have trouble sleeping?",
        "How often do you feel pain that stops you from doing things?",
        "How often do you forget to take a medication?",
      ]),
      ...ask("mq2_open", "open_end", ["Anything else you would like your wellness coach to know?"], {
        required: false,
      }),
    ]),
  ],
  member_questionnaire_3: [block("Member Index of Independence in ADL", katz("mq3"))],
};

export function buildAssessmentForms(anchor: Date = ANCHOR): Prisma.AssessmentFormCreateManyInput[] {
  return (Object.entries(ASSESSMENT_FORMS) as [FormKind, SurveyBlock[]][]).map(([kind, form]) => ({
    id: seedId("assessment-form", `${kind}:1`),
    kind,
    version: 1,
    status: "published",
    form: form as unknown as Prisma.InputJsonValue,
    publishAt: anchor,
    createdById: staffId(DEMO_ACCOUNTS.wellness.email),
    createdAt: anchor,
    updatedAt: anchor,
  }));
}

export async function seedAssessmentForms(prisma: PrismaClient, anchor: Date = ANCHOR): Promise<number> {
  return insertMissing((a) => prisma.assessmentForm.createMany(a), buildAssessmentForms(anchor));
}
