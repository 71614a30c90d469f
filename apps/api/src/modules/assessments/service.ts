import type { z } from "zod";
import {
  ASSESSMENT_GROUP_KINDS,
  ASSESSMENT_MESSAGES,
  decodeHistoryCursor,
  encodeHistoryCursor,
  PAGE_SIZES,
  scoreAssessment,
  type AccessClaims,
  type AssessmentForm,
  type AssessmentGroup,
  type AssessmentKind,
  type AssessmentRecord,
  type AssessmentResponse,
  type Answers,
  type FormKind,
  type assessmentRoutes,
} from "@care/contracts";
import { Prisma, type AssessmentForm as FormRow, type PrismaClient, type Senior } from "@care/db";
import { ageAt } from "@care/time";
import { requireSenior } from "../../access/senior-visibility.js";
import { badRequest, notFound } from "../../errors.js";
import { staffNames } from "../medical/conditions/repo.js";
import { assessmentStatus, type KindActivity } from "./completion.js";
import { findAnswerableForm, findFormsById, findLiveForm, liveFormKinds } from "./forms-repo.js";
import { formBlocks, toForm, toResponse } from "./mappers.js";
import {
  effectiveStatus,
  latestMedication,
  latestResponse,
  latestResponsePerKind,
  listResponses,
  lockSeniorKind,
  submittedDate,
  type ResponseWithForm,
} from "./responses-repo.js";
import { requireAnswerableForm, requireFittingAnswers } from "./answers.js";
import { createSurveyService, type SurveyService } from "./surveys-service.js";

type R = typeof assessmentRoutes;
type SeniorQuery = z.output<R["get"]["querystring"]>;
type SaveBody = z.output<R["save"]["body"]>;
type HistoryQuery = z.output<R["history"]["querystring"]>;

export interface AssessmentService {
  status(user: AccessClaims, q: z.output<R["status"]["querystring"]>): Promise<z.output<R["status"]["data"]>>;
  form(group: AssessmentGroup, version: number | undefined): Promise<AssessmentForm>;
  get(user: AccessClaims, group: AssessmentGroup, q: SeniorQuery): Promise<AssessmentRecord>;
  save(user: AccessClaims, group: AssessmentGroup, body: SaveBody): Promise<AssessmentRecord>;
  history(user: AccessClaims, group: AssessmentGroup, q: HistoryQuery): Promise<z.output<R["history"]["data"]>>;
  surveys: SurveyService;
}

/** Spec 2 §2 'Assessment record header' fields that come from the senior. */
async function seniorHeader(
  prisma: PrismaClient,
  senior: Senior,
  now: Date,
): Promise<Pick<AssessmentRecord["header"], "preferredName" | "accountId" | "age" | "gender">> {
  const basic = await prisma.seniorBasicInfo.findUnique({
    where: { seniorId: senior.id },
    select: { preferredName: true },
  });
  return {
    preferredName: basic?.preferredName ?? senior.firstName,
    accountId: senior.accountId,
    age: senior.dob ? ageAt(senior.dob, now.getTime()) : null,
    gender: senior.gender,
  };
}

const asJson = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;

/**
 * The Assessments tab (issue 14 items 2–4, 6). A senior has at most one open draft per kind: Save and Submit update
 * it, or start a new response when the latest is submitted. Scores are computed here from the answers and the form
 * version they were given on — never taken from the client — and stored with the response.
 */
