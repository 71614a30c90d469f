import { z } from "zod";
import { NOTES_MAX_LENGTH } from "../constants.js";
import { FIELD_MESSAGES, IsoDateField, requiredText } from "../fields.js";

// An assessment form definition and the answers to it (spec 2 §3 'Assessments', spec 3 §3 'Survey items for
// printable reports'). A form is a list of survey blocks, each with a header and its question items; every item has
// an answer style that fixes which answers it takes and what they score (spec 2 §5, see ./scoring.ts).
//
// Blocks are a list, not an object keyed by header as the spec words it: Postgres jsonb does not keep key order,
// and the order of blocks is the order of the form.

/**
 * The answer styles of spec 2 §3 'Answer item styles' (and spec 3 §3):
 * - yes_no_comment: yes / no / comment (a comment carries `text`).
 * - always_never_sometimes: always / never / sometimes.
 * - normal: the four-option scale hardly_ever / some_of_the_time / often / always.
 * - holistic: always / sometimes / never, scored as the holistic assessment scores them.
 * - mcq: `options` of {key, label, value}; the answer key selects the numeric value.
 * - options: `options` of {value, label, score} (the ADL sections: the chosen option's score counts).
 * - falls: a falls question — yes / no / comment as the item's `allow` flags permit, with `text` for a comment.
 * - caregiver_strain: regular / sometimes / no (shown 'Regular', 'Sometimes', 'No'), with an optional example.
 * - selected: a tick box, selected / not_selected.
 * - open_end: free text (spec 3 'openEnd'), not scored.
 * - medical_condition: yes / no, and for yes the severity level, date of onset and notes; not scored.
 */
export const ANSWER_STYLES = [
  "yes_no_comment",
  "always_never_sometimes",
  "normal",
  "holistic",
  "mcq",
  "options",
  "falls",
  "caregiver_strain",
  "selected",
  "open_end",
  "medical_condition",
] as const;
export type AnswerStyle = (typeof ANSWER_STYLES)[number];

/** Severity levels of a medical condition answer (the Medical Info tab's). */
export const CONDITION_SEVERITY_LEVELS = ["Mild", "Moderate", "Severe"] as const;

/** A question's id inside its form: stable across versions so that answers follow their question. */
export const QuestionIdField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, "Use 1 to 40 letters, digits, '-' or '_'");

/** The limits of a form an administrator may publish (ours: the spec gives none). */
export const FORM_LIMITS = { blocks: 30, questionsPerBlock: 60, options: 12, text: 500, header: 200 } as const;

const OptionText = requiredText(FORM_LIMITS.header);
const Score = z.number().int().min(-100).max(100);

/** An mcq option: the answer is `key`, it scores `value`. */
export const McqOptionSchema = z.object({ key: QuestionIdField, label: OptionText, value: Score });
/** An ADL option (spec 3 'options with label, value and score'): the answer is `value`, it scores `score`. */
export const ScoredOptionSchema = z.object({ value: QuestionIdField, label: OptionText, score: Score });

/** Which answers a falls question takes (spec 2 §3 'falls question: question, yes/no/comment flags, commentText'). */
export const FallsAllowSchema = z.object({ yes: z.boolean(), no: z.boolean(), comment: z.boolean() });

/** One question item as stored and answered. `id` is always present in a stored form. */
export const QuestionSchema = z.object({
  id: QuestionIdField,
  question: requiredText(FORM_LIMITS.text),
  style: z.enum(ANSWER_STYLES, { error: "Unknown answer style" }),
  /** A required question must be answered before Submit (Save keeps partial answers). */
  required: z.boolean().default(true),
  /** Caregiver strain: an example shown under the question. */
  example: z.string().trim().max(FORM_LIMITS.text).nullable().optional(),
  /** mcq: options with key/label/value. */
  mcq_options: z.array(McqOptionSchema).max(FORM_LIMITS.options).optional(),
  /** options: options with value/label/score. */
  options: z.array(ScoredOptionSchema).max(FORM_LIMITS.options).optional(),
  /** falls: which answers the question takes (default all three). */
  allow: FallsAllowSchema.optional(),
});
export type AssessmentQuestion = z.infer<typeof QuestionSchema>;

