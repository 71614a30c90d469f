import type { z } from "zod";
import {
  ASSESSMENT_GROUP_KINDS,
  ASSESSMENT_MESSAGES,
  blocksToForm,
  decodeHistoryCursor,
  encodeHistoryCursor,
  PAGE_SIZES,
  type AccessClaims,
  type AssessmentForm,
  type EditableAssessmentGroup,
  type FormDefinitionInputValue,
  type SurveyBlock,
  type assessmentRoutes,
} from "@care/contracts";
import type { AssessmentForm as FormRow, Prisma, PrismaClient } from "@care/db";
import { badRequest } from "../../errors.js";
import { staffNames } from "../medical/conditions/repo.js";
import { findDraft, findLiveForm, findScheduled, listVersions, lockKind, nextVersion } from "./forms-repo.js";
import { effectiveFormStatus, formBlocks, toForm } from "./mappers.js";

type R = typeof assessmentRoutes;
type SaveBody = z.output<R["adminSaveForm"]["body"]>;
type HistoryData = z.output<R["adminHistory"]["data"]>;

export interface AssessmentEditorService {
  get(group: EditableAssessmentGroup): Promise<z.output<R["adminForm"]["data"]>>;
  save(user: AccessClaims, group: EditableAssessmentGroup, body: SaveBody): Promise<AssessmentForm>;
  history(group: EditableAssessmentGroup, lastKey: string | undefined): Promise<HistoryData>;
}

/**
 * Gives new questions an id (q1, q2… not yet used in the form) so that answers can name them. Ids an administrator
 * kept stay: an answer follows its question from version to version.
 */
export function withQuestionIds(form: FormDefinitionInputValue): SurveyBlock[] {
  const used = new Set(form.flatMap((b) => b.data.map((q) => q.id).filter((id) => id !== undefined)));
  let n = 0;
  const fresh = (): string => {
    do n += 1;
    while (used.has(`q${n}`));
    used.add(`q${n}`);
    return `q${n}`;
  };
  return form.map((b) => ({ header: b.header, data: b.data.map((q) => ({ ...q, id: q.id ?? fresh() })) }));
}

const json = (form: SurveyBlock[]): Prisma.InputJsonValue => form as unknown as Prisma.InputJsonValue;

/**
 * The admin editors (spec 2 §2, §7; issue 14 item 3). A kind has at most one open draft; publishing makes the draft
 * (or the form sent) a new version, live now or at a chosen time. Published versions are never edited: responses
 * keep pointing at the version they answered.
 */
export function createAssessmentEditorService(prisma: PrismaClient): AssessmentEditorService {
  async function mapped(rows: (FormRow | null)[], now: Date): Promise<(AssessmentForm | null)[]> {
    const names = await staffNames(
      prisma,
      rows.flatMap((r) => [r?.createdById ?? null, r?.updatedById ?? null]),
    );
    return rows.map((r) => (r ? toForm(r, names, now) : null));
  }

  return {
    async get(group) {
      const kind = ASSESSMENT_GROUP_KINDS[group];
      const now = new Date();
      const [current, draft, scheduled] = await mapped(
        await Promise.all([findLiveForm(prisma, kind, now), findDraft(prisma, kind), findScheduled(prisma, kind, now)]),
        now,
      );
      return { current: current ?? null, draft: draft ?? null, scheduled: scheduled ?? null };
    },

    async save(user, group, body) {
      const kind = ASSESSMENT_GROUP_KINDS[group];
      const now = new Date();
      const publishAt = body.publish_date_time ? new Date(body.publish_date_time) : now;
      if (body.action === "publish" && body.publish_date_time && publishAt <= now) {
        throw badRequest(ASSESSMENT_MESSAGES.publishInPast, [
          { field: "body.publish_date_time", reason: ASSESSMENT_MESSAGES.publishInPast },
        ]);
      }
      const form = json(withQuestionIds(body.form));
      const status =
        body.action === "save"
          ? ("draft" as const)
          : body.publish_date_time
            ? ("scheduled" as const)
            : ("published" as const);
      const row = await prisma.$transaction(async (tx) => {
        await lockKind(tx, kind);
        const draft = await findDraft(tx, kind);
        const data = { form, status, publishAt: status === "draft" ? null : publishAt, updatedById: user.sub };
        if (draft) return tx.assessmentForm.update({ where: { id: draft.id }, data });
        return tx.assessmentForm.create({
          data: { ...data, kind, version: await nextVersion(tx, kind), createdById: user.sub },
        });
      });
      const [out] = await mapped([row], now);
      return out as AssessmentForm;
    },

    async history(group, lastKey) {
      const kind = ASSESSMENT_GROUP_KINDS[group];
      const size = PAGE_SIZES.assessmentHistory;
      const rows = await listVersions(prisma, kind, lastKey ? decodeHistoryCursor(lastKey) : null, size + 1);
      const page = rows.slice(0, size);
      const names = await staffNames(
        prisma,
        page.flatMap((r) => [r.updatedById, r.createdById]),
      );
      const now = new Date();
      const last = page.at(-1);
      return {
        items: page.map((r) => {
          const admin = r.updatedById ?? r.createdById;
          return {
            form_id: r.id,
            versionNumber: r.version,
            formStatus: effectiveFormStatus(r, now),
            createdDateAndTime: r.createdAt.toISOString(),
            publishedDateAndTime: r.publishAt?.toISOString() ?? null,
            adminName: admin ? (names.get(admin) ?? null) : null,
            form: blocksToForm(formBlocks(r)),
          };
        }),
        last_evaluated_key:
          rows.length > size && last ? encodeHistoryCursor({ at: last.createdAt.getTime(), id: last.id }) : null,
      };
    },
  };
}
