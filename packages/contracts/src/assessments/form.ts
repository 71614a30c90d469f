import { z } from "zod";
import { NOTES_MAX_LENGTH } from "../constants.js";
import { FIELD_MESSAGES, IsoDateField, requiredText } from "../fields.js";

// An assessment form definition and the answers to it (spec 2 §3 'Assessments', spec 3 §3 'Survey items for
// printable reports'). A form is a list of survey blocks, each with a header and its question items; every item has
// an answer style that fixes which answers it takes and what they score (spec 2 §5, see ./scoring.ts).
//
// On the wire a form is what the spec words: survey blocks keyed by header, `{ [header]: { data: questions } }`, in
// both directions, the keys in the form's order (JSON objects keep their keys' order, and so do JSON.parse and
// JSON.stringify, except for keys that are array indices: so a header may not be only digits). Inside (storage,
// scoring) a form is the list of its blocks `{header, data}`: Postgres jsonb does not keep key order. `formToBlocks`
// and `blocksToForm` turn one into the other.

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

/** A header that JSON would move to the front of an object (an array index): refused, so block order is kept. */
const INDEX_LIKE_HEADER = /^\d+$/;
export const FORM_MESSAGES = {
  noBlocks: "A form needs at least one block",
  tooManyBlocks: `At most ${FORM_LIMITS.blocks} blocks`,
  headerRequired: FIELD_MESSAGES.required,
  headerTooLong: FIELD_MESSAGES.tooLong(FORM_LIMITS.header),
  headerDigits: "A header cannot be only digits",
  headerDuplicate: "Two blocks have this header",
} as const;

/** One block's value in a form keyed by header. */
const BlockValueSchema = z.object({
  data: z.array(QuestionSchema).meta({ description: "The block's question items, in order." }),
});

const FORM_EXAMPLE = {
  "Activities of daily living": {
    data: [
      {
        id: "q1",
        question: "Bathing",
        style: "options",
        required: true,
        options: [
          { value: "independent", label: "Independent", score: 1 },
          { value: "dependent", label: "Needs help", score: 0 },
        ],
      },
    ],
  },
  "How do you feel?": {
    data: [{ id: "q2", question: "I feel lonely", style: "normal", required: true }],
  },
};

const FORM_DESCRIPTION =
  "Survey blocks keyed by header (spec 2 §3 'Assessment form'): each key is a block's header, its value " +
  "`{data: [question items]}`. The keys are in the form's order (block order is kept in both directions); a header " +
  "is 1–200 characters, unique after trimming, and not only digits (JSON would move such a key to the front).";

/** A form as the API answers it: survey blocks keyed by header, in the form's order. */
export const SurveyFormSchema = z
  .record(z.string(), BlockValueSchema)
  .meta({ description: FORM_DESCRIPTION, examples: [FORM_EXAMPLE] });
export type SurveyForm = z.infer<typeof SurveyFormSchema>;

/** The blocks of a form keyed by header, in its order. */
export const formToBlocks = (form: Readonly<Record<string, { data: readonly AssessmentQuestion[] }>>): SurveyBlock[] =>
  Object.entries(form).map(([header, block]) => ({ header, data: [...block.data] }));

/** A form keyed by header from its blocks (the keys in block order). Headers must be unique (FormDefinitionInput). */
export function blocksToForm<Q>(
  blocks: readonly { header: string; data: readonly Q[] }[],
): Record<string, { data: Q[] }> {
  const form: Record<string, { data: Q[] }> = {};
  for (const b of blocks) form[b.header] = { data: [...b.data] };
  return form;
}

const QuestionInput = QuestionSchema.extend({ id: QuestionIdField.optional() });

/**
 * A form as an administrator sends it, keyed by header like the answers' forms: ids may be left out for new
 * questions (the API gives them one), and the shape rules of each style are checked (options present, ids unique).
 * Returned messages name the block's header and the question. Parses to the list of blocks in the keys' order.
 */
export const FormDefinitionInput = z
  .record(
    z.string(),
    z.object({
      data: z
        .array(QuestionInput)
        .min(1, "A block needs at least one question")
        .max(FORM_LIMITS.questionsPerBlock)
        .meta({ description: "The block's question items, in order; `id` may be left out for a new question." }),
    }),
  )
  .meta({ description: FORM_DESCRIPTION, examples: [FORM_EXAMPLE] })
  .superRefine((form, ctx) => {
    const headers = Object.keys(form);
    if (headers.length === 0) ctx.addIssue({ code: "custom", path: [], message: FORM_MESSAGES.noBlocks });
    if (headers.length > FORM_LIMITS.blocks) {
      ctx.addIssue({ code: "custom", path: [], message: FORM_MESSAGES.tooManyBlocks });
    }
    const trimmed = new Set<string>();
    for (const header of headers) {
      const h = header.trim();
      const issue = (message: string): void => ctx.addIssue({ code: "custom", path: [header], message });
      if (h === "") issue(FORM_MESSAGES.headerRequired);
      else if (h.length > FORM_LIMITS.header) issue(FORM_MESSAGES.headerTooLong);
      else if (INDEX_LIKE_HEADER.test(h)) issue(FORM_MESSAGES.headerDigits);
      else if (trimmed.has(h)) issue(FORM_MESSAGES.headerDuplicate);
      trimmed.add(h);
    }
    const seen = new Set<string>();
    Object.entries(form).forEach(([header, block]) =>
      block.data.forEach((q, i) => {
        const path = [header, "data", i];
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
  })
  .transform((form) => Object.entries(form).map(([header, block]) => ({ header: header.trim(), data: block.data })));
export type FormDefinitionInputValue = z.output<typeof FormDefinitionInput>;

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
