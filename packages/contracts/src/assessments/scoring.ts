import type { AnswerInputValue, AnswerStyle, Answers, AssessmentQuestion, FormDefinition } from "./form.js";
import type { FormKind } from "./kinds.js";

// Scoring of spec 2 §5 and spec 3 §9. These are pure functions so that the portal can show a running total while
// the user answers; the API computes the stored score itself with the same functions and never takes one from the
// client. See docs/assessments.md for where the spec's scoring differs from the published instruments.

/** The fixed choices of each style and their points, exactly as spec 2 §5 gives them. */
export const STYLE_CHOICES = {
  yes_no_comment: { yes: 1, no: 2, comment: 3 },
  falls: { yes: 1, no: 2, comment: 3 },
  always_never_sometimes: { always: 3, never: 2, sometimes: 1 },
  normal: { hardly_ever: 4, some_of_the_time: 2, often: 3, always: 1 },
  holistic: { always: 3, sometimes: 2, never: 1 },
  caregiver_strain: { regular: 2, sometimes: 1, no: 0 },
  selected: { selected: 1, not_selected: 0 },
  medical_condition: { yes: null, no: null },
} as const satisfies Partial<Record<AnswerStyle, Record<string, number | null>>>;

/** Labels of the fixed choices (spec 2 §9 'frequency choices No, Sometimes, Regular'; spec 3 §3). */
export const CHOICE_LABELS: Readonly<Record<string, string>> = {
  yes: "Yes",
  no: "No",
  comment: "Comment",
  always: "Always",
  never: "Never",
  sometimes: "Sometimes",
  hardly_ever: "Hardly ever",
  some_of_the_time: "Some of the time",
  often: "Often",
  regular: "Regular",
  selected: "Selected",
  not_selected: "Not selected",
};

/** Falls and hospitalization: each question is worth at most 3 points (spec 2 §9). */
export const FALLS_POINTS_PER_QUESTION = 3;

/** Spec 2 §5 scale notes, shown under the totals. */
export const SCALE_NOTES: Readonly<Partial<Record<FormKind, string>>> = {
  adl_brody_assessment: "Lawton-Brody: 0–8 for women and 0–5 for men; a higher score means more independence.",
  adl_katz_assessment: "Katz: 6 points means independent; 0–5 means dependent.",
  member_questionnaire_3: "Katz: 6 points means independent; 0–5 means dependent.",
  ucla_loneliness_assessment: "UCLA Loneliness: a score of 6–9 means lonely.",
  caregiver_assessment: "Caregiver strain: 2 points a question (Regular 2, Sometimes 1, No 0).",
  holistic_assessment: "Holistic: 3 points a question (Always 3, Sometimes 2, Never 1).",
  fall_hospitalization_assessment: "Falls: 3 points a question.",
};

/** The choices a question takes, in display order; empty for mcq/options (their own options) and open text. */
export function choicesOf(q: AssessmentQuestion): string[] {
  switch (q.style) {
    case "mcq":
      return (q.mcq_options ?? []).map((o) => o.key);
    case "options":
      return (q.options ?? []).map((o) => o.value);
    case "open_end":
      return [];
    case "falls": {
      const allow = q.allow ?? { yes: true, no: true, comment: true };
      return (["yes", "no", "comment"] as const).filter((c) => allow[c]);
    }
    default:
      return Object.keys(STYLE_CHOICES[q.style]);
  }
}

/** The points of one answer to a question; null when the question is unscored or unanswered. */
export function answerPoints(q: AssessmentQuestion, a: AnswerInputValue | undefined): number | null {
  const value = a?.value ?? null;
  switch (q.style) {
    case "open_end":
    case "medical_condition":
      return null;
    case "mcq":
      return q.mcq_options?.find((o) => o.key === value)?.value ?? null;
    case "options":
      return q.options?.find((o) => o.value === value)?.score ?? null;
    default: {
      if (value === null) return null;
      const table: Readonly<Record<string, number>> = STYLE_CHOICES[q.style];
      return Object.hasOwn(table, value) ? (table[value] ?? null) : null;
    }
  }
}

/** The most a question can score; null when unscored. */
export function maxPoints(q: AssessmentQuestion): number | null {
  switch (q.style) {
    case "open_end":
    case "medical_condition":
      return null;
    case "falls":
      return FALLS_POINTS_PER_QUESTION;
    case "mcq":
      return q.mcq_options?.length ? Math.max(...q.mcq_options.map((o) => o.value)) : null;
    case "options":
      return q.options?.length ? Math.max(...q.options.map((o) => o.score)) : null;
    default:
      return Math.max(...Object.values(STYLE_CHOICES[q.style]));
  }
}