export function createAssessmentService(prisma: PrismaClient): AssessmentService {
  const surveys = createSurveyService(prisma);

  async function record(
    senior: Senior,
    group: AssessmentGroup,
    response: ResponseWithForm | null,
    now: Date,
  ): Promise<AssessmentRecord> {
    const kind = ASSESSMENT_GROUP_KINDS[group];
    const live = await findLiveForm(prisma, kind, now);
    const [answered] = response ? await findFormsById(prisma, [response.formId]) : [null];
    const formRow = answered ?? live;
    const names = await staffNames(prisma, [
      response?.careAgentId ?? null,
      formRow?.createdById ?? null,
      formRow?.updatedById ?? null,
    ]);
    const mapped = response ? toResponse(response, names, now) : null;
    return {
      group,
      kind,
      header: {
        ...(await seniorHeader(prisma, senior, now)),
        status: mapped?.status ?? null,
        dateTime: mapped?.dateTime ?? null,
        careAgentName: mapped?.careAgentName ?? null,
        version: mapped?.version ?? null,
      },
      response: mapped,
      form: formRow ? toForm(formRow, names, now) : null,
      live_version: live?.version ?? null,
    };
  }

  return {
    surveys,

    async status(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const now = new Date();
      const [enabled, responses, survey, medication] = await Promise.all([
        liveFormKinds(prisma, now),
        latestResponsePerKind(prisma, senior.id),
        surveys.latestActivity(senior.id),
        latestMedication(prisma, senior.id),
      ]);
      const latest = new Map<AssessmentKind, KindActivity>();
      for (const r of responses) {
        const status = effectiveStatus(r, now);
        latest.set(r.kind, { status, at: (status === "submit" ? submittedDate(r) : null) ?? r.updatedAt });
      }
      if (survey) latest.set("wellness_survey", survey);
      if (medication) latest.set("medication_list", { status: medication.status, at: medication.modifiedAt });
      return assessmentStatus({ enabled, latest, now });
    },

    async form(group, version) {
      const kind = ASSESSMENT_GROUP_KINDS[group];
      const now = new Date();
      const row =
        version === undefined
          ? await findLiveForm(prisma, kind, now)
          : await findAnswerableForm(prisma, kind, version, now);
      if (!row) throw notFound("Assessment form");
      return toForm(row, await staffNames(prisma, [row.createdById, row.updatedById]), now);
    },

    async get(user, group, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const now = new Date();
      if (group === "wellness-survey") return surveys.record(senior, await seniorHeader(prisma, senior, now), now);
      return record(senior, group, await latestResponse(prisma, senior.id, ASSESSMENT_GROUP_KINDS[group]), now);
    },

    async save(user, group, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const now = new Date();
      if (group === "wellness-survey") {
        await surveys.saveFromAssessment(user, senior, body, now);
        return surveys.record(senior, await seniorHeader(prisma, senior, now), now);
      }
      const kind: FormKind = ASSESSMENT_GROUP_KINDS[group];
      let form: FormRow;
      let answers: Answers;
      if (body.action === "reset") {
        const live = await findLiveForm(prisma, kind, now);
        if (!live) throw badRequest(ASSESSMENT_MESSAGES.notEnabled);
        form = live;
        answers = {};
      } else {
        form = await requireAnswerableForm(prisma, kind, body.form_version as number, now);
        answers = body.answers;
        requireFittingAnswers(form, answers, body.action !== "save");
      }
      const submitAt = body.action === "submit_later" ? new Date(body.publish_date_time as string) : null;
      if (submitAt && submitAt <= now) {
        throw badRequest(ASSESSMENT_MESSAGES.publishInPast, [
          { field: "body.publish_date_time", reason: ASSESSMENT_MESSAGES.publishInPast },
        ]);
      }
      const scores = scoreAssessment(kind, formBlocks(form), answers);
      const data = {
        formId: form.id,
        answers: asJson(answers),
        scores: scores ? asJson(scores) : Prisma.DbNull,
        score: scores?.total ?? null,
        status: body.action === "submit" ? ("submit" as const) : ("save" as const),
        submittedAt: body.action === "submit" ? now : null,
        submitAt,
        careAgentId: user.sub,
      };
      await prisma.$transaction(async (tx) => {
        await lockSeniorKind(tx, senior.id, kind);
        const latest = await latestResponse(tx, senior.id, kind);
        if (latest && effectiveStatus(latest, now) === "save") {
          await tx.assessmentResponse.update({ where: { id: latest.id }, data });
        } else {
          await tx.assessmentResponse.create({ data: { ...data, seniorId: senior.id, kind } });
        }
      });
      return record(senior, group, await latestResponse(prisma, senior.id, kind), now);
    },

    async history(user, group, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const after = q.last_evaluated_key ? decodeHistoryCursor(q.last_evaluated_key) : null;
      const size = PAGE_SIZES.assessmentHistory;
      const now = new Date();
      let items: AssessmentResponse[];
      let more: boolean;
      if (group === "wellness-survey") {
        ({ items, more } = await surveys.history(senior.id, after, size));
      } else {
        const rows = await listResponses(prisma, senior.id, ASSESSMENT_GROUP_KINDS[group], after, size + 1);
        more = rows.length > size;
        const page = rows.slice(0, size);
        const names = await staffNames(
          prisma,
          page.map((r) => r.careAgentId),
        );
        items = page.map((r) => toResponse(r, names, now));
      }
      const last = items.at(-1);
      return {
        items,
        last_evaluated_key:
          more && last ? encodeHistoryCursor({ at: Date.parse(last.created_date), id: last.response_id }) : null,
      };
    },
  };
}
