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
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "@care/infra";
import { AppError, conflict, forbidden, notFound, type FieldError } from "../../../errors.js";
import type { Mailer } from "../../../mail/mailer.js";
import { emailChangedMail } from "../../../mail/templates.js";
import type { AccessState } from "../../../plugins/access-state.js";
import { unlockAccount } from "../../auth/account-lock.js";
import type { FirstLoginInviter } from "../../auth/first-login-invite.js";
import {
  ACCOUNT_SCOPE,
  burnOpenCodes,
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
  /** Ends every sign-in and code lock of a staff account (issue 25 item 4). */
  unlock(userId: string): Promise<{ user_id: string; locked_until: null }>;
}

export interface AccountServiceDeps {
  prisma: PrismaClient;
  /** The sign-in and code locks (Redis), which an unlock ends. */
  redis: Redis;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Mails the first-login code (shared with the facility users' accounts). */
  inviter: FirstLoginInviter;
  /** Publishes a changed account, so its access tokens stop at once (disable, role or email change). */
  access: AccessState;
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
    locked_until: r.lockedUntil && r.lockedUntil.getTime() > Date.now() ? r.lockedUntil.toISOString() : null,
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

/** Every role an account holds, the secondary ones included (they open routes as much as the primary one). */
const heldRoles = (r: Pick<AccountDbRow, "primaryRole" | "secondaryRoles">): string[] => [
  r.primaryRole,
  ...r.secondaryRoles,
];

/**
 * Only an Admin gives the Admin role or changes an account that holds it (any of its roles): no one raises their own
 * kind above theirs. Role strings are compared as stored; an unknown spelling cannot sign in at all.
 */
function assertMayManage(user: AccessClaims, roles: readonly string[]): void {
  const admin = roles.some((r) => r.toLowerCase() === "admin");
  if (admin && !hasAnyRole(user.roles, ["Admin"])) throw forbidden(ACCOUNT_MESSAGES.adminOnly);
}

/** The roles whose holders run the accounts screen: changing a holder's email is a takeover in two steps. */
const ACCOUNT_MANAGERS = ["admin", "admin_wellnessservices"];

/**
 * Peers cannot take each other's accounts (issue 25 item 5): the email is where reset codes go and MFA is what a
 * known password still lacks, so only an Admin changes the email of, or switches off MFA for, an account holding
 * Admin or Admin_WellnessServices (any of its roles). Anyone who may edit an account changes their own.
 */
function assertMayWeakenSignIn(user: AccessClaims, target: AccountDbRow, refusal: string): void {
  if (target.id === user.sub || hasAnyRole(user.roles, ["Admin"])) return;
  if (heldRoles(target).some((r) => ACCOUNT_MANAGERS.includes(r.toLowerCase()))) throw forbidden(refusal);
}

export function createAccountService(deps: AccountServiceDeps): AccountService {
  const { prisma, access, log } = deps;

  /** Tells the old address; a mail that cannot be sent is logged (the change stands, the audit row records it). */
  async function mailOldAddress(oldEmail: string, newEmail: string, by: AccessClaims): Promise<void> {
    try {
      await deps.mailer.send(emailChangedMail(oldEmail, newEmail, `an administrator (${by.email})`));
    } catch (err) {
      log.warn({ err }, "email-change notice not sent to the old address");
    }
  }

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
        assertMayManage(user, [...heldRoles(current), body.role]);
        const emailChanged = body.email !== current.email;
        if (emailChanged) assertMayWeakenSignIn(user, current, ACCOUNT_MESSAGES.emailAdminOnly);
        if (current.isMfaEnabled && !body.is_mfa_enabled) {
          assertMayWeakenSignIn(user, current, ACCOUNT_MESSAGES.mfaAdminOnly);
        }
        await refuseDuplicates(body);
        await prisma.$transaction(async (tx) => {
          await tx.staffUser.update({ where: { id: current.id }, data: columns(body) });
          if (emailChanged) await burnOpenCodes(tx, current.id);
        });
        // A new role or email bumped the access version (trigger): every token of the account stops now.
        await access.accountChanged(current.id);
        if (emailChanged) await mailOldAddress(current.email, body.email, user);
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
      assertMayManage(user, heldRoles(current));
      await prisma.$transaction(async (tx) => {
        // Serialises concurrent disables of the last Admins: each sees the others' committed state.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('admin-account-status'))`;
        if (!isActive && current.primaryRole === "Admin" && (await countOtherActiveAdmins(tx, userId)) === 0) {
          throw conflict(ACCOUNT_MESSAGES.lastAdmin);
        }
        await tx.staffUser.update({ where: { id: userId }, data: { isActive } });
        if (!isActive) await revokeSessions(tx, userId);
      });
      // Disabling bumped the access version: the account's tokens, the caller's own on a self-disable, stop now.
      await access.accountChanged(userId);
      return { user_id: userId, is_active: isActive, signed_out: !isActive && userId === user.sub };
    },

    async unlock(userId) {
      const target = await prisma.staffUser.findUnique({ where: { id: userId }, select: { id: true, email: true } });
      if (!target) throw notFound("Account");
      await unlockAccount(deps, target);
      return { user_id: target.id, locked_until: null };
    },
  };
}
