import {
  CHOICE_LABELS,
  choicesOf,
  CONDITION_SEVERITY_LEVELS,
  type AssessmentQuestion,
  type SurveyBlock,
} from "@care/contracts";

/**
 * The portal's side of an assessment form and its answers (spec 2 §3 'Answer item styles'): the contracts' blocks
 * and questions as they are, with what a screen needs to show them (choices with labels, which answers take text).
 */
export type Question = AssessmentQuestion;
export type Block = SurveyBlock;

/** One answer as the screens hold it (as the API answers it). */
export interface Answer {
  value?: string | null;
  text?: string | null;
  severity_level?: string | null;
  date_of_onset?: string | null;
}
export type Answers = Readonly<Record<string, Answer>>;

type Severity = (typeof CONDITION_SEVERITY_LEVELS)[number];

/** One answer as the API takes it (the contract's AnswerInput, after its trimming). */
export interface SentAnswer {
  value: string | null;
  text: string | null;
  severity_level?: Severity | null;
  date_of_onset?: string | null;
}

function severity(v: string | null | undefined): Severity | null {
  return (CONDITION_SEVERITY_LEVELS as readonly string[]).includes(v ?? "") ? (v as Severity) : null;
}

export interface Choice {
  key: string;
  label: string;
}

/** The choices of a question with their labels: its own options (mcq, ADL), else the fixed ones of its style. */
export function choicesWithLabels(q: Question, labels: Readonly<Record<string, string>> = CHOICE_LABELS): Choice[] {
  if (q.style === "mcq") return (q.mcq_options ?? []).map((o) => ({ key: o.key, label: o.label }));
  if (q.style === "options") return (q.options ?? []).map((o) => ({ key: o.value, label: o.label }));
  return choicesOf(q).map((key) => ({ key, label: labels[key] ?? CHOICE_LABELS[key] ?? key }));
}

/** Whether the answer takes text (the API refuses text elsewhere): open questions, comments, condition notes. */
export function takesText(q: Question, a: Answer | undefined): boolean {
  if (q.style === "open_end") return true;
  if (q.style === "medical_condition") return a?.value === "yes";
  return (q.style === "yes_no_comment" || q.style === "falls") && a?.value === "comment";
}

/**
 * The answers as the API takes them: text, severity and onset only where the chosen answer takes them (a comment
 * typed before switching to 'Yes' is dropped), empty answers left out.
 */
export function answersToSend(blocks: readonly Block[], answers: Answers): Record<string, SentAnswer> {
  const out: Record<string, SentAnswer> = {};
  for (const q of blocks.flatMap((b) => b.data)) {
    const a = answers[q.id];
    if (!a) continue;
    const value = q.style === "open_end" ? null : (a.value ?? null);
    const text = takesText(q, a) ? a.text?.trim() || null : null;
    if (value === null && text === null) continue;
    const condition = q.style === "medical_condition" && value === "yes";
    out[q.id] = {
      value,
      text,
      ...(condition ? { severity_level: severity(a.severity_level), date_of_onset: a.date_of_onset || null } : {}),
    };
  }
  return out;
}

/** The text an answer prints as: the choice's label, the text, or a dash. */
export function answerText(q: Question, a: Answer | undefined, labels?: Readonly<Record<string, string>>): string {
  if (!a) return "-";
  const label = choicesWithLabels(q, labels).find((c) => c.key === a.value)?.label;
  const parts = [label, a.severity_level, a.date_of_onset, a.text?.trim()].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(" — ") : "-";
}

/** Splits a list into rows of `size` (spec 2 §9: score tables 6 surveys a row). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}
