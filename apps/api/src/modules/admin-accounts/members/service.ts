import type { z } from "zod";
import {
  decodeAdminSeniorCursor,
  encodeAdminSeniorCursor,
  fullName,
  MEMBER_ADMIN_MESSAGES,
  type AccessClaims,
  type AdminSenior,
  type AdminSeniorsQuery,
} from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { AppError, badRequest, conflict } from "../../../errors.js";
import { findAdminSeniorPage, findMemberWithCoach, lockSeniors, staffNames, type AdminSeniorDbRow } from "./repo.js";

export type AdminSeniorsInput = z.output<typeof AdminSeniorsQuery>;

export interface AdminSeniorPage {
  items: AdminSenior[];
  last_evaluated_key: string | null;
}

export interface MemberAdminService {
  list(q: AdminSeniorsInput): Promise<AdminSeniorPage>;
  disable(user: AccessClaims, memberId: number, reason: string): Promise<{ member_id: number; is_active: boolean }>;
  enable(memberId: number): Promise<{ member_id: number; is_active: boolean }>;
}

const memberNotFound = (): AppError =>
  new AppError("NOT_FOUND", MEMBER_ADMIN_MESSAGES.memberNotFound, {
    fields: [{ field: "body.member_id", reason: MEMBER_ADMIN_MESSAGES.memberNotFound }],
  });

/** Name words (trimmed, spaces collapsed), all in the first, middle or last name; digits alone: the member id. */
function nameSearch(raw: string | undefined): Prisma.SeniorWhereInput[] {
  const words = (raw ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 1 && /^\d{1,6}$/.test(words[0] as string)) return [{ memberId: Number(words[0]) }];
  return words.map((w) => ({
    OR: (["firstName", "middleName", "lastName"] as const).map((f) => ({
      [f]: { contains: w, mode: "insensitive" as const },
    })),
  }));
}

function listWhere(q: AdminSeniorsInput): Prisma.SeniorWhereInput[] {
  const open = { unassignedAt: null };
  const and: Prisma.SeniorWhereInput[] = nameSearch(q.search_by_name);
  if (q.status) and.push({ isActive: q.status === "Active" });
  if (q.facility_id) and.push({ facilityId: q.facility_id });
  if (q.shift) and.push({ careAgentAssignments: { some: { ...open, staffUser: { shift: q.shift } } } });
  if (q.coach === "unassigned") and.push({ careAgentAssignments: { none: open } });
  else if (q.coach) and.push({ careAgentAssignments: { some: { ...open, staffUserId: q.coach } } });
  return and;
}

function toRow(s: AdminSeniorDbRow, disabledBy: Map<string, string>): AdminSenior {
  const coach = s.careAgentAssignments[0]?.staffUser;
  return {
    senior_id: s.id,
    account_id: s.accountId,
    member_id: s.memberId,
    name: { first_name: s.firstName, middle_name: s.middleName, last_name: s.lastName },
    full_name: fullName(s.firstName, s.middleName, s.lastName),
    email: s.email,
    mobile_number: s.mobileNumber,
    timezone: s.timezone,
    facility_id: s.facilityId,
    agency: s.facility?.name ?? null,
    coach_id: coach?.id ?? null,
    coach_name: coach ? fullName(coach.firstName, coach.middleName, coach.lastName) : null,
    coach_shift: coach?.shift ?? null,
    is_active: s.isActive,
    disabled_reason: s.disabledReason,
    disabled_at: s.disabledAt?.toISOString() ?? null,
    account_disabled_by: s.disabledById ? (disabledBy.get(s.disabledById) ?? null) : null,
    member_since: s.createdAt.toISOString(),
  };
}

export function createMemberAdminService(deps: { prisma: PrismaClient }): MemberAdminService {
  const { prisma } = deps;
  return {
    async list(q) {
      const where = listWhere(q);
      if (q.last_evaluated_key !== undefined) {
        const c = decodeAdminSeniorCursor(q.last_evaluated_key);
        if (!c) throw badRequest("Invalid last_evaluated_key");
        where.push({
          OR: [
            { lastName: { gt: c.lastName } },
            { lastName: c.lastName, firstName: { gt: c.firstName } },
            { lastName: c.lastName, firstName: c.firstName, memberId: { gt: c.memberId } },
          ],
        });
      }
      const rows = await findAdminSeniorPage(prisma, { AND: where }, q.limit + 1);
      const page = rows.slice(0, q.limit);
      const names = await staffNames(
        prisma,
        page.flatMap((r) => (r.disabledById ? [r.disabledById] : [])),
      );
      const byId = new Map(names.map((n) => [n.id, fullName(n.firstName, n.middleName, n.lastName)]));
      const last = page.at(-1);
      return {
        items: page.map((r) => toRow(r, byId)),
        last_evaluated_key:
          rows.length > q.limit && last
            ? encodeAdminSeniorCursor({ lastName: last.lastName, firstName: last.firstName, memberId: last.memberId })
            : null,
      };
    },

    async disable(user, memberId, reason) {
      return prisma.$transaction(async (tx) => {
        const found = await tx.senior.findUnique({ where: { memberId }, select: { id: true } });
        if (!found) throw memberNotFound();
        await lockSeniors(tx, [found.id]);
        const member = await findMemberWithCoach(tx, memberId);
        if (!member) throw memberNotFound();
        const coach = member.careAgentAssignments[0]?.staffUser;
        if (coach)
          throw conflict(
            MEMBER_ADMIN_MESSAGES.stillAssigned(fullName(coach.firstName, coach.middleName, coach.lastName)),
          );
        // Disabling twice keeps the first reason: the member was already out of every list.
        if (member.isActive) {
          await tx.senior.update({
            where: { id: member.id },
            data: { isActive: false, disabledReason: reason, disabledById: user.sub, disabledAt: new Date() },
          });
        }
        return { member_id: memberId, is_active: false };
      });
    },

    async enable(memberId) {
      const member = await prisma.senior.findUnique({ where: { memberId }, select: { id: true } });
      if (!member) throw memberNotFound();
      // The reason goes with the state; who disabled when stays in the audit trail.
      await prisma.senior.update({
        where: { id: member.id },
        data: { isActive: true, disabledReason: null, disabledById: null, disabledAt: null },
      });
      return { member_id: memberId, is_active: true };
    },
  };
}
