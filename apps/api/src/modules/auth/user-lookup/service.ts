import { normalizeRole } from "@care/contracts";
import type { Prisma, PrismaClient, Role } from "@care/db";
import { AppError } from "../../../errors.js";

export interface ExistenceQuery {
  email?: string;
  employee_id?: string;
  mobile_number?: string;
  /** Staff accounts of this role are left out (e.g. the form of that role checks other roles' accounts only). */
  role_ignore?: string;
  /** The account being edited: it does not conflict with itself. */
  user_id?: string;
}

export interface Existence {
  email_exists: boolean;
  employee_id: boolean;
  is_first_login: boolean | null;
  mobile_number_exists: boolean;
}

export interface UserLookupService {
  emailExists(email: string): Promise<boolean>;
  mobileExists(mobile: string): Promise<boolean>;
  existence(q: ExistenceQuery): Promise<Existence>;
  nextMemberId(): Promise<number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MEMBER_ID_MAX = 999_999;

/** Digits only, as phones are stored; null when nothing is left. */
export function normalizeMobile(raw: string): string | null {
  const digits = raw.replace(/\D/g, "");
  return digits.length > 0 ? digits : null;
}

/**
 * Identifier lookups of the member and agent forms. An email or mobile "is mapped" when a staff account or a
 * senior (member) uses it: both kinds are unique per spec ('Email id is already in use', 'Mobile number already
 * in use'). Caregiver contacts are per senior and not unique, so they do not count.
 */
export function createUserLookupService(prisma: PrismaClient): UserLookupService {
  function staffWhere(q: ExistenceQuery, extra: Prisma.StaffUserWhereInput): Prisma.StaffUserWhereInput {
    const not: Prisma.StaffUserWhereInput[] = [];
    if (q.user_id && UUID.test(q.user_id)) not.push({ id: q.user_id });
    // An unknown role string filters nothing (rather than reaching the enum column and failing).
    const role: Role | undefined = q.role_ignore
      ? (normalizeRole(q.role_ignore) ?? (q.role_ignore.trim().toLowerCase() === "caregiver" ? "Caregiver" : undefined))
      : undefined;
    if (role) not.push({ primaryRole: role });
    return { ...extra, ...(not.length ? { NOT: not } : {}) };
  }
  const seniorWhere = (q: ExistenceQuery, extra: Prisma.SeniorWhereInput): Prisma.SeniorWhereInput =>
    q.user_id && UUID.test(q.user_id) ? { ...extra, NOT: { id: q.user_id } } : extra;

  async function emailIn(q: ExistenceQuery, email: string): Promise<boolean> {
    const [staff, senior] = await Promise.all([
      prisma.staffUser.count({ where: staffWhere(q, { email }) }),
      prisma.senior.count({ where: seniorWhere(q, { email }) }),
    ]);
    return staff + senior > 0;
  }

  async function mobileIn(q: ExistenceQuery, raw: string): Promise<boolean> {
    const mobile = normalizeMobile(raw);
    if (!mobile) return false;
    const [staff, senior] = await Promise.all([
      prisma.staffUser.count({ where: staffWhere(q, { phone: mobile }) }),
      prisma.senior.count({ where: seniorWhere(q, { mobileNumber: mobile }) }),
    ]);
    return staff + senior > 0;
  }

  return {
    emailExists: (email) => emailIn({}, email),
    mobileExists: (mobile) => mobileIn({}, mobile),

    async existence(q: ExistenceQuery): Promise<Existence> {
      const [email, employee, mobile, firstLogin] = await Promise.all([
        q.email ? emailIn(q, q.email) : false,
        q.employee_id ? prisma.staffUser.count({ where: staffWhere(q, { employeeId: q.employee_id.trim() }) }) : 0,
        q.mobile_number ? mobileIn(q, q.mobile_number) : false,
        q.email ? prisma.staffUser.findUnique({ where: { email: q.email }, select: { isFirstLogin: true } }) : null,
      ]);
      return {
        email_exists: email,
        employee_id: employee > 0,
        is_first_login: firstLogin?.isFirstLogin ?? null,
        mobile_number_exists: mobile,
      };
    },

    async nextMemberId(): Promise<number> {
      // The senior.member_id sequence (seeds move it past their explicit ids). nextval never hands the same
      // number out twice, even when the reserved id is never used; the check skips any id inserted by hand.
      for (let i = 0; i < 1000; i++) {
        const rows = await prisma.$queryRaw<{ n: bigint }[]>`
          SELECT nextval(pg_get_serial_sequence('senior', 'member_id')) AS n`;
        const n = Number(rows[0]?.n);
        if (!Number.isSafeInteger(n) || n > MEMBER_ID_MAX) break;
        if ((await prisma.senior.count({ where: { memberId: n } })) === 0) return n;
      }
      throw new AppError("UNAVAILABLE", "No member id is available");
    },
  };
}