export interface SectionScore {
  header: string;
  score: number;
  /** Falls: 3 × the number of questions of the block. */
  max: number;
  questions: number;
  answered: number;
}

export interface AssessmentScores {
  /** Sum of the points of the answered scored questions. */
  total: number;
  /** The most the form can score. */
  max: number;
  /** total / max × 100, rounded to a whole number (the caregiver strain 'percent score'); null when max is 0. */
  percent: number | null;
  sections: SectionScore[];
  /** Katz / UCLA reading of the total (spec 2 §5 scale notes); null for the other kinds. */
  interpretation: string | null;
  scale_note: string | null;
}

/** The reading of a total where the spec gives one (spec 2 §5 'Scale notes'). */
export function interpretScore(kind: FormKind, total: number, max: number): string | null {
  switch (kind) {
    case "adl_katz_assessment":
    case "member_questionnaire_3":
      return total >= max && max > 0 ? "Independent" : "Dependent";
    case "ucla_loneliness_assessment":
      return total >= 6 ? "Lonely" : "Not lonely";
    default:
      return null;
  }
}

/**
 * The scores of a set of answers to a form (spec 2 §5 / spec 3 §9), or null for a form with no scored question
 * (medical condition, open questionnaires). Unanswered questions score 0 and still count in the maximum.
 */
export function scoreAssessment(kind: FormKind, form: FormDefinition, answers: Answers): AssessmentScores | null {
  let total = 0;
  let max = 0;
  let scored = 0;
  const sections: SectionScore[] = form.map((block) => {
    let score = 0;
    let blockMax = 0;
    let questions = 0;
    let answered = 0;
    for (const q of block.data) {
      const most = maxPoints(q);
      if (most === null) continue;
      questions += 1;
      blockMax += most;
      const points = answerPoints(q, answers[q.id]);
      if (points !== null) {
        score += points;
        answered += 1;
      }
    }
    total += score;
    max += blockMax;
    scored += questions;
    return { header: block.header, score, max: blockMax, questions, answered };
  });
  if (scored === 0) return null;
  return {
    total,
    max,
    percent: max > 0 ? Math.round((total / max) * 100) : null,
    sections,
    interpretation: interpretScore(kind, total, max),
    scale_note: SCALE_NOTES[kind] ?? null,
  };
}

/** Spec 2 §2 falls print: the line under each block. */
export function fallsSectionLine(score: number): string {
  return `Total(Max Score is 3 x number of questions)= ${score}`;
}

export interface AnswerIssue {
  /** `answers.{question id}` */
  field: string;
  reason: string;
}

/**
 * Why answers do not fit a form version: unknown questions, choices the question does not take, fields that do not
 * belong to its style and, when `complete` (Submit), required questions left unanswered. Each reason names the
 * question. Empty when the answers fit.
 */
export function checkAnswers(
  form: FormDefinition,
  answers: Answers,
  options: { complete: boolean; version: number },
): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const questions = new Map(form.flatMap((b) => b.data).map((q) => [q.id, q]));
  for (const id of Object.keys(answers)) {
    if (!questions.has(id)) {
      issues.push({
        field: `answers.${id}`,
        reason: `Question ${id} is not in version ${options.version} of this form`,
      });
    }
  }
  for (const q of questions.values()) {
    const a = answers[q.id];
    const field = `answers.${q.id}`;
    const name = `'${q.question}'`;
    const value = a?.value ?? null;
    const text = a?.text ?? null;
    const answered = q.style === "open_end" ? text !== null : value !== null;
    if (!answered) {
      if (options.complete && q.required) issues.push({ field, reason: `${name} must be answered` });
      continue;
    }
    if (q.style !== "open_end") {
      const choices = choicesOf(q);
      if (!choices.includes(value as string)) {
        issues.push({ field, reason: `${name} takes ${choices.join(", ")}, not ${value}` });
        continue;
      }
    }
    const takesText =
      q.style === "open_end" ||
      q.style === "medical_condition" ||
      ((q.style === "yes_no_comment" || q.style === "falls") && value === "comment");
    if (text !== null && !takesText) issues.push({ field, reason: `${name} takes no comment with ${value}` });
    if (options.complete && (q.style === "yes_no_comment" || q.style === "falls") && value === "comment" && !text) {
      issues.push({ field, reason: `${name}: write the comment` });
    }
    const conditionDetails = (a?.severity_level ?? null) !== null || (a?.date_of_onset ?? null) !== null;
    if (conditionDetails && !(q.style === "medical_condition" && value === "yes")) {
      issues.push({ field, reason: `${name} takes a severity and date of onset only for a condition answered yes` });
    }
  }
  return issues;
}
