import type { z } from "zod";
import {
  APPLICATION_CODES,
  ASSESSMENT_MESSAGES,
  decodeHistoryCursor,
  encodeHistoryCursor,
  scoreAssessment,
  WELLNESS_SURVEY_WINDOW_DAYS,
  type AccessClaims,
  type Answers,
  type AssessmentRecord,
  type AssessmentResponse,
  type HistoryCursor,
  type assessmentRoutes,
  type WellnessSurvey,
} from "@care/contracts";
import type { AssessmentForm as FormRow, PrismaClient, Senior } from "@care/db";
import { DAY_MS, startOfDay } from "@care/time";
import { requireSenior } from "../../access/senior-visibility.js";
import { badRequest, conflict } from "../../errors.js";
import { staffNames } from "../medical/conditions/repo.js";
import type { KindActivity } from "./completion.js";
import { findFormsById, findLiveForm } from "./forms-repo.js";
import { formBlocks, surveyAsResponse, toForm, toSurvey } from "./mappers.js";
import { requireAnswerableForm, requireFittingAnswers } from "./answers.js";
import {
  latestFormSurvey,
  latestSurvey,
  listFormSurveys,
  listSurveys,
  lockSeniorSurveys,
  surveySince,
  type SurveyWithForm,
} from "./surveys-repo.js";

type R = typeof assessmentRoutes;
type SaveBody = z.output<R["save"]["body"]>;
type SurveyBody = z.output<R["saveWellnessSurvey"]["body"]>;
type ListQuery = z.output<R["listWellnessSurveys"]["querystring"]>;
type HeaderBase = Pick<AssessmentRecord["header"], "preferredName" | "accountId" | "age" | "gender">;

const KIND = "wellness_survey";

export interface SurveyService {
  latestActivity(seniorId: string): Promise<KindActivity | null>;
  record(senior: Senior, header: HeaderBase, now: Date): Promise<AssessmentRecord>;
  saveFromAssessment(user: AccessClaims, senior: Senior, body: SaveBody, now: Date): Promise<void>;
  save(user: AccessClaims, body: SurveyBody): Promise<WellnessSurvey>;
  list(user: AccessClaims, q: ListQuery): Promise<z.output<R["listWellnessSurveys"]["data"]>>;
  history(
    seniorId: string,
    after: HistoryCursor | null,
    size: number,
  ): Promise<{ items: AssessmentResponse[]; more: boolean }>;
}

interface SurveyWrite {
  form: FormRow;
  answers: Answers;
  notes: string | null | undefined;
  complete: boolean;
}

const answeredOnForm = (s: SurveyWithForm): s is SurveyWithForm & { formId: string; form: { version: number } } =>
  s.formId !== null && s.form !== null;

/**
 * Wellness surveys (spec 2 §3, §7; issue 14 item 3). One survey a day per senior, on the senior's own calendar:
 * while today's is incomplete, saves update it; once it is completed, another answers 409 with 2032.3001. Both the
 * survey routes and the Assessments screen's wellness-survey group write through `write`.
 */
