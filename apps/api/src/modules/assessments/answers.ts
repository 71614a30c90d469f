import { ASSESSMENT_MESSAGES, checkAnswers, type AssessmentKind, type Answers } from "@care/contracts";
import type { AssessmentForm as FormRow, PrismaClient } from "@care/db";
import { badRequest } from "../../errors.js";
import { findAnswerableForm } from "./forms-repo.js";
import { formBlocks } from "./mappers.js";

/** 400 naming the questions when answers do not fit the version they were given on (issue 14 item 6). */
export function requireFittingAnswers(form: FormRow, answers: Answers, complete: boolean): void {
  const issues = checkAnswers(formBlocks(form), answers, { complete, version: form.version });
  if (issues.length > 0) {
    const first = issues[0]?.reason ?? "";
    throw badRequest(
      `${ASSESSMENT_MESSAGES.answersDoNotMatch}: ${first}`,
      issues.map((i) => ({ field: `body.${i.field}`, reason: i.reason })),
    );
  }
}

/** A version the answers were given on: one that is or was live (never a draft or one waiting for its time). */
export async function requireAnswerableForm(
  prisma: PrismaClient,
  kind: AssessmentKind,
  version: number,
  now: Date,
): Promise<FormRow> {
  const form = await findAnswerableForm(prisma, kind, version, now);
  if (!form) {
    throw badRequest(ASSESSMENT_MESSAGES.staleVersion, [
      { field: "body.form_version", reason: `Version ${version} of this form was never published` },
    ]);
  }
  return form;
}
