import type { z } from "zod";
import {
  encodeSeniorListCursor,
  decodeSeniorListCursor,
  fullName,
  type AccessClaims,
  type SeniorHeader,
  type SeniorListCursor,
  type SeniorListQuery,
  type SeniorListRow,
} from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { isCareAgent, requireSenior, seniorScope } from "../../access/senior-visibility.js";
import { badRequest, notFound } from "../../errors.js";
import { seniorSearchFilters } from "../../http/senior-search.js";
import { findSeniorForHeader, findSeniorListPage, type SeniorListDbRow } from "./repo.js";

export type SeniorListInput = z.output<typeof SeniorListQuery>;
export interface SeniorListPage {
  items: SeniorListRow[];
  last_evaluated_key: string | null;
}

export interface SeniorListService {
  list(user: AccessClaims, query: SeniorListInput): Promise<SeniorListPage>;
  header(user: AccessClaims, seniorId: string, accountId?: string): Promise<SeniorHeader>;
}

const isoDate = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

function toRow(s: SeniorListDbRow): SeniorListRow {
  const coach = s.careAgentAssignments[0]?.staffUser;
  return {
    senior_id: s.id,
    account_id: s.accountId,
    name: { first_name: s.firstName, middle_name: s.middleName, last_name: s.lastName },
    member_id: s.memberId,
    zone: s.zone,
    member_type: s.memberType,
    member_since: s.createdAt.toISOString(),
    timezone: s.timezone,
    is_resident: s.isResident,
    facility_id: s.facilityId,
    facility_type: s.facility?.facilityType ?? null,
    agency: s.facility?.name ?? null,
    coach_name: coach ? fullName(coach.firstName, coach.middleName, coach.lastName) : null,
    profile_image_id: s.profileImageId,
  };
}

function cursorOf(s: SeniorListDbRow, order: SeniorListInput["order"]): SeniorListCursor {
  if (order === "member_since") return { order, memberSince: s.createdAt.toISOString(), memberId: s.memberId };
  if (order === "name") return { order, lastName: s.lastName, firstName: s.firstName, memberId: s.memberId };
  return { order, memberId: s.memberId };
}

/** Rows strictly after the cursor in the list's order. */
function afterCursor(c: SeniorListCursor, ascending: boolean): Prisma.SeniorWhereInput {
  const op = ascending ? "gt" : "lt";
  if (c.order === "member_since") {
    const at = new Date(c.memberSince);
    return { OR: [{ createdAt: { [op]: at } }, { createdAt: at, memberId: { [op]: c.memberId } }] };
  }
  if (c.order === "name") {
    return {
      OR: [
        { lastName: { [op]: c.lastName } },
        { lastName: c.lastName, firstName: { [op]: c.firstName } },
        { lastName: c.lastName, firstName: c.firstName, memberId: { [op]: c.memberId } },
      ],
    };
  }
  return { memberId: { [op]: c.memberId } };
}

/**
 * Who is listed: the caller's scope (seniorScope: a care agent's assigned seniors unless `assigned_to` is 'all' or
 * another agent, a facility agent's facility only), active members only, then the spec 2 §7 filters.
 */
function listFilters(user: AccessClaims, q: SeniorListInput): Prisma.SeniorWhereInput[] {
  const ownId = q.assigned_to === user.sub;
  const careAgent = isCareAgent(user);
  const allSeniors = q.assigned_to !== undefined && !(careAgent && ownId);
  const filters: Prisma.SeniorWhereInput[] = [seniorScope(user, { allSeniors }), { isActive: true }];
  if (q.assigned_to !== undefined && q.assigned_to !== "all" && !(careAgent && ownId)) {
    filters.push({ careAgentAssignments: { some: { staffUserId: q.assigned_to, unassignedAt: null } } });
  }
  if (q.zone) filters.push({ zone: q.zone });
  if (q.facility_id) filters.push({ facilityId: q.facility_id });
  if (q.facility_type) filters.push({ facility: { facilityType: q.facility_type } });
  if (q.is_resident !== undefined) filters.push({ isResident: q.is_resident });
  if (q.assigned !== undefined) {
    const open = { careAgentAssignments: { some: { unassignedAt: null } } };
    filters.push(q.assigned ? open : { NOT: open });
  }
  return filters;
}

export function createSeniorListService(deps: { prisma: PrismaClient }): SeniorListService {
  return {
    async list(user, q) {
      const where = [...listFilters(user, q), ...seniorSearchFilters(q.search_query ?? [])];
      if (q.last_evaluated_key !== undefined) {
        // The contract already refused keys the API could not have issued; this is its parsed form.
        const cursor = decodeSeniorListCursor(q.last_evaluated_key);
        if (!cursor) throw badRequest("Invalid last_evaluated_key");
        where.push(afterCursor(cursor, q.ascending));
      }
      const rows = await findSeniorListPage(deps.prisma, {
        where: { AND: where },
        order: q.order,
        ascending: q.ascending,
        take: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      return {
        items: page.map(toRow),
        last_evaluated_key: rows.length > q.limit && last ? encodeSeniorListCursor(cursorOf(last, q.order)) : null,
      };
    },

    async header(user, seniorId, accountId) {
      const senior = await requireSenior(deps.prisma, user, seniorId, accountId);
      const s = await findSeniorForHeader(deps.prisma, { id: senior.id });
      if (!s) throw notFound("Senior");
      return {
        senior_id: s.id,
        account_id: s.accountId,
        name: { first_name: s.firstName, middle_name: s.middleName, last_name: s.lastName },
        profile_image_id: s.profileImageId,
        zone: s.zone,
        member_type: s.memberType,
        member_id: s.memberId,
        member_since: s.createdAt.toISOString(),
        dob: isoDate(s.dob),
        timezone: s.timezone,
        is_resident: s.isResident,
        facility_type: s.facility?.facilityType ?? null,
        agency: s.facility?.name ?? null,
        move_in_date: isoDate(s.moveInDate),
      };
    },
  };
}