export function createSurveyService(prisma: PrismaClient): SurveyService {
  async function write(user: AccessClaims, senior: Senior, w: SurveyWrite, now: Date): Promise<SurveyWithForm> {
    const scores = scoreAssessment(KIND, formBlocks(w.form), w.answers);
    const data = {
      formId: w.form.id,
      answers: w.answers as object,
      score: scores?.total ?? null,
      scoreLimit: scores?.max ?? null,
      isCompleted: w.complete,
      updatedById: user.sub,
      ...(w.notes === undefined ? {} : { notes: w.notes }),
    };
    return prisma.$transaction(async (tx) => {
      await lockSeniorSurveys(tx, senior.id);
      const today = await surveySince(tx, senior.id, new Date(startOfDay(now.getTime(), senior.timezone)));
      if (today?.isCompleted) throw conflict(ASSESSMENT_MESSAGES.multipleSurvey, APPLICATION_CODES.multipleSurvey);
      const include = { form: { select: { version: true } } } as const;
      return today
        ? tx.wellnessSurvey.update({ where: { id: today.id }, data, include })
        : tx.wellnessSurvey.create({ data: { ...data, seniorId: senior.id, createdById: user.sub }, include });
    });
  }

  function responseOf(s: SurveyWithForm, forms: ReadonlyMap<string, FormRow>, names: ReadonlyMap<string, string>) {
    if (!answeredOnForm(s)) return null;
    const form = forms.get(s.formId);
    const scores = form ? scoreAssessment(KIND, formBlocks(form), s.answers as Answers) : null;
    return surveyAsResponse(s, names, scores);
  }

  async function formsOf(rows: readonly SurveyWithForm[]): Promise<Map<string, FormRow>> {
    const ids = rows.map((r) => r.formId).filter((id): id is string => id !== null);
    return new Map((await findFormsById(prisma, ids)).map((f) => [f.id, f]));
  }

  return {
    async latestActivity(seniorId) {
      const s = await latestSurvey(prisma, seniorId);
      return s ? { status: s.isCompleted ? "submit" : "save", at: s.updatedAt } : null;
    },

    async record(senior, header, now) {
      const [survey, live] = await Promise.all([latestFormSurvey(prisma, senior.id), findLiveForm(prisma, KIND, now)]);
      const forms = await formsOf(survey ? [survey] : []);
      const formRow = (survey?.formId ? forms.get(survey.formId) : undefined) ?? live;
      const names = await staffNames(prisma, [
        survey?.updatedById ?? null,
        survey?.createdById ?? null,
        formRow?.createdById ?? null,
        formRow?.updatedById ?? null,
      ]);
      const response = survey ? responseOf(survey, forms, names) : null;
      return {
        group: "wellness-survey",
        kind: KIND,
        header: {
          ...header,
          status: response?.status ?? null,
          dateTime: response?.dateTime ?? null,
          careAgentName: response?.careAgentName ?? null,
          version: response?.version ?? null,
        },
        response,
        form: formRow ? toForm(formRow, names, now) : null,
        live_version: live?.version ?? null,
      };
    },

    async saveFromAssessment(user, senior, body, now) {
      if (body.action === "submit_later") {
        throw badRequest("A wellness survey cannot be submitted later", [
          { field: "body.action", reason: "Use save or submit for a wellness survey" },
        ]);
      }
      let form: FormRow;
      let answers: Answers = body.answers;
      if (body.action === "reset") {
        const live = await findLiveForm(prisma, KIND, now);
        if (!live) throw badRequest(ASSESSMENT_MESSAGES.notEnabled);
        form = live;
        answers = {};
      } else {
        form = await requireAnswerableForm(prisma, KIND, body.form_version as number, now);
        requireFittingAnswers(form, answers, body.action === "submit");
      }
      await write(user, senior, { form, answers, notes: body.notes, complete: body.action === "submit" }, now);
    },

    async save(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const now = new Date();
      const form = await requireAnswerableForm(prisma, KIND, body.form_version, now);
      requireFittingAnswers(form, body.answers, body.is_survey_completed);
      const saved = await write(
        user,
        senior,
        { form, answers: body.answers, notes: body.notes, complete: body.is_survey_completed },
        now,
      );
      return toSurvey(saved, await staffNames(prisma, [saved.updatedById, saved.createdById]));
    },

    async list(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const to = q.end_time ? new Date(q.end_time) : new Date();
      const from = q.start_time
        ? new Date(q.start_time)
        : new Date(to.getTime() - WELLNESS_SURVEY_WINDOW_DAYS * DAY_MS);
      const rows = await listSurveys(prisma, {
        seniorId: senior.id,
        from,
        to,
        completed: q.is_survey_completed,
        ascending: q.ascending,
        after: q.last_evaluated_key ? decodeHistoryCursor(q.last_evaluated_key) : null,
        take: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const names = await staffNames(
        prisma,
        page.flatMap((r) => [r.updatedById, r.createdById]),
      );
      const last = page.at(-1);
      return {
        items: page.map((r) => toSurvey(r, names)),
        lastEvaluatedKey:
          rows.length > q.limit && last ? encodeHistoryCursor({ at: last.createdAt.getTime(), id: last.id }) : null,
      };
    },

    async history(seniorId, after, size) {
      const rows = await listFormSurveys(prisma, seniorId, after, size + 1);
      const page = rows.slice(0, size);
      const [forms, names] = await Promise.all([
        formsOf(page),
        staffNames(
          prisma,
          page.flatMap((r) => [r.updatedById, r.createdById]),
        ),
      ]);
      const items = page.map((r) => responseOf(r, forms, names)).filter((r): r is AssessmentResponse => r !== null);
      return { items, more: rows.length > size };
    },
  };
}