export const SurveyBlockSchema = z.object({
  header: requiredText(FORM_LIMITS.header),
  data: z.array(QuestionSchema).min(1, "A block needs at least one question").max(FORM_LIMITS.questionsPerBlock),
});
export type SurveyBlock = z.infer<typeof SurveyBlockSchema>;

/** A form definition: its survey blocks in order. */
export type FormDefinition = readonly SurveyBlock[];

/**
 * A form as an administrator sends it: ids may be left out for new questions (the API gives them one), and the
 * shape rules of each style are checked (options present, ids unique). Returned messages name the question.
 */
export const FormDefinitionInput = z
  .array(
    SurveyBlockSchema.extend({
      data: z
        .array(QuestionSchema.extend({ id: QuestionIdField.optional() }))
        .min(1, "A block needs at least one question")
        .max(FORM_LIMITS.questionsPerBlock),
    }),
  )
  .min(1, "A form needs at least one block")
  .max(FORM_LIMITS.blocks)
  .superRefine((blocks, ctx) => {
    const seen = new Set<string>();
    blocks.forEach((block, b) =>
      block.data.forEach((q, i) => {
        const path = [b, "data", i];
        if (q.id !== undefined) {
          if (seen.has(q.id)) ctx.addIssue({ code: "custom", path: [...path, "id"], message: `Duplicate id ${q.id}` });
          seen.add(q.id);
        }
        if (q.style === "mcq" && (q.mcq_options?.length ?? 0) < 2) {
          ctx.addIssue({ code: "custom", path: [...path, "mcq_options"], message: "An mcq needs at least 2 options" });
        }
        if (q.style === "options" && (q.options?.length ?? 0) < 2) {
          ctx.addIssue({ code: "custom", path: [...path, "options"], message: "Give at least 2 options" });
        }
        const keys = (q.mcq_options ?? []).map((o) => o.key).concat((q.options ?? []).map((o) => o.value));
        if (new Set(keys).size !== keys.length) {
          ctx.addIssue({ code: "custom", path, message: "Option keys must be unique" });
        }
        if (q.style === "falls" && q.allow && !q.allow.yes && !q.allow.no && !q.allow.comment) {
          ctx.addIssue({ code: "custom", path: [...path, "allow"], message: "Allow at least one answer" });
        }
      }),
    );
  });
export type FormDefinitionInputValue = z.infer<typeof FormDefinitionInput>;

/**
 * One answer. `value` is the choice (yes, no, comment, always, hardly_ever, regular, selected, an mcq key, an
 * option value…); `text` the comment, open answer or condition notes (≤ 500, spec 2 §5); a medical condition also
 * takes its severity and date of onset.
 */
export const AnswerInput = z.object({
  value: z.string().trim().max(40).nullable().optional(),
  text: z
    .string()
    .trim()
    .max(NOTES_MAX_LENGTH, FIELD_MESSAGES.tooLong(NOTES_MAX_LENGTH))
    .nullable()
    .transform((v) => (v === "" ? null : v))
    .optional(),
  severity_level: z.enum(CONDITION_SEVERITY_LEVELS).nullable().optional(),
  date_of_onset: IsoDateField.nullable().optional(),
});
export type AnswerInputValue = z.infer<typeof AnswerInput>;

/** Answers keyed by question id. */
export const AnswersInput = z
  .record(QuestionIdField, AnswerInput)
  .refine((a) => Object.keys(a).length <= FORM_LIMITS.blocks * FORM_LIMITS.questionsPerBlock, "Too many answers")
  .default({});
export type Answers = Readonly<Record<string, AnswerInputValue>>;

export const AnswerSchema = z.object({
  value: z.string().nullable().optional(),
  text: z.string().nullable().optional(),
  severity_level: z.string().nullable().optional(),
  date_of_onset: z.string().nullable().optional(),
});
