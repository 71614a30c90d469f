import type { z } from "zod";
import {
  ACCOUNT_MESSAGES,
  fullName,
  hasAnyRole,
  type AccessClaims,
  type AccountRole,
  type CareAgentAccount,
  type CareAgentAccountBody,
  type CareAgentAccountsQuery,
} from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { AppError, conflict, forbidden, notFound, type FieldError } from "../../../errors.js";
import type { FirstLoginInviter } from "../../cognito/first-login-invite.js";
import {
  ACCOUNT_SCOPE,
  countOtherActiveAdmins,
  findAccount,
  findAccountPage,
  findTaken,
  revokeSessions,
  type AccountDbRow,
} from "./repo.js";

export type AccountsQuery = z.output<typeof CareAgentAccountsQuery>;
export type AccountBody = z.output<typeof CareAgentAccountBody>;

export interface AccountPage {
  items: CareAgentAccount[];
  total: number;
  next_offset: number;
}

export interface AccountService {
  list(q: AccountsQuery): Promise<AccountPage>;
  save(user: AccessClaims, body: AccountBody): Promise<{ account: CareAgentAccount; created: boolean }>;
  setStatus(
    user: AccessClaims,
    userId: string,
    isActive: boolean,
  ): Promise<{ user_id: string; is_active: boolean; signed_out: boolean }>;
}

export interface AccountServiceDeps {
  prisma: PrismaClient;
  /** Mails the first-login code (shared with the facility users' accounts). */
  inviter: FirstLoginInviter;
}

function toAccount(r: AccountDbRow): CareAgentAccount {
  return {
    user_id: r.id,
    employee_id: r.employeeId,
    name: { first_name: r.firstName, middle_name: r.middleName, last_name: r.lastName },
    fullName: fullName(r.firstName, r.middleName, r.lastName),
    email: r.email,
    role: r.primaryRole as AccountRole,
    phone_number: { number: r.phone, ext: r.phoneExt },
    location: { zipcode: r.zipcode, city: r.city, state: r.state, timezone: r.timezone },
    shift: r.shift,
    is_first_login: r.isFirstLogin,
    is_mfa_enabled: r.isMfaEnabled,
    is_active: r.isActive,
    assignedSenior: r._count.seniorAssignments,
  };
}

const NOBODY: Prisma.StaffUserWhereInput = { id: { in: [] } };

/** Every word of the search in the first, middle or last name (spec 2 §5); a blank non-empty search: nobody. */
function nameWords(search: string | undefined): Prisma.StaffUserWhereInput[] {
  if (search === undefined || search === "") return [];
  const words = search.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [NOBODY];
  return words.map((w) => ({
    OR: (["firstName", "middleName", "lastName"] as const).map((f) => ({
      [f]: { contains: w, mode: "insensitive" as const },
    })),
  }));
}

function listWhere(q: AccountsQuery): Prisma.StaffUserWhereInput {
  const open = { unassignedAt: null };
  const and: Prisma.StaffUserWhereInput[] = [ACCOUNT_SCOPE, ...nameWords(q.search)];
  if (q.status) and.push({ isActive: q.status === "Active" });
  if (q.role) and.push({ primaryRole: q.role });
  if (q.shift) and.push({ shift: q.shift });
  if (q.assign === "assigned") and.push({ seniorAssignments: { some: open } });
  if (q.assign === "unassigned") and.push({ seniorAssignments: { none: open } });
  if (q.corporate_id) {
    and.push({ seniorAssignments: { some: { ...open, senior: { facility: { corporationId: q.corporate_id } } } } });
  }
  return { AND: and };
}

/** Only an Admin gives the Admin role or changes an Admin's account: no one raises their own kind above theirs. */
function assertMayManage(user: AccessClaims, roles: readonly string[]): void {
  if (roles.includes("Admin") && !hasAnyRole(user.roles, ["Admin"])) throw forbidden(ACCOUNT_MESSAGES.adminOnly);
}

export function createAccountService(deps: AccountServiceDeps): AccountService {
  const { prisma } = deps;

  async function refuseDuplicates(body: AccountBody): Promise<void> {
    const taken = await findTaken(prisma, { email: body.email, employeeId: body.employee_id, exceptId: body.user_id });
    const fields: FieldError[] = [];
    if (taken.email) fields.push({ field: "body.email", reason: ACCOUNT_MESSAGES.emailInUse });
    if (taken.employeeId) fields.push({ field: "body.employee_id", reason: ACCOUNT_MESSAGES.employeeIdInUse });
    const first = fields[0];
    if (first) throw new AppError("CONFLICT", first.reason, { fields });
  }

  const columns = (b: AccountBody) => ({
    employeeId: b.employee_id,
    firstName: b.name.first_name,
    middleName: b.name.middle_name ?? null,
    lastName: b.name.last_name,
    email: b.email,
    primaryRole: b.role,
    phone: b.phone_number.number,
    phoneExt: b.phone_number.ext ?? null,
    zipcode: b.location.zipcode,
    city: b.location.city,
    state: b.location.state,
    timezone: b.location.timezone,
    shift: b.role === "BDM" ? null : (b.shift ?? null),
    isMfaEnabled: b.is_mfa_enabled,
  });

  return {
    async list(q) {
      const { total, rows } = await findAccountPage(prisma, listWhere(q), q.offset, q.limit);
      const next = q.offset + rows.length;
      return { items: rows.map(toAccount), total, next_offset: next < total ? next : -1 };
    },

    async save(user, body) {
      if (body.user_id) {
        const current = await findAccount(prisma, body.user_id);
        if (!current) throw notFound("Account");
        assertMayManage(user, [current.primaryRole, body.role]);
        await refuseDuplicates(body);
        await prisma.staffUser.update({ where: { id: current.id }, data: columns(body) });
        const saved = await findAccount(prisma, current.id);
        if (!saved) throw notFound("Account");
        return { account: toAccount(saved), created: false };
      }
      assertMayManage(user, [body.role]);
      await refuseDuplicates(body);
      // No password until the person chooses one with the mailed code (the reset-password call of the
      // choose-password screen), which also clears is_first_login.
      const row = await prisma.staffUser.create({
        data: { ...columns(body), passwordHash: null, isFirstLogin: true, isActive: true },
        select: { id: true, email: true },
      });
      await deps.inviter.invite(row);
      const saved = await findAccount(prisma, row.id);
      if (!saved) throw notFound("Account");
      return { account: toAccount(saved), created: true };
    },

    async setStatus(user, userId, isActive) {
      const current = await findAccount(prisma, userId);
      if (!current) throw notFound("Account");
      assertMayManage(user, [current.primaryRole]);
      await prisma.$transaction(async (tx) => {
        // Serialises concurrent disables of the last Admins: each sees the others' committed state.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('admin-account-status'))`;
        if (!isActive && current.primaryRole === "Admin" && (await countOtherActiveAdmins(tx, userId)) === 0) {
          throw conflict(ACCOUNT_MESSAGES.lastAdmin);
        }
        await tx.staffUser.update({ where: { id: userId }, data: { isActive } });
        if (!isActive) await revokeSessions(tx, userId);
      });
      return { user_id: userId, is_active: isActive, signed_out: !isActive && userId === user.sub };
    },
  };
}
