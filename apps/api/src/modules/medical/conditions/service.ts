import type { z } from "zod";
import {
  nextOffset,
  type AccessClaims,
  type MedicalCondition,
  type MedicalConditionVersion,
  type medicalRoutes,
} from "@care/contracts";
import type { MedicalCondition as ConditionRow, PrismaClient } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { notFound } from "../../../errors.js";
import { dateColumn, isoDate, requireNotAfterSeniorToday } from "../shared/dates.js";
import {
  findCondition,
  listConditions,
  listVersions,
  recordVersion,
  staffNames,
  type ConditionColumns,
} from "./repo.js";

type R = typeof medicalRoutes;
type ListQuery = z.output<R["listConditions"]["querystring"]>;
type HistoryQuery = z.output<R["conditionHistory"]["querystring"]>;
type CreateBody = z.output<R["createCondition"]["body"]>;
type UpdateBody = z.output<R["updateCondition"]["body"]>;

export interface MedicalConditionService {
  list(user: AccessClaims, q: ListQuery): Promise<z.output<R["listConditions"]["data"]>>;
  history(user: AccessClaims, q: HistoryQuery): Promise<z.output<R["conditionHistory"]["data"]>>;
  create(user: AccessClaims, body: CreateBody): Promise<MedicalCondition>;
  update(user: AccessClaims, body: UpdateBody): Promise<MedicalCondition>;
  remove(user: AccessClaims, seniorId: string, conditionId: string, accountId?: string): Promise<void>;
}

function toCondition(row: ConditionRow): MedicalCondition {
  return {
    medical_condition_id: row.id,
    condition: row.condition,
    severity_level: row.severityLevel,
    date_of_onset: isoDate(row.dateOfOnset),
    notes: row.notes,
    created_date: row.createdAt.toISOString(),
    modification_date: row.updatedAt.toISOString(),
  };
}

const columns = (b: CreateBody): ConditionColumns => ({
  condition: b.condition,
  severityLevel: b.severity_level,
  dateOfOnset: dateColumn(b.date_of_onset),
  notes: b.notes,
});

/**
 * A senior's medical conditions (spec 2 §3, §7). Every create, update and delete writes a numbered version in the
 * same transaction, so the history is exactly the list of changes; a delete hides the condition from the list and
 * keeps its versions.
 */
export function createMedicalConditionService(prisma: PrismaClient): MedicalConditionService {
  return {
    async list(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const { rows, total } = await listConditions(prisma, senior.id, q.offset, q.limit);
      return { items: rows.map(toCondition), total, next_offset: nextOffset(q.offset, rows.length, total) };
    },

    async history(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const { rows, total } = await listVersions(prisma, senior.id, q.medical_condition_id, q.offset, q.limit);
      const names = await staffNames(
        prisma,
        rows.map((r) => r.changedById),
      );
      const items: MedicalConditionVersion[] = rows.map((r) => ({
        history_id: r.id,
        medical_condition_id: r.medicalConditionId,
        version: r.version,
        change: r.change,
        condition: r.condition,
        severity_level: r.severityLevel,
        date_of_onset: isoDate(r.dateOfOnset),
        notes: r.notes,
        changed_by: r.changedById ? (names.get(r.changedById) ?? null) : null,
        changed_at: r.changedAt.toISOString(),
      }));
      return { items, total, next_offset: nextOffset(q.offset, rows.length, total) };
    },

    async create(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      requireNotAfterSeniorToday(body.date_of_onset, senior.timezone, "body.date_of_onset");
      const row = await prisma.$transaction(async (tx) => {
        const created = await tx.medicalCondition.create({
          data: { seniorId: senior.id, ...columns(body), createdById: user.sub, updatedById: user.sub },
        });
        await recordVersion(tx, created, "created", user.sub);
        return created;
      });
      return toCondition(row);
    },

    async update(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      requireNotAfterSeniorToday(body.date_of_onset, senior.timezone, "body.date_of_onset");
      const row = await prisma.$transaction(async (tx) => {
        const current = await findCondition(tx, senior.id, body.medical_condition_id);
        if (!current) throw notFound("Medical condition");
        const updated = await tx.medicalCondition.update({
          where: { id: current.id },
          data: { ...columns(body), updatedById: user.sub },
        });
        await recordVersion(tx, updated, "updated", user.sub);
        return updated;
      });
      return toCondition(row);
    },

    async remove(user, seniorId, conditionId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      await prisma.$transaction(async (tx) => {
        const current = await findCondition(tx, senior.id, conditionId);
        if (!current) throw notFound("Medical condition");
        const deleted = await tx.medicalCondition.update({
          where: { id: current.id },
          data: { deletedAt: new Date(), updatedById: user.sub },
        });
        await recordVersion(tx, deleted, "deleted", user.sub);
      });
    },
  };
}
