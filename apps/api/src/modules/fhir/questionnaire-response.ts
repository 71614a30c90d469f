import type {
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
} from "@medplum/fhirtypes";
import type { AccessClaims, FhirDateBound } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { pageOverTwo, type Page, type PageOf } from "./bundle.js";
import { idList, instantWhere, isUuid, uuidsOf } from "./dates.js";
import { patientScope } from "./scope.js";
import { QUESTIONNAIRE_BASE } from "./systems.js";

// Assessments (assessment_response) and wellness surveys (wellness_survey) as QuestionnaireResponses: the form
// version answered is the `questionnaire` (urn:care-platform:questionnaire:<kind>|<version>), each block of the form
// a group item and each answered question an item with its choice (code and label) and its comment. The condition
// severity and onset of the medical-condition form are not exported. Scores stay on the portal for now.

const formSelect = { select: { kind: true, version: true, form: true } } as const;
type AssessmentRow = Prisma.AssessmentResponseGetPayload<{ include: { form: typeof formSelect } }>;
type SurveyRow = Prisma.WellnessSurveyGetPayload<{ include: { form: typeof formSelect } }>;

interface Question {
  id: string;
  question: string;
  choices: Map<string, string>;
}
interface Block {
  header: string;
  questions: Question[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/** The stored form (a list of blocks, docs/assessments.md), read leniently: what does not fit is left out. */
function blocksOf(form: Prisma.JsonValue): Block[] {
  if (!Array.isArray(form)) return [];
  return (form as unknown[]).filter(isObject).map((b) => ({
    header: text(b.header) ?? "",
    questions: (Array.isArray(b.data) ? (b.data as unknown[]) : []).filter(isObject).flatMap((q) => {
      const id = text(q.id);
      if (!id) return [];
      const options: unknown[] = [
        ...(Array.isArray(q.mcq_options) ? (q.mcq_options as unknown[]) : []),
        ...(Array.isArray(q.options) ? (q.options as unknown[]) : []),
      ];
      const choices = new Map<string, string>();
      for (const o of options.filter(isObject)) {
        // mcq options answer their `key`, scored options their `value`.
        const code = text(o.key) ?? text(o.value);
        if (code) choices.set(code, text(o.label) ?? code);
      }
      return [{ id, question: text(q.question) ?? id, choices }];
    }),
  }));
}

function answersOf(system: string, q: Question, answer: unknown): QuestionnaireResponseItemAnswer[] {
  if (!isObject(answer)) return [];
  const value = text(answer.value);
  const comment = text(answer.text);
  return [
    ...(value ? [{ valueCoding: { system, code: value, display: q.choices.get(value) ?? value } }] : []),
    ...(comment ? [{ valueString: comment }] : []),
  ];
}

function itemsOf(kind: string, form: Prisma.JsonValue, answers: Prisma.JsonValue): QuestionnaireResponseItem[] {
  const given = isObject(answers) ? answers : {};
  const system = `${QUESTIONNAIRE_BASE}:${kind}`;
  return blocksOf(form).flatMap((block, i) => {
    const item = block.questions.flatMap((q) => {
      const answer = answersOf(system, q, given[q.id]);
      return answer.length > 0 ? [{ linkId: q.id, text: q.question, answer }] : [];
    });
    return item.length > 0 ? [{ linkId: `block-${i + 1}`, text: block.header, item }] : [];
  });
}

function response(
  id: string,
  updatedAt: Date,
  form: { kind: string; version: number; form: Prisma.JsonValue } | null,
  kind: string,
  answers: Prisma.JsonValue,
  rest: Pick<QuestionnaireResponse, "status" | "subject" | "authored" | "author">,
): QuestionnaireResponse {
  const item = form ? itemsOf(kind, form.form, answers) : [];
  return {
    resourceType: "QuestionnaireResponse",
    id,
    meta: { lastUpdated: updatedAt.toISOString() },
    ...(form ? { questionnaire: `${QUESTIONNAIRE_BASE}:${kind}|${form.version}` } : {}),
    ...rest,
    ...(item.length > 0 ? { item } : {}),
  };
}

export function assessmentToResponse(r: AssessmentRow, now: Date): QuestionnaireResponse {
  // Submit Later: the response counts as submitted from its submit time (docs/assessments.md "Responses").
  const submitted = r.status === "submit" || (r.submitAt !== null && r.submitAt <= now);
  return response(r.id, r.updatedAt, r.form, r.kind, r.answers, {
    status: submitted ? "completed" : "in-progress",
    subject: { reference: `Patient/${r.seniorId}` },
    authored: (r.submittedAt ?? r.submitAt ?? r.updatedAt).toISOString(),
    ...(r.careAgentId ? { author: { reference: `Practitioner/${r.careAgentId}` } } : {}),
  });
}

export function surveyToResponse(s: SurveyRow): QuestionnaireResponse {
  return response(s.id, s.updatedAt, s.form, "wellness_survey", s.answers, {
    status: s.isCompleted ? "completed" : "in-progress",
    subject: { reference: `Patient/${s.seniorId}` },
    // A survey is taken once: when its row was made (the score Observation is effective then too).
    authored: s.createdAt.toISOString(),
    ...((s.updatedById ?? s.createdById)
      ? { author: { reference: `Practitioner/${s.updatedById ?? s.createdById}` } }
      : {}),
  });
}

export interface ResponseSearch {
  _id?: string;
  _lastUpdated?: FhirDateBound[];
  patient?: string;
}

/** What both tables are searched by: the seniors in scope, then the parameters. */
function common(
  user: AccessClaims,
  q: Omit<ResponseSearch, "_id"> & { ids?: string[] },
): Prisma.AssessmentResponseWhereInput & Prisma.WellnessSurveyWhereInput {
  const updated = instantWhere(q._lastUpdated);
  return {
    senior: patientScope(user),
    ...(q.patient ? { seniorId: q.patient } : {}),
    ...(q.ids ? { id: { in: uuidsOf(q.ids) } } : {}),
    ...(updated ? { updatedAt: updated } : {}),
  };
}

/** Assessments first, then wellness surveys, each by id. */
export async function searchQuestionnaireResponses(
  db: Db,
  user: AccessClaims,
  q: ResponseSearch,
  page: Page,
): Promise<PageOf<QuestionnaireResponse>> {
  const where = common(user, { ...q, ids: idList(q._id) });
  const include = { form: formSelect };
  const got = await pageOverTwo(
    page,
    {
      size: () => db.assessmentResponse.count({ where }),
      fetchPage: (skip, take) => db.assessmentResponse.findMany({ where, include, orderBy: { id: "asc" }, skip, take }),
    },
    { fetchPage: (skip, take) => db.wellnessSurvey.findMany({ where, include, orderBy: { id: "asc" }, skip, take }) },
  );
  const now = new Date();
  return {
    resources: [...got.first.map((r) => assessmentToResponse(r, now)), ...got.second.map(surveyToResponse)],
    more: got.more,
  };
}

export async function readQuestionnaireResponse(
  db: Db,
  user: AccessClaims,
  id: string,
): Promise<QuestionnaireResponse | null> {
  if (!isUuid(id)) return null;
  const where = { ...common(user, {}), id: id.toLowerCase() };
  const include = { form: formSelect };
  const assessment = await db.assessmentResponse.findFirst({ where, include });
  if (assessment) return assessmentToResponse(assessment, new Date());
  const survey = await db.wellnessSurvey.findFirst({ where, include });
  return survey ? surveyToResponse(survey) : null;
}
