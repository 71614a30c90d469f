import { z } from "zod";
import {
  AnswerSchema,
  AssessmentScoresSchema,
  blocksToForm,
  CHOICE_LABELS,
  groupOfKind,
  SurveyBlockSchema,
  type AssessmentForm,
  type AssessmentFormSchema,
  type AssessmentGroup,
  type AssessmentResponse,
  type FormStatus,
  type SurveyBlock,
  type WellnessSurvey,
} from "@care/contracts";
import type { AssessmentForm as FormRow } from "@care/db";
import { AppError } from "../../errors.js";
import { effectiveStatus, submittedDate, type ResponseWithForm } from "./responses-repo.js";
import type { SurveyWithForm } from "./surveys-repo.js";

// Rows → the contract's shapes. Stored JSON (forms, answers, scores) is parsed with the contract's own schemas: a
// row that does not fit is a defect of ours, answered as a 500 with the row named in the log, never passed on.

const StoredForm = z.array(SurveyBlockSchema);
const StoredAnswers = z.record(z.string(), AnswerSchema);
const StoredScores = AssessmentScoresSchema.nullable();

function parseStored<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("INTERNAL", `Stored ${what} is not valid`);
  return parsed.data;
}

export const formBlocks = (row: FormRow): SurveyBlock[] =>
  parseStored(StoredForm, row.form, `form ${row.kind} v${row.version}`);

export const storedAnswers = (value: unknown): z.output<typeof StoredAnswers> =>
  parseStored(StoredAnswers, value ?? {}, "answers");

/** A scheduled version whose time has come is published (forms-repo: nothing flips it). */
export function effectiveFormStatus(row: FormRow, now: Date): FormStatus {
  return row.status === "scheduled" && row.publishAt !== null && row.publishAt <= now ? "published" : row.status;
}

export function groupOf(row: { kind: FormRow["kind"] }): AssessmentGroup {
  const group = groupOfKind(row.kind);
  if (group === null) throw new AppError("INTERNAL", `Kind ${row.kind} has no form`);
  return group;
}

export function toForm(row: FormRow, names: ReadonlyMap<string, string>, now: Date): AssessmentForm {
  const name = (id: string | null): string | null => (id ? (names.get(id) ?? null) : null);
  return {
    form_id: row.id,
    kind: row.kind,
    group: groupOf(row),
    version_number: row.version,
    form_status: effectiveFormStatus(row, now),
    publish_date_time: row.publishAt?.toISOString() ?? null,
    form: blocksToForm(formBlocks(row)),
    created_by: row.createdById,
    created_by_name: name(row.createdById),
    updated_by_name: name(row.updatedById ?? row.createdById),
    created_date: row.createdAt.toISOString(),
    options: { ...CHOICE_LABELS },
  } satisfies z.output<typeof AssessmentFormSchema>;
}

/** Spec 2 §2 record header 'version': the number, with ' Draft' unless submitted. */
export const versionText = (version: number, status: "save" | "submit"): string =>
  status === "submit" ? String(version) : `${version} Draft`;

export function toResponse(r: ResponseWithForm, names: ReadonlyMap<string, string>, now: Date): AssessmentResponse {
  const status = effectiveStatus(r, now);
  const submitted = submittedDate(r);
  const dateTime = status === "submit" && submitted ? submitted : r.updatedAt;
  return {
    response_id: r.id,
    form_id: r.formId,
    form_version: r.form.version,
    status,
    publish_date_time: r.submitAt?.toISOString() ?? null,
    answers: storedAnswers(r.answers),
    scores: parseStored(StoredScores, r.scores ?? null, "scores"),
    notes: null,
    care_agent_id: r.careAgentId,
    careAgentName: r.careAgentId ? (names.get(r.careAgentId) ?? null) : null,
    created_date: r.createdAt.toISOString(),
    updated_date: r.updatedAt.toISOString(),
    submitted_date: submitted?.toISOString() ?? null,
    dateTime: dateTime.toISOString(),
    version: versionText(r.form.version, status),
  };
}

/** A wellness survey answered on a form version, as the Assessments screen shows a response. */
export function surveyAsResponse(
  s: SurveyWithForm & { formId: string; form: { version: number } },
  names: ReadonlyMap<string, string>,
  scores: AssessmentResponse["scores"],
): AssessmentResponse {
  const status = s.isCompleted ? "submit" : "save";
  const agent = s.updatedById ?? s.createdById;
  return {
    response_id: s.id,
    form_id: s.formId,
    form_version: s.form.version,
    status,
    publish_date_time: null,
    answers: storedAnswers(s.answers),
    scores,
    notes: s.notes,
    care_agent_id: agent,
    careAgentName: agent ? (names.get(agent) ?? null) : null,
    created_date: s.createdAt.toISOString(),
    updated_date: s.updatedAt.toISOString(),
    submitted_date: s.isCompleted ? s.updatedAt.toISOString() : null,
    dateTime: s.updatedAt.toISOString(),
    version: versionText(s.form.version, status),
  };
}

export function toSurvey(s: SurveyWithForm, names: ReadonlyMap<string, string>): WellnessSurvey {
  const agent = s.updatedById ?? s.createdById;
  return {
    wellness_survey_id: s.id,
    senior_id: s.seniorId,
    form_version: s.form?.version ?? null,
    answers: storedAnswers(s.answers),
    score: s.score === null ? null : Number(s.score),
    scoreLimit: s.scoreLimit === null ? null : Number(s.scoreLimit),
    notes: s.notes,
    is_survey_completed: s.isCompleted,
    careAgentName: agent ? (names.get(agent) ?? null) : null,
    created_date: s.createdAt.toISOString(),
    updated_date: s.updatedAt.toISOString(),
  };
}
