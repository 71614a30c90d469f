// Assessments and wellbeing surveys answered over the 90 days before the anchor, as the care agent would have
// submitted them through PUT users/assessments (status submit, scores by the contract's scoreAssessment against the
// form version answered) and the wellness-survey screen (completed surveys with score and limit). They feed the
// assessment tabs and reports, the agency UCLA and emotional-wellbeing graphs (one UCLA a month, a survey every two
// weeks) and the wellness month views.
import { choicesOf, scoreAssessment, type Answers, type FormKind, type SurveyBlock } from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import type { Rng } from "@care/ingest/prng";
import { coachedSeniors, localTime, type Coached } from "./activity-common.js";
import { ASSESSMENT_FORMS } from "./assessments.js";
import { insertMissing } from "./batch.js";
import { demoRng, seedId } from "./ids.js";

/** Days before the anchor each kind was answered (then moved by up to 3 days either way per senior). */
export const ASSESSMENT_SCHEDULE: Readonly<Partial<Record<FormKind, readonly number[]>>> = {
  ucla_loneliness_assessment: [84, 56, 28, 4],
  holistic_assessment: [80, 35],
  fall_hospitalization_assessment: [75, 20],
  adl_katz_assessment: [70, 12],
  adl_brody_assessment: [70, 12],
  caregiver_assessment: [60],
  home_safety_assessment: [86],
  member_questionnaire_1: [88],
  member_questionnaire_2: [62],
  member_questionnaire_3: [32],
};

/** Days before the anchor of the wellbeing surveys: every two weeks. */
export const SURVEY_DAYS: readonly number[] = [84, 70, 56, 42, 28, 14, 2];

const OPEN_ANSWERS = [
  "Walking to the mailbox and a call with my daughter",
  "Getting my medications sorted out",
  "Sleeping through the night",
  "More time in the garden",
  "Help with rides to the doctor",
];

/** Answers to every question of the form: a choice it offers, or a short text for open questions. */
export function answerForm(form: readonly SurveyBlock[], rng: Rng): Answers {
  const answers: Record<string, { value?: string; text?: string }> = {};
  for (const q of form.flatMap((b) => b.data)) {
    if (!q.id) continue;
    if (q.style === "open_end") {
      answers[q.id] = { text: rng.pick(OPEN_ANSWERS) };
      continue;
    }
    const choices = choicesOf(q);
    if (choices.length === 0) continue;
    const value = rng.pick(choices);
    answers[q.id] = value === "comment" ? { value, text: "Talked it through on the call" } : { value };
  }
  return answers;
}

/** When a senior answered: hh:mm in their zone, on a day after they joined and before the anchor. */
function answeredAt(anchor: Date, c: Coached, daysBack: number, rng: Rng): Date | null {
  const days = Math.max(1, daysBack + rng.int(-3, 3));
  const at = localTime(anchor, days, rng.int(9, 16), rng.pick([0, 15, 30, 45]), c.senior.timezone);
  return at > c.senior.createdAt && at < anchor ? at : null;
}

const json = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;

export function buildAssessmentResponses(anchor: Date): Prisma.AssessmentResponseCreateManyInput[] {
  const rng = demoRng("activity-assessments");
  const rows: Prisma.AssessmentResponseCreateManyInput[] = [];
  for (const c of coachedSeniors(anchor)) {
    for (const [kind, days] of Object.entries(ASSESSMENT_SCHEDULE) as [FormKind, readonly number[]][]) {
      const form = ASSESSMENT_FORMS[kind];
      days.forEach((daysBack, n) => {
        const at = answeredAt(anchor, c, daysBack, rng);
        const answers = answerForm(form, rng);
        if (!at) return;
        const scores = scoreAssessment(kind, form, answers);
        rows.push({
          id: seedId("assessment-response", `${c.senior.memberId}:${kind}:${n}`),
          seniorId: c.senior.id,
          formId: seedId("assessment-form", `${kind}:1`),
          kind,
          status: "submit",
          answers: json(answers),
          scores: scores ? json(scores) : undefined,
          score: scores?.total ?? null,
          careAgentId: c.agentId,
          createdAt: at,
          updatedAt: at,
          submittedAt: at,
        });
      });
    }
  }
  return rows;
}

export function buildWellnessSurveys(anchor: Date): Prisma.WellnessSurveyCreateManyInput[] {
  const rng = demoRng("activity-surveys");
  const form = ASSESSMENT_FORMS.wellness_survey;
  const rows: Prisma.WellnessSurveyCreateManyInput[] = [];
  for (const c of coachedSeniors(anchor)) {
    SURVEY_DAYS.forEach((daysBack, n) => {
      const at = answeredAt(anchor, c, daysBack, rng);
      const answers = answerForm(form, rng);
      if (!at) return;
      const scores = scoreAssessment("wellness_survey", form, answers);
      rows.push({
        id: seedId("wellness-survey", `${c.senior.memberId}:${n}`),
        seniorId: c.senior.id,
        answers: json(answers),
        score: scores?.total ?? null,
        scoreLimit: scores?.max ?? null,
        isCompleted: true,
        formId: seedId("assessment-form", "wellness_survey:1"),
        createdById: c.agentId,
        updatedById: c.agentId,
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  return rows;
}

export async function seedAssessmentActivity(prisma: PrismaClient, anchor: Date): Promise<number> {
  return (
    (await insertMissing((a) => prisma.assessmentResponse.createMany(a), buildAssessmentResponses(anchor))) +
    (await insertMissing((a) => prisma.wellnessSurvey.createMany(a), buildWellnessSurveys(anchor)))
  );
}
